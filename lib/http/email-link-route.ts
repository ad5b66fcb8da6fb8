import "server-only";
import { log } from "@/lib/log";
// POST of an email link's route (?id=&token=: lib/mail/link-token.ts): /api/newsletter/confirm and
// /unsubscribe, /api/back-in-stock/confirm. What the button of the link's page sends (a form with
// from=page: answered by a 303 back to the page with the outcome, so it works without
// JavaScript), and what a mail client sends for a one-click unsubscribe (RFC 8058: body
// "List-Unsubscribe=One-Click"; answered 200, or 400 for a bad link). A GET changes nothing (link
// scanners open links); the pages hold the buttons.

/** `act` does what the link says and answers its outcome ("invalid" for a link that is not ours). */
export async function emailLinkPost(request: Request, page: string, act: (link: { id: string | null; token: string | null }) => Promise<string>): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const link = { id: query.get("id"), token: query.get("token") };
  const form = await request.formData().catch(() => null);
  const fromPage = form?.get("from") === "page";
  let outcome: string;
  try {
    outcome = await act(link);
  } catch (error) {
    log.error(`${page} failed`, { error });
    outcome = "unavailable";
  }
  // A relative Location: back to the host the visitor is on (the configured site URL may be another
  // name for the shop, or none in a local run).
  if (fromPage) return new Response(null, { status: 303, headers: { location: `${page}?${new URLSearchParams({ done: outcome }).toString()}`, "cache-control": "no-store" } });
  const status = outcome === "invalid" ? 400 : outcome === "unavailable" ? 503 : 200;
  return new Response(outcome, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
}
