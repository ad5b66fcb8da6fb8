// CSRF guard for the session endpoints: a browser always says where a POST/DELETE comes from
// (Origin, and Sec-Fetch-Site in every current browser). A page on another site cannot forge
// either header, nor add X-Forwarded-Host without a CORS preflight that it would fail.

/** The host this request was addressed to (the public one behind a proxy). */
function ownHost(headers: Headers, requestUrl: string): string {
  const forwarded = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  return forwarded || headers.get("host") || new URL(requestUrl).host;
}

/** True only for a request that says it comes from a page of this very site. */
export function isSameOrigin(headers: Headers, requestUrl: string): boolean {
  const site = headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return false;
  const origin = headers.get("origin");
  if (!origin) return false;
  try {
    return new URL(origin).host === ownHost(headers, requestUrl);
  } catch {
    return false; // "null" (sandboxed frames, some redirects) or garbage
  }
}
