import { connection } from "next/server";
import { serverEnv } from "@/lib/env";
import { runOutboxJob } from "@/lib/mail/outbox-job";
import { sendStripeCalls } from "@/lib/payments/stripe-outbox";
import { log } from "@/lib/log";

// The outbox sweep (lib/mail/outbox-job.ts): `Authorization: Bearer $JOBS_SECRET`. The Stripe
// calls' outbox (card refunds, session expiries: lib/payments/stripe-outbox.ts) is swept with the
// mail, by the same scheduler.
export async function POST(request: Request) {
  await connection();
  const response = await runOutboxJob(request, serverEnv().JOBS_SECRET);
  if (response.ok) await sendStripeCalls({ limit: 100 }).catch((error: unknown) => log.error("refunds sweep failed", { error }));
  return response;
}
