// A blog post (posts/{slug}), as stored and as pages read it.
import { z } from "zod";
import { slugSchema } from "@/lib/catalog/schema";
import { postTranslationsSchema } from "./translations";

export const postSchema = z.object({
  slug: slugSchema,
  title: z.string().min(1).max(200),
  excerpt: z.string().max(500),
  body: z.array(z.string().max(5000)).min(1),
  author: z.string().min(1).max(80),
  category: z.string().min(1).max(40),
  tags: z.array(z.string().min(1).max(40)).max(20).default([]),
  image: z.string().min(1).max(500),
  publishedAt: z.string().datetime(),
  /** The language the post is written in (pages mark it with lang= when it is not the page's). */
  language: z
    .string()
    .regex(/^[a-z]{2}$/)
    .default("en"),
  /** Its title, excerpt and body in the other languages (lib/blog/translations.ts); its own language shows where one is missing. */
  translations: postTranslationsSchema.default({}),
});
export type Post = z.infer<typeof postSchema>;
