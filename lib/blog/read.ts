import "server-only";
// Blog reads for pages, cached ('use cache') and tagged "posts" (and "post:<slug>"). A write to
// the posts collection calls revalidatePosts(), so the change shows on the next request.
import { cacheLife, cacheTag, revalidateTag } from "next/cache";
import type { Post } from "@/lib/blog/schema";
import {
  adjacentPosts,
  blogSidebar,
  runBlogList,
  type BlogListQuery,
  type BlogListResult,
  type BlogSidebarData,
  type PostSummary,
} from "./query";
import { fetchPost, fetchPostSummaries } from "./db";

export const POSTS_TAG = "posts";
export const postTag = (slug: string) => `post:${slug}`;

/**
 * Every published post's summary, newest first (bounded, see store.ts). Cached for hours: a post
 * scheduled for later (publishedAt in the future) appears within an hour of its time.
 */
export async function getPostIndex(): Promise<PostSummary[]> {
  "use cache";
  cacheTag(POSTS_TAG);
  cacheLife("hours");
  return (await fetchPostSummaries(new Date())).posts;
}

/** One page of a blog list (search, category, tag). */
export async function listPosts(query: BlogListQuery): Promise<BlogListResult> {
  return runBlogList(await getPostIndex(), query);
}

/** A page past the last of its blog list (the page answers 404 rather than repeat the last one). */
export async function isPastLastBlogPage(query: BlogListQuery): Promise<boolean> {
  return query.page > 1 && query.page > (await listPosts(query)).pageCount;
}

export async function getLatestPosts(count: number): Promise<PostSummary[]> {
  return (await getPostIndex()).slice(0, count);
}

export async function getBlogSidebar(): Promise<BlogSidebarData> {
  return blogSidebar(await getPostIndex());
}

/** One post with its body, or null. */
export async function getPost(slug: string): Promise<Post | null> {
  "use cache";
  cacheTag(POSTS_TAG, postTag(slug));
  cacheLife("hours");
  return fetchPost(slug);
}

/** The post published before and after this one. */
export async function getAdjacentPosts(slug: string): Promise<{ older?: PostSummary; newer?: PostSummary }> {
  return adjacentPosts(await getPostIndex(), slug);
}

/** After a write to posts: lists, sidebars and that post's page show it on the next request. */
export function revalidatePosts(slug?: string): void {
  revalidateTag(POSTS_TAG, { expire: 0 });
  if (slug) revalidateTag(postTag(slug), { expire: 0 });
}
