import { connection } from "next/server";
import { getBridge } from "@/lib/cache/bridge";

// Readiness probe for launchers and load balancers. `cacheTags` says whether this instance hears
// the other instances' invalidations ("down": it serves nothing older than the safety lifetime);
// either way the instance is ready.
export async function GET() {
  await connection();
  return Response.json({ ok: true, cacheTags: getBridge()?.status() ?? "off" });
}
