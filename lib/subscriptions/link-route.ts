import "server-only";
// POST /api/subscriptions/link?action=skip|size&id=&delivery=&expires=&token=: what the button of
// a subscription link's page sends (a plain form, so it works without JavaScript). Answered by a
// 303 back to the page with the outcome (?done=...). Only a POST acts: a GET of the page changes
// nothing (mail scanners open links).
import { SUBSCRIPTION_LINK_PAGES } from "@/lib/routes";
import { followableActionSchema, followLink, type LinkOutcome } from "./links";
import { log } from "@/lib/log";

export async function subscriptionLinkPost(request: Request, now: () => Date = () => new Date()): Promise<Response> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const action = followableActionSchema.safeParse(query.action);
  let outcome: LinkOutcome = "invalid";
  if (action.success) {
    try {
      outcome = await followLink(action.data, query, now);
    } catch (error) {
      log.error(`subscription link ${action.data} failed`, { error });
      outcome = "unavailable";
    }
  }
  // A relative Location: back to the host the visitor is on.
  const page = SUBSCRIPTION_LINK_PAGES[action.success ? action.data : "skip"];
  return new Response(null, { status: 303, headers: { location: `${page}?${new URLSearchParams({ done: outcome }).toString()}`, "cache-control": "no-store" } });
}
