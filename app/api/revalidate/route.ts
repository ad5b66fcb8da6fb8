import { connection } from "next/server";
import { z } from "zod";
import { revalidatePosts } from "@/lib/blog/read";
import { revalidateCatalog } from "@/lib/catalog/read";
import { productIdSchema } from "@/lib/catalog/schema";
import { bearerMatches, unauthorized } from "@/lib/auth/bearer";
import { serverEnv } from "@/lib/env";

// On-demand revalidation for writes made outside this server (scripts, a back office, a
// Firestore trigger): `Authorization: Bearer $REVALIDATE_SECRET`, then one of
//   {"scope":"catalog"} | {"scope":"catalog","id":"<product id>"} | {"scope":"posts"} | {"scope":"posts","slug":"<slug>"}
// Writes made by this server (the admin dashboard) call revalidateCatalog() / revalidatePosts()
// themselves. Without REVALIDATE_SECRET the endpoint does not exist (404).
const bodySchema = z.discriminatedUnion("scope", [
  z.object({ scope: z.literal("catalog"), id: productIdSchema.optional() }).strict(),
  z.object({ scope: z.literal("posts"), slug: z.string().regex(/^[a-z0-9-]{1,120}$/).optional() }).strict(),
]);

export async function POST(request: Request) {
  await connection();
  const secret = serverEnv().REVALIDATE_SECRET;
  if (!secret) return new Response("Not found", { status: 404 });
  if (!bearerMatches(request.headers.get("authorization"), secret)) return unauthorized();
  const parsed = bodySchema.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) {
    return Response.json({ error: "invalid body", issues: parsed.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`) }, { status: 400 });
  }
  const body = parsed.data;
  if (body.scope === "catalog") revalidateCatalog(body.id);
  else revalidatePosts(body.slug);
  return Response.json({ revalidated: body });
}
