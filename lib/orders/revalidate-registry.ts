import "server-only";
import { revalidateTag } from "next/cache";
import { registryCacheTag } from "@/lib/registry/schema";

/**
 * After orders or cancellations that moved registries' bought counts: their guest pages show the
 * counts anew (the way lib/catalog/read.ts revalidates products).
 */
export function revalidateRegistries(slugs: Iterable<string | undefined>): void {
  for (const slug of new Set(slugs)) if (slug !== undefined) revalidateTag(registryCacheTag(slug), { expire: 0 });
}
