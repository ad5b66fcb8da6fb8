import { connection } from "next/server";
import { revalidateProducts } from "@/lib/catalog/read";
import { runSubscriptionJob } from "@/lib/subscriptions/job-route";
import { runSubscriptions } from "@/lib/subscriptions/job";
import { sendAfterResponse } from "@/lib/mail/sender";
import { numberInvoicesAfterResponse } from "@/lib/orders/invoice-number";

// Every subscription delivery that is due (lib/subscriptions/job.ts): `Authorization: Bearer $JOBS_SECRET`.
// Stock the deliveries took refreshes the storefront's cached pages of those products.
export async function POST(request: Request) {
  await connection();
  return runSubscriptionJob(request, async (now) => {
    const run = await runSubscriptions(now);
    revalidateProducts(run.productIds);
    // The emails this run queued (reminders, orders, payments) go out now, at the run's clock
    // (a test's moved clock dates them ahead); the outbox sweep is their safety net.
    sendAfterResponse(now);
    numberInvoicesAfterResponse();
    return run;
  });
}
