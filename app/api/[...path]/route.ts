// Unknown /api/* paths asked for by programs: a JSON 404 (existing API routes, static or dynamic,
// are more specific and win), with the request's id to quote (the server's log lines carry it).
// Browsers never get here: they are sent to the shop's translated not-found page
// (lib/i18n/stray-paths.ts).
import { currentRequestId } from "@/lib/log";

function notFound(): Response {
  return Response.json({ error: "Not found", requestId: currentRequestId() }, { status: 404, headers: { "cache-control": "no-store" } });
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
