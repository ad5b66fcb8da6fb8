import type { MetadataRoute } from "next";
import { GUARDED_PREFIXES } from "@/lib/auth/guards";
import { ROUTES } from "@/lib/routes";
import { absoluteUrl, siteUrl } from "@/lib/site-url";

/**
 * robots.txt: everything public may be crawled; private, per-visitor and machine paths may not.
 * The cart is crawlable: its page holds no visitor's data (the cart renders in the browser).
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: [
          "/api/",
          "/locales/",
          ...[ROUTES.wishlist, ROUTES.compare, ROUTES.checkout, ROUTES.account, ROUTES.login],
          ...GUARDED_PREFIXES.admin,
        ],
      },
    ],
    sitemap: absoluteUrl("/sitemap.xml"),
    host: siteUrl(),
  };
}
