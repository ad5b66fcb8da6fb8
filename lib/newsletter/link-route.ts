import "server-only";
// POST /api/newsletter/confirm and /api/newsletter/unsubscribe (?id=&token=): what the buttons of
// the newsletter's pages send (a form with from=page: answered by a 303 back to the page with the
// outcome, so it works without JavaScript), and what a mail client sends for a one-click
// unsubscribe (RFC 8058: body "List-Unsubscribe=One-Click"; answered 200, or 400 for a bad link).
// A GET changes nothing (link scanners open links); the pages hold the buttons.
import { NEWSLETTER_PAGES, type NewsletterStep } from "@/lib/routes";
import { confirmSubscription, unsubscribeFromNewsletter } from "./opt-in";
import { log } from "@/lib/log";

export async function newsletterLinkPost(request: Request, step: NewsletterStep): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const link = { id: query.get("id"), token: query.get("token") };
  const form = await request.formData().catch(() => null);
  const fromPage = form?.get("from") === "page";
  let outcome: string;
  try {
    outcome = step === "confirm" ? await confirmSubscription(link) : await unsubscribeFromNewsletter(link);
  } catch (error) {
    log.error(`newsletter ${step} failed`, { error });
    outcome = "unavailable";
  }
  // A relative Location: back to the host the visitor is on (the configured site URL may be another
  // name for the shop, or none in a local run).
  if (fromPage) return new Response(null, { status: 303, headers: { location: `${NEWSLETTER_PAGES[step]}?${new URLSearchParams({ done: outcome }).toString()}`, "cache-control": "no-store" } });
  const status = outcome === "invalid" ? 400 : outcome === "unavailable" ? 503 : 200;
  return new Response(outcome, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
}
