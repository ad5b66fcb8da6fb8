// next.config.ts's cache handlers and deployment id (read by `next build` and `next start`).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
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
 * commit. `next start` (phase-production-server) takes the id the build was made with, from the
 * build's own record of its config: worked out again at start, it could differ (a commit made
 * after the build, or no git where the server runs), and pages rendered then would name assets
 * (the font's preload) under another `?dpl=` than the built CSS asks for: downloaded twice.
 * Without either, none (Next's per-build id still tells builds apart).
 */
export function deploymentId(phase?: string, distDir = ".next"): string | undefined {
  if (process.env.NEXT_DEPLOYMENT_ID) return process.env.NEXT_DEPLOYMENT_ID;
  if (phase === "phase-production-server") {
    const built = builtDeploymentId(distDir);
    if (built !== null) return built;
  }
  try {
    return execFileSync("git", ["rev-parse", "--short=12", "HEAD"], { stdio: ["ignore", "pipe", "ignore"] }).toString().trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The deployment id in a build's required-server-files.json (undefined: built without one); null when there is no readable build. */
function builtDeploymentId(distDir: string): string | undefined | null {
  try {
    const { config } = JSON.parse(readFileSync(path.join(distDir, "required-server-files.json"), "utf8")) as { config?: { deploymentId?: unknown } };
    if (!config) return null;
    return typeof config.deploymentId === "string" && config.deploymentId !== "" ? config.deploymentId : undefined;
  } catch {
    return null;
  }
}
