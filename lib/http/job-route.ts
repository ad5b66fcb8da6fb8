import "server-only";
// A scheduled job's endpoint (POST /api/jobs/unpaid, /api/jobs/subscriptions): `Authorization:
// Bearer $JOBS_SECRET`, as the outbox sweep. Without JOBS_SECRET the endpoint does not exist
// (404). The job itself must be idempotent: a scheduler may call it twice, or twice at once.
import { bearerMatches, unauthorized } from "@/lib/auth/bearer";
import { log } from "@/lib/log";

/** `work`'s result is the JSON answer (a Response of its own, such as a 400, is answered as it is). */
export async function runJob(request: Request, secret: string | undefined, name: string, work: () => Promise<unknown>): Promise<Response> {
  if (!secret) return new Response("Not found", { status: 404 });
  if (!bearerMatches(request.headers.get("authorization"), secret)) return unauthorized();
  try {
    const result = await work();
    return result instanceof Response ? result : Response.json(result);
  } catch (error) {
    // Firestore unreachable, say: the scheduler tries again at its next call.
    log.error(`${name} failed`, { error });
    return Response.json({ error: "unavailable" }, { status: 503 });
  }
}
