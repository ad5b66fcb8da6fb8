import { connection } from "next/server";
import { emailLinkPost } from "@/lib/http/email-link-route";
import { confirmSubscription } from "@/lib/newsletter/opt-in";
import { NEWSLETTER_PAGES } from "@/lib/routes";

// The newsletter's confirm link (lib/http/email-link-route.ts).
export async function POST(request: Request) {
  await connection();
  return emailLinkPost(request, NEWSLETTER_PAGES.confirm, confirmSubscription);
}
