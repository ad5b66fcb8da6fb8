import { connection } from "next/server";
import { readCount } from "@/lib/firebase/read-counter";

// Benchmarks read this before and after a run. Off unless SHOP_METRICS=1.
export async function GET() {
  await connection();
  if (process.env.SHOP_METRICS !== "1") return new Response("Not found", { status: 404 });
  return Response.json({ firestoreReads: readCount() });
}
