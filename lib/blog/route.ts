// Blog URLs. A post's public URL is /blog-details-standard?post=<slug> (the spec's shape); the
// proxy rewrites it to the internal route /blog-details-standard/<slug>, which is prerendered per
// post, so an unknown slug is found out before any byte is sent and answers a real 404 (a query
// parameter read inside the page would only be known after the 200 shell has been streamed).
// Pure: imported by proxy.ts, pages and tests.

export const BLOG_LIST_PATH = "/blog-standard";
export const BLOG_DETAILS_PATH = "/blog-details-standard";
/** What a slug looks like (the same rule as postSchema.slug). */
export const POST_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
export const MAX_SLUG_LENGTH = 100;
/** The internal segment used for a `?post=` value that cannot be a slug: renders the 404. */
export const INVALID_SLUG_SEGMENT = "-";

export function isPostSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && POST_SLUG_PATTERN.test(value);
}

/** The public URL of a post. */
export function postHref(slug: string): string {
  return `${BLOG_DETAILS_PATH}?post=${encodeURIComponent(slug)}`;
}

/**
 * For the proxy: the internal path a public blog URL renders, or null when no rewrite is needed.
 * "/blog-details-standard?post=abc" -> "/blog-details-standard/abc".
 */
export function internalBlogPath(pathname: string, search: URLSearchParams): string | null {
  if (pathname !== BLOG_DETAILS_PATH && pathname !== `${BLOG_DETAILS_PATH}/`) return null;
  const post = search.get("post");
  if (post === null) return null;
  return `${BLOG_DETAILS_PATH}/${isPostSlug(post) ? post : INVALID_SLUG_SEGMENT}`;
}
