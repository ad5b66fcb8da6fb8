import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { REMOTE_IMAGE_PATTERNS } from "./lib/catalog/image-hosts";
import { strayPathRewrites } from "./lib/i18n/stray-paths";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  // Several builds can share one checkout (parallel work, benchmarks) each with its own folder.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // 'use cache' + cacheTag on the data functions; pages get a static shell with dynamic holes.
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  // Paths with a dot that are no file (/foo.txt) get the shop's translated 404 page
  // (lib/i18n/stray-paths.ts); unknown /api/* paths are answered by app/api/[...path]/route.ts.
  rewrites: async () => ({ beforeFiles: [], afterFiles: strayPathRewrites(), fallback: [] }),
  reactStrictMode: true,
  images: {
    // Demo product images are SVGs made in the repo; uploaded ones come from Cloud Storage.
    dangerouslyAllowSVG: true,
    contentDispositionType: "attachment",
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
    remotePatterns: REMOTE_IMAGE_PATTERNS.map((p) => ({ ...p })),
    // Against the local Storage emulator uploaded images come from 127.0.0.1, which next/image
    // refuses to fetch unless told (never with a real bucket).
    dangerouslyAllowLocalIP: Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST),
  },
};

export default withNextIntl(nextConfig);
