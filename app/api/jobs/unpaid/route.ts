import { connection } from "next/server";
import { revalidateProducts } from "@/lib/catalog/read";
import { serverEnv } from "@/lib/env";
import { sweepUnpaidOrders } from "@/lib/orders/unpaid-job";
import { runUnpaidJob } from "@/lib/orders/unpaid-job-route";

// The sweep of unpaid bank-transfer orders (lib/orders/unpaid-job.ts): `Authorization: Bearer $JOBS_SECRET`.
// Stock that came back refreshes the storefront's cached pages of those products.
export async function POST(request: Request) {
  await connection();
  return runUnpaidJob(request, serverEnv().JOBS_SECRET, async () => {
    const sweep = await sweepUnpaidOrders();
    revalidateProducts(sweep.productIds);
    return sweep;
  });
}
