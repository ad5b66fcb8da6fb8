import { connection } from "next/server";
import { subscriptionLinkPost } from "@/lib/subscriptions/link-route";

// A subscription email's one-click link, done from its page (lib/subscriptions/link-route.ts).
export async function POST(request: Request) {
  await connection();
  return subscriptionLinkPost(request);
}
