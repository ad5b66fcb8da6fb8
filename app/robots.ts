import type { MetadataRoute } from "next";
import { ROUTES } from "@/lib/routes";
import { absoluteUrl, siteUrl } from "@/lib/site-url";

/** robots.txt: everything public may be crawled; private, per-visitor and machine paths may not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: [
          "/api/",
          "/locales/",
          ...[ROUTES.cart, ROUTES.wishlist, ROUTES.compare, ROUTES.checkout, ROUTES.account, ROUTES.login],
          ...[ROUTES.dash, ROUTES.products, ROUTES.orders, ROUTES.customers],
        ],
      },
    ],
    sitemap: absoluteUrl("/sitemap.xml"),
    host: siteUrl(),
  };
}
