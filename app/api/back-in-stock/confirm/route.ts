import { connection } from "next/server";
import { emailLinkPost } from "@/lib/http/email-link-route";
import { confirmRestockRequest } from "@/lib/restock/request";
import { RESTOCK_CONFIRM_PAGE } from "@/lib/routes";

// A guest's back-in-stock request confirmed from its email (lib/http/email-link-route.ts).
export async function POST(request: Request) {
  await connection();
  return emailLinkPost(request, RESTOCK_CONFIRM_PAGE, confirmRestockRequest);
}
