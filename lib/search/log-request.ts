// Which requests count as a search in the log staff read on /dash: a visit (or client navigation)
// of /search?q= on its first page; not a prefetch (a link under the mouse is no search), not a
// later page of results. Pure, so the proxy's choice is unit-tested.
import { parseListingQuery } from "@/lib/catalog/listing-query";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { ROUTES } from "@/lib/routes";

type Request = { method: string; pathname: string; searchParams: URLSearchParams; headers: { get(name: string): string | null } };

const isPrefetch = (headers: Request["headers"]) =>
  headers.get("next-router-prefetch") !== null || headers.get("purpose") === "prefetch" || /prefetch/i.test(headers.get("sec-purpose") ?? "");

/** The query to count, or null when this request is not a shopper's search. */
export function searchToLog(request: Request): string | null {
  if (request.method !== "GET" || request.pathname !== ROUTES.search || isPrefetch(request.headers)) return null;
  const query = parseListingQuery(Object.fromEntries(request.searchParams));
  return query.q && query.page === 1 ? query.q : null;
}

/** The language the proxy rewrote the page to ("/fr/search/..."), from its rewrite target. */
export function rewrittenLocale(rewrite: string | null): Locale | null {
  if (!rewrite) return null;
  const first = new URL(rewrite, "http://rewrite.invalid").pathname.split("/")[1];
  return isLocale(first) ? first : null;
}
