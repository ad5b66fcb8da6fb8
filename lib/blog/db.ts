import "server-only";
// Blog reads from Firestore, uncached (lib/blog/read.ts caches them for pages). Never unbounded:
// the list index is one query, newest first, limited to MAX_INDEXED_POSTS and reading only the
// summary fields (no body); a post page reads exactly one document.
import type { Firestore } from "firebase-admin/firestore";
import { firestore } from "@/lib/firebase/admin";
import { postSchema, type Post } from "@/lib/blog/schema";
import type { PostSummary } from "./query";
import { slugSchema } from "@/lib/catalog/schema";
import { log } from "@/lib/log";
import { TRANSLATED_LOCALES } from "@/lib/catalog/translations.client";

export const POSTS_COLLECTION = "posts";
/**
 * The most posts the lists, sidebars and sitemap know about. Past this, older posts drop out of
 * the lists (a warning is logged) and the index should move to cursor-paginated queries.
 */
export const MAX_INDEXED_POSTS = 500;

const postSummarySchema = postSchema.omit({ body: true });
const SUMMARY_FIELDS = [
  "slug", "title", "excerpt", "author", "category", "tags", "image", "publishedAt", "language",
  // A translation's title and excerpt, not its body.
  ...TRANSLATED_LOCALES.flatMap((l) => [`translations.${l}.title`, `translations.${l}.excerpt`]),
];

/** Published posts (publishedAt <= now), newest first, without their bodies. */
export async function fetchPostSummaries(
  now: Date,
  { limit = MAX_INDEXED_POSTS, db = firestore() }: { limit?: number; db?: Firestore } = {},
): Promise<{ posts: PostSummary[]; truncated: boolean }> {
  const snap = await db
    .collection(POSTS_COLLECTION)
    .where("publishedAt", "<=", now.toISOString())
    .orderBy("publishedAt", "desc")
    .select(...SUMMARY_FIELDS)
    .limit(limit + 1)
    .get();
  const truncated = snap.size > limit;
  if (truncated) log.warn(`blog: more than ${limit} posts; the lists show the newest ${limit}`);
  const posts: PostSummary[] = [];
  for (const doc of snap.docs.slice(0, limit)) {
    const parsed = postSummarySchema.safeParse({ ...doc.data(), slug: doc.id });
    if (parsed.success) posts.push(parsed.data);
    else log.warn(`blog: skipping posts/${doc.id}, which does not match the schema`);
  }
  return { posts, truncated };
}

/** One published post, parsed; null when there is none (or it is not published yet, or malformed). */
export async function fetchPost(
  slug: string,
  { now = new Date(), db = firestore() }: { now?: Date; db?: Firestore } = {},
): Promise<Post | null> {
  // Firestore refuses some ids (e.g. "__x__"): anything that is not a slug is no post.
  if (!slugSchema.safeParse(slug).success) return null;
  const snap = await db.collection(POSTS_COLLECTION).doc(slug).get();
  if (!snap.exists) return null;
  const parsed = postSchema.safeParse({ ...snap.data(), slug });
  if (!parsed.success) {
    log.error(`blog: posts/${slug} does not match the schema`, { issues: parsed.error.issues });
    return null;
  }
  return parsed.data.publishedAt <= now.toISOString() ? parsed.data : null;
}
