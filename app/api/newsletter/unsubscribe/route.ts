import { connection } from "next/server";
import { newsletterLinkPost } from "@/lib/newsletter/link-route";

// The newsletter's unsubscribe link (lib/newsletter/link-route.ts).
export async function POST(request: Request) {
  await connection();
  return newsletterLinkPost(request, "unsubscribe");
}
