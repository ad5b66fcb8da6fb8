import type { BlogListRoute } from "@/lib/routes";

/**
 * The three blog list routes are one engine (blog-list-page.tsx) with a preset each: where the
 * sidebar goes and how many cards share a row. Adding a layout is a page file naming its preset.
 */
export type BlogLayout = {
  sidebar: "left" | "right" | "none";
  /** Post cards per row on wide screens. */
  columns: 2 | 3;
};

export const BLOG_LAYOUTS = {
  "blog-standard": { sidebar: "left", columns: 2 },
  "blog-no-sidebar": { sidebar: "none", columns: 3 },
  "blog-right-sidebar": { sidebar: "right", columns: 2 },
} as const satisfies Record<BlogListRoute, BlogLayout>;
