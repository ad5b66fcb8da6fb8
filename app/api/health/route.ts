import { connection } from "next/server";

// Readiness probe for launchers and load balancers.
export async function GET() {
  await connection();
  return Response.json({ ok: true });
}
