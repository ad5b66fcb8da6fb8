import "server-only";
// POST /api/jobs/subscriptions: one run of lib/subscriptions/job.ts. On the local stack (emulator
// mode only) the body may carry `{ "now": "<ISO instant>" }`, the clock the run reads: how a test
// moves a subscription to its next delivery's day. A production server refuses it (400): there,
// only time moves time.
import { z } from "zod";
import { serverEnv } from "@/lib/env";
import { runJob } from "@/lib/http/job-route";
import { runSubscriptions, type SubscriptionRun } from "./job";

const bodySchema = z.object({ now: z.iso.datetime().optional() });

export async function runSubscriptionJob(request: Request, run: (now: () => Date) => Promise<SubscriptionRun> = runSubscriptions): Promise<Response> {
  const env = serverEnv();
  return runJob(request, env.JOBS_SECRET, "subscriptions job", async () => {
    const text = await request.text();
    const body = bodySchema.safeParse(text.trim() === "" ? {} : safeJson(text));
    if (!body.success || (body.data.now && env.mode !== "emulator")) return Response.json({ error: "bad request" }, { status: 400 });
    const at = body.data.now;
    return run(at ? () => new Date(at) : () => new Date());
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
