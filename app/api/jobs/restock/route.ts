import { connection } from "next/server";
import { serverEnv } from "@/lib/env";
import { runJob } from "@/lib/http/job-route";
import { sendAfterResponse } from "@/lib/mail/sender";
import { releaseDueNotices } from "@/lib/restock/release";

// The next batches of back-in-stock notices (lib/restock/release.ts): `Authorization: Bearer $JOBS_SECRET`.
export async function POST(request: Request) {
  await connection();
  return runJob(request, serverEnv().JOBS_SECRET, "back-in-stock notices", async () => {
    const sweep = await releaseDueNotices();
    if (sweep.released > 0) sendAfterResponse();
    return sweep;
  });
}
