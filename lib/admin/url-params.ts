// The admin management screens' URL queries (/orders?..., /customers?...): reading one value of
// the page's search params, and the search string as the browser sent it (to compare it with the
// canonical one). Pure, no zod.

export type SearchParamsLike = URLSearchParams | Record<string, string | string[] | undefined>;

/** The first value of `key`, trimmed; undefined when missing or blank. */
export function paramValue(params: SearchParamsLike, key: string): string | undefined {
  const raw = params instanceof URLSearchParams ? (params.get(key) ?? undefined) : [params[key] ?? []].flat()[0];
  const v = raw?.trim();
  return v ? v : undefined;
}

/** The URL's own search string, as given ("" or "?a=1&a=2": repeated keys kept, in order). */
export function rawSearch(params: Record<string, string | string[] | undefined>): string {
  const sp = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) for (const v of [value ?? []].flat()) sp.append(key, v);
  const s = sp.toString();
  return s ? `?${s}` : "";
}
