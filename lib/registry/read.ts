import "server-only";
// The guest page's read of a registry, cached ('use cache') and tagged registryCacheTag(slug):
// every owner write (lib/actions/registry.ts) and the order transaction revalidate that tag, so
// the page shows a change on the next request and costs no read until then.
import { cacheLife, cacheTag, revalidateTag } from "next/cache";
import { readGuestRegistry } from "./db";
import { registryCacheTag, registrySlugSchema } from "./schema";
import type { GuestRegistry } from "./view";

/** A registry as guests see it, or null (no such slug, or one that cannot be a slug). */
export async function getGuestRegistry(slug: string): Promise<GuestRegistry | null> {
  return registrySlugSchema.safeParse(slug).success ? cachedGuestRegistry(slug) : null;
}

async function cachedGuestRegistry(slug: string): Promise<GuestRegistry | null> {
  "use cache";
  cacheTag(registryCacheTag(slug));
  cacheLife("hours");
  return readGuestRegistry(slug);
}

/** After a write to a registry or its items: its guest page shows the change on the next request. */
export function revalidateRegistry(slug: string): void {
  revalidateTag(registryCacheTag(slug), { expire: 0 });
}

/** After orders or cancellations that moved bought counts (a slug per order; none for an order without gifts). */
export function revalidateRegistries(slugs: Iterable<string | undefined>): void {
  for (const slug of new Set(slugs)) if (slug !== undefined) revalidateRegistry(slug);
}
