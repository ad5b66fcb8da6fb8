import { connection } from "next/server";
import { serverEnv } from "@/lib/env";
import { runOutboxJob } from "@/lib/mail/outbox-job";

// The outbox sweep (lib/mail/outbox-job.ts): `Authorization: Bearer $JOBS_SECRET`.
export async function POST(request: Request) {
  await connection();
  return runOutboxJob(request, serverEnv().JOBS_SECRET);
}
