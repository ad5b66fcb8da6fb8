import { connection, type NextRequest } from "next/server";
import { firestoreOps } from "@/lib/firebase/op-counter";

// Benchmarks read this before and after a run: this process's Firestore operations (reads, writes,
// deletes, as billed), CPU time (microseconds) and memory. Off unless
// SHOP_METRICS=1. `?gc=1` collects garbage first (when the server runs with --expose-gc), so the
// heap figure is what is still referenced.
export async function GET(request: NextRequest) {
  await connection();
  if (process.env.SHOP_METRICS !== "1") return new Response("Not found", { status: 404 });
  if (request.nextUrl.searchParams.get("gc") === "1") (globalThis as { gc?: () => void }).gc?.();
  return Response.json({ firestore: firestoreOps(), cpu: process.cpuUsage(), memory: process.memoryUsage() });
}
