import "server-only";
// POST /api/jobs/unpaid with `Authorization: Bearer $JOBS_SECRET` (as the outbox sweep): one sweep
// of unpaid bank-transfer orders (lib/orders/unpaid-job.ts). Without JOBS_SECRET the endpoint does
// not exist (404).
import { bearerMatches, unauthorized } from "@/lib/auth/bearer";
import { sweepUnpaidOrders, type UnpaidSweep } from "./unpaid-job";

export async function runUnpaidJob(request: Request, secret: string | undefined, sweep: () => Promise<UnpaidSweep> = sweepUnpaidOrders): Promise<Response> {
  if (!secret) return new Response("Not found", { status: 404 });
  if (!bearerMatches(request.headers.get("authorization"), secret)) return unauthorized();
  try {
    return Response.json(await sweep());
  } catch (error) {
    // Firestore unreachable, say: the scheduler tries again at its next call.
    console.error("unpaid orders sweep failed", error);
    return Response.json({ error: "unavailable" }, { status: 503 });
  }
}
