// next.config.ts's cache handlers and deployment id (read by `next build` and `next start`).
import { execFileSync } from "node:child_process";
import path from "node:path";

const handler = (file: string) => path.join(process.cwd(), "lib/cache/handlers", file);

/** The handlers that share invalidations between instances (lib/cache/handlers); Next's own with CACHE_HANDLERS=off. */
export function cacheHandlerConfig() {
  if (process.env.CACHE_HANDLERS === "off") return {};
  const useCache = handler("use-cache.mjs");
  return { cacheHandlers: { default: useCache, remote: useCache }, cacheHandler: handler("route-cache.mjs") };
}

/**
 * One id per version of the code: NEXT_DEPLOYMENT_ID when the platform sets one, else the git
 * commit (the same for `next build` and a later `next start` of that checkout; a standalone server
 * keeps the build's). Without either, none (Next's per-build id still tells builds apart).
 */
export function deploymentId(): string | undefined {
  if (process.env.NEXT_DEPLOYMENT_ID) return process.env.NEXT_DEPLOYMENT_ID;
  try {
    return execFileSync("git", ["rev-parse", "--short=12", "HEAD"], { stdio: ["ignore", "pipe", "ignore"] }).toString().trim() || undefined;
  } catch {
    return undefined;
  }
}
