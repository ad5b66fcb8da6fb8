import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";
import createNextIntlPlugin from "next-intl/plugin";
import { REMOTE_IMAGE_PATTERNS } from "./lib/catalog/image-hosts";
import { localeRewrites } from "./lib/i18n/locale-routing";
import { strayPathRewrites } from "./lib/i18n/stray-paths";
import { EVERY_PATH, securityHeaderConfig, securityHeaders } from "./lib/security-headers";
import { siteUrl } from "./lib/site-url";
import { devOrigins } from "./lib/dev-origins";
import { cacheHandlerConfig, deploymentId } from "./lib/cache/config";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

// Several builds can share one checkout (parallel work, benchmarks) each with its own folder.
const distDir = process.env.NEXT_DIST_DIR || ".next";

const nextConfig = (phase: string): NextConfig => ({
  distDir,
  // 'use cache' + cacheTag on the data functions; pages get a static shell with dynamic holes.
  cacheComponents: true,
  // `next dev` opened at 127.0.0.1 (or HOST) hydrates too (lib/dev-origins.ts).
  ...(phase === PHASE_DEVELOPMENT_SERVER ? { allowedDevOrigins: devOrigins(process.env) } : {}),
  // Several instances, one truth: a tag revalidated on one is expired on all (lib/cache/).
  ...cacheHandlerConfig(),
  // A rolling deploy never mixes versions: a client of another build reloads instead of navigating.
  deploymentId: deploymentId(phase, distDir),
  // CSS grouped per route by Turbopack's cost graph, an extra request priced at 4 KB: each page's
  // render-blocking CSS is what its routes import (listing 51 KB raw, blog 34, cart 22) instead
  // of one 107 KB chunk of every page's styles. Lighthouse's FCP: ~1.37 -> ~1.24 s.
  // isrFlushToDisk: pages rendered on request (each new search, filter or page of a listing; see
  // lib/routes.server.ts) stay in memory only. Next would also write each to disk
  // (<distDir>/server/route-cache, ~230 KB a page) with no limit: 20,000 made-up searches were
  // gigabytes. The build's own pages are still read from disk. BENCHMARKS.md, "Memory".
  experimental: { cssChunking: { type: "graph", requestCost: 4000 }, isrFlushToDisk: false },
  // The two in-memory caches (rendered pages; 'use cache' data), each this many bytes as Next
  // counts them: least recently used entries go first, so one server's memory stays bounded
  // however many distinct URLs it is asked for. Next's default, stated here because it is a bound.
  cacheMaxMemorySize: 50 * 1024 * 1024,
  partialPrefetching: true,
  poweredByHeader: false,
  // pdfkit reads its font metrics (Helvetica.afm...) from its own folder at run time: bundled, the
  // files would not be where it looks. Loaded from node_modules instead (the invoice PDF).
  serverExternalPackages: ["pdfkit"],
  // `npm run dev` calls the outbox sweep every few seconds (scripts/lib/shop.ts): not a line each.
  logging: { incomingRequests: { ignore: [/^\/api\/jobs\//] } },
  // No ETag: Next hashes every cached page's whole HTML in JavaScript on each response to make
  // one (~1 ms of the server's CPU for the 200 KB home page, a quarter of its cost per request),
  // to save a revisit the 15-25 KB gzip download. A CDN in front sets its own validators.
  generateEtags: false,
  // A page the proxy did not see gets the cookie's language or English (lib/i18n/locale-routing.ts).
  // Paths with a dot that are no file (/foo.txt) get the shop's translated 404 page
  // (lib/i18n/stray-paths.ts); unknown /api/* paths are answered by app/api/[...path]/route.ts.
  rewrites: async () => ({ beforeFiles: localeRewrites(), afterFiles: strayPathRewrites(), fallback: [] }),
  reactStrictMode: true,
  headers: async () => [
    // Every response: the Content-Security-Policy and the other security headers (lib/security-headers.ts).
    { source: EVERY_PATH, headers: securityHeaders(securityHeaderConfig(process.env, siteUrl())) },
    // The demo catalogue's and blog's pictures (public/demo, SVG): served as they are (no optimizer,
    // components/ui/optimized-image.tsx), so they get a cache lifetime here; their names carry no
    // hash, hence a day and a week of background revalidation, not "immutable".
    { source: "/demo/:path*", headers: [{ key: "Cache-Control", value: "public, max-age=86400, stale-while-revalidate=604800" }] },
  ],
  images: {
    // Each instance optimizes (next/image) and keeps the results on its own disk: an image URL
    // names one stored file, so any instance's copy is right.
    unoptimized: false,
    // Demo product images are SVGs made in the repo; uploaded ones come from Cloud Storage.
    dangerouslyAllowSVG: true,
    contentDispositionType: "attachment",
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
    remotePatterns: REMOTE_IMAGE_PATTERNS.map((p) => ({ ...p })),
    // The widths a srcset offers: what the layouts use at 1x and 2x (cards ~180-370 px, the
    // product gallery up to ~700 px, the hero full width), not next/image's 15 up to 3840.
    deviceSizes: [384, 640, 828, 1080, 1440, 1920],
    imageSizes: [64, 128, 256],
    // Against the local Storage emulator uploaded images come from 127.0.0.1, which next/image
    // refuses to fetch unless told (never with a real bucket).
    dangerouslyAllowLocalIP: Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST),
  },
});

/** `phase`: Next's (build, start, dev), which decides where the deployment id comes from. */
export default function config(phase: string): NextConfig {
  return withNextIntl(nextConfig(phase));
}
