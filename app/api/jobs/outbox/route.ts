import { connection } from "next/server";
import { serverEnv } from "@/lib/env";
import { runOutboxJob } from "@/lib/mail/outbox-job";
import { sendRefunds } from "@/lib/payments/refunds";

// The outbox sweep (lib/mail/outbox-job.ts): `Authorization: Bearer $JOBS_SECRET`. The card
// refunds' outbox (lib/payments/refunds.ts) is swept with the mail, by the same scheduler.
export async function POST(request: Request) {
  await connection();
  const response = await runOutboxJob(request, serverEnv().JOBS_SECRET);
  if (response.ok) await sendRefunds({ limit: 100 }).catch((error: unknown) => console.error("refunds sweep failed", error));
  return response;
}
