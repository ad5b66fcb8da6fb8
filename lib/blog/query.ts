// Pure blog logic over post summaries (no body): parse a list URL, search, filter by category or
// tag, page, sidebar facts, previous/next. No I/O, so it is unit-tested directly.
import { z } from "zod";
import type { Post } from "@/lib/blog/schema";

export type PostSummary = Omit<Post, "body">;

export const BLOG_PAGE_SIZE = 6;
const MAX_QUERY = 100;

type SearchParams = Record<string, string | string[] | undefined>;
const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const optionalText = (max: number) =>
  z.preprocess(
    first,
    z
      .string()
      .trim()
      .max(max)
      .optional()
      .catch(undefined)
      .transform((v) => (v ? v : undefined)),
  );

// A hand-edited or stale link still shows a list: invalid values are dropped, never refused.
export const blogListQuerySchema = z.object({
  page: z.preprocess(first, z.coerce.number().int().min(1).max(10_000).catch(1)).default(1),
  q: optionalText(MAX_QUERY),
  category: optionalText(40),
  tag: optionalText(40),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

export function parseBlogListQuery(sp: SearchParams): BlogListQuery {
  return blogListQuerySchema.parse(sp);
}

/** Lowercase, accents removed: "Sécurité" and "securite" match. */
export function normalizeText(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
}

const words = (text: string) => normalizeText(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * How well a post matches a search: 0 = not at all. Every word of the query must start a word of
 * the post (so "bott" finds "bottle"); a word found in the title counts more than elsewhere.
 */
export function postSearchScore(post: PostSummary, query: string): number {
  const terms = words(query);
  if (terms.length === 0) return 0;
  const title = words(post.title);
  const rest = words([post.excerpt, post.category, post.author, ...post.tags].join(" "));
  let score = 0;
  for (const term of terms) {
    const inTitle = title.some((w) => w.startsWith(term));
    const inRest = rest.some((w) => w.startsWith(term));
    if (!inTitle && !inRest) return 0;
    score += inTitle ? 3 : 1;
  }
  return score;
}

const same = (a: string, b: string) => normalizeText(a) === normalizeText(b);
const newestFirst = (a: PostSummary, b: PostSummary) =>
  b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug);

export type BlogListResult = {
  items: PostSummary[];
  total: number;
  page: number;
  pageCount: number;
  /** The category or tag as the posts spell it (the URL may differ in case). */
  category?: string;
  tag?: string;
};

export function runBlogList(all: PostSummary[], q: BlogListQuery, pageSize = BLOG_PAGE_SIZE): BlogListResult {
  let matching = all.filter(
    (p) => (!q.category || same(p.category, q.category)) && (!q.tag || p.tags.some((t) => same(t, q.tag!))),
  );
  if (q.q) {
    const scored = matching.map((p) => [p, postSearchScore(p, q.q!)] as const).filter(([, s]) => s > 0);
    scored.sort(([a, sa], [b, sb]) => sb - sa || newestFirst(a, b));
    matching = scored.map(([p]) => p);
  } else {
    matching = [...matching].sort(newestFirst);
  }
  const total = matching.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(q.page, pageCount);
  const category = q.category ? all.find((p) => same(p.category, q.category!))?.category : undefined;
  const tag = q.tag ? all.flatMap((p) => p.tags).find((t) => same(t, q.tag!)) : undefined;
  return {
    items: matching.slice((page - 1) * pageSize, page * pageSize),
    total,
    page,
    pageCount,
    category: category ?? q.category,
    tag: tag ?? q.tag,
  };
}

export type Count = { value: string; count: number };

function countBy(values: string[]): Count[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

export type BlogSidebarData = { categories: Count[]; tags: Count[]; recent: PostSummary[] };

/** What the blog sidebars show: categories and tags with counts, the newest posts. */
export function blogSidebar(all: PostSummary[], recent = 4, maxTags = 20): BlogSidebarData {
  return {
    categories: countBy(all.map((p) => p.category)),
    tags: countBy(all.flatMap((p) => [...new Set(p.tags)])).slice(0, maxTags),
    recent: [...all].sort(newestFirst).slice(0, recent),
  };
}

/** The posts published just before (older) and just after (newer) the given one. */
export function adjacentPosts(all: PostSummary[], slug: string): { older?: PostSummary; newer?: PostSummary } {
  const sorted = [...all].sort(newestFirst);
  const i = sorted.findIndex((p) => p.slug === slug);
  if (i < 0) return {};
  return { newer: sorted[i - 1], older: sorted[i + 1] };
}

/** Minutes to read a post's body, at ~220 words a minute, rounded up. */
export function readingMinutes(body: string[]): number {
  const count = body.reduce((n, p) => n + p.split(/\s+/).filter(Boolean).length, 0);
  return Math.max(1, Math.ceil(count / 220));
}
