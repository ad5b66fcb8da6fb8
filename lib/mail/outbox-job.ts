import "server-only";
// The outbox sweep behind POST /api/jobs/outbox: sends the mail that the sender run after each
// request missed (a crash, an SMTP server that was down). Called by a scheduler (Cloud Scheduler
// in production, the local stack every few seconds) with `Authorization: Bearer $JOBS_SECRET`.
// Idempotent and safe to run twice at once: each message is claimed before it is sent
// (lib/mail/sender.ts). Without JOBS_SECRET the endpoint does not exist (404).
import { bearerMatches, unauthorized } from "@/lib/auth/bearer";
import { sendPending } from "./sender";
import { log } from "@/lib/log";

/** Messages one sweep sends at most; the next sweep takes the rest. */
const SWEEP_LIMIT = 100;

export async function runOutboxJob(request: Request, secret: string | undefined): Promise<Response> {
  if (!secret) return new Response("Not found", { status: 404 });
  if (!bearerMatches(request.headers.get("authorization"), secret)) return unauthorized();
  try {
    return Response.json(await sendPending({ limit: SWEEP_LIMIT }));
  } catch (error) {
    // Firestore unreachable, say: the scheduler tries again at its next call.
    log.error("outbox sweep failed", { error });
    return Response.json({ error: "unavailable" }, { status: 503 });
  }
}
