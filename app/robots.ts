import type { MetadataRoute } from "next";
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
          "/cart",
          "/wishlist",
          "/compare",
          "/checkout",
          "/my-account",
          "/login-register",
          "/dash",
          "/products",
          "/orders",
          "/customers",
        ],
      },
    ],
    sitemap: absoluteUrl("/sitemap.xml"),
    host: siteUrl(),
  };
}
