import { connection } from "next/server";
import { revalidateProducts } from "@/lib/catalog/read";
import { serverEnv } from "@/lib/env";
import { sweepUnpaidOrders } from "@/lib/orders/unpaid-job";
import { runJob } from "@/lib/http/job-route";

// The sweep of unpaid bank-transfer orders (lib/orders/unpaid-job.ts): `Authorization: Bearer $JOBS_SECRET`.
// Stock that came back refreshes the storefront's cached pages of those products.
export async function POST(request: Request) {
  await connection();
  return runJob(request, serverEnv().JOBS_SECRET, "unpaid orders sweep", async () => {
    const sweep = await sweepUnpaidOrders();
    revalidateProducts(sweep.productIds);
    return sweep;
  });
}
