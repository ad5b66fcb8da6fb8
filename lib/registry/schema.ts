// The baby registry's data model: what is stored and what its actions accept. Pure (zod only), so
// the seed, the rules tests and client code can use it.
//
//   registries/{slug}                    the registry: owner, title, baby, due date, message,
//                                        visibility, surprise mode. Guests read it by its slug.
//   registries/{slug}/items/{itemId}     one wanted product (colour, size), wanted and bought
//                                        counts, a note, a position. `bought` is written only by
//                                        the order transaction (lib/orders/db.ts).
//   registries/{slug}/private/shipping   the parents' address: read by the owner and by the
//                                        order transaction only, never shown to a guest.
//   registries/{slug}/purchases/{orderId} who bought what (the name left out when the buyer hid
//                                        it): the owner's page shows it, never the buyer's uid.
//
// Only the server reads and writes any of it (firestore.rules deny every client): the pages are
// server-rendered, and the actions keep the limits, the owner index and `bought`.
//
// The slug is the share link (/registry/{slug}). A link-only registry's slug is unguessable
// (REGISTRY_SECRET_LENGTH random characters); a public one starts with words of its title.
import { z } from "zod";
import { MAX_LINE_QUANTITY } from "@/lib/cart/limits";
import { LOCALES } from "@/lib/i18n/routing";
import { addressInputSchema, uidSchema } from "@/lib/users/schema";
import { productIdSchema, slugSchema } from "@/lib/catalog/schema";

export const REGISTRIES_COLLECTION = "registries";
export const REGISTRY_ITEMS = "items";
export const REGISTRY_PRIVATE = "private";
export const REGISTRY_SHIPPING_DOC = "shipping";
export const REGISTRY_PURCHASES = "purchases";

/** Limits that keep one registry one small read. */
export const MAX_REGISTRIES_PER_USER = 5;
export const MAX_REGISTRY_ITEMS = 100;
export const MAX_WANTED = MAX_LINE_QUANTITY;
/** Random characters of a link-only slug (lowercase letters and digits: ~103 bits). */
export const REGISTRY_SECRET_LENGTH = 20;

export const registrySlugSchema = slugSchema;
export const registryItemIdSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[\w-]+$/);

export const REGISTRY_VISIBILITIES = ["public", "link"] as const;
export const registryVisibilitySchema = z.enum(REGISTRY_VISIBILITIES);
export type RegistryVisibility = z.infer<typeof registryVisibilitySchema>;

/** A calendar date, YYYY-MM-DD (a due or birth date: no time, no zone). */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v));

const text = (max: number) => z.string().trim().max(max);

/** What the parent types when creating or editing a registry. */
export const registryFieldsSchema = z.object({
  title: text(100).min(1),
  babyName: text(60).default(""),
  /** Due or birth date. */
  dueDate: calendarDateSchema,
  message: text(1000).default(""),
  visibility: registryVisibilitySchema,
  /** Surprise mode: guests do not see what has been bought already. */
  surprise: z.boolean().default(false),
});
export type RegistryFields = z.output<typeof registryFieldsSchema>;

/** registries/{slug} */
export const registryDocSchema = registryFieldsSchema.extend({
  ownerUid: uidSchema,
  /** What guests see as "from": the owner's first name and last initial, set by the server. */
  ownerName: z.string().max(100),
  /** The parent's language when they made or last edited it: their emails ("a gift is on its way") are in it. */
  locale: z.enum(LOCALES).optional(),
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
});
export type RegistryDoc = z.infer<typeof registryDocSchema>;
export type Registry = RegistryDoc & { slug: string };

/** registries/{slug}/items/{itemId} */
export const registryItemDocSchema = z.object({
  productId: productIdSchema,
  color: z.string().min(1).max(40).optional(),
  size: z.string().min(1).max(40).optional(),
  wanted: z.number().int().min(1).max(MAX_WANTED),
  /** Units bought through orders that are not cancelled; only the order transaction changes it. */
  bought: z.number().int().min(0),
  note: text(200).default(""),
  position: z.number().int().min(0),
  addedAt: z.string().datetime(),
});
export type RegistryItemDoc = z.infer<typeof registryItemDocSchema>;
export type RegistryItem = RegistryItemDoc & { id: string };

/** registries/{slug}/private/shipping */
export const registryShippingDocSchema = z.object({ address: addressInputSchema, updatedAt: z.string().datetime() });

/** registries/{slug}/purchases/{orderId} */
export const registryPurchaseDocSchema = z.object({
  orderId: z.string().min(1).max(40),
  /** Gone, with the name, when the buyer deleted their account (lib/orders/anonymize.ts). */
  buyerUid: uidSchema.optional(),
  /** null when the buyer chose to hide their name, or deleted their account. */
  buyerName: z.string().max(170).nullable(),
  lines: z
    .array(z.object({ itemId: registryItemIdSchema, productId: productIdSchema, name: z.string().max(200), quantity: z.number().int().min(1) }))
    .min(1),
  status: z.enum(["placed", "cancelled"]),
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
});
export type RegistryPurchaseDoc = z.infer<typeof registryPurchaseDocSchema>;

/**
 * users/{uid}/state/registries: the slugs of the registries an account owns, so listing them is
 * one read and the MAX_REGISTRIES_PER_USER limit holds under concurrency (a create commits only
 * if this document is unchanged since it was read: lib/registry/db.ts).
 */
export const REGISTRY_OWNER_INDEX_DOC = "registries";
export const registryOwnerIndexSchema = z.object({ slugs: z.array(registrySlugSchema).max(MAX_REGISTRIES_PER_USER), updatedAt: z.string().datetime() });
export type RegistryOwnerIndex = z.infer<typeof registryOwnerIndexSchema>;

/** What a registry line of a cart or an order points at. */
export const registryLineRefSchema = z.object({ slug: registrySlugSchema, itemId: registryItemIdSchema });
export type RegistryLineRef = z.infer<typeof registryLineRefSchema>;

// ---------------------------------------------------------------------------
// Action inputs (lib/actions/registry.ts).

export const createRegistryInputSchema = registryFieldsSchema.extend({ shipping: addressInputSchema });
export const updateRegistryInputSchema = registryFieldsSchema.extend({ slug: registrySlugSchema, shipping: addressInputSchema });
export const registryRefInputSchema = z.object({ slug: registrySlugSchema });

export const addRegistryItemInputSchema = z.object({
  slug: registrySlugSchema,
  productId: productIdSchema,
  color: z.string().trim().min(1).max(40).optional(),
  size: z.string().trim().min(1).max(40).optional(),
  wanted: z.number().int().min(1).max(MAX_WANTED).default(1),
  note: text(200).default(""),
});
export const updateRegistryItemInputSchema = z.object({
  slug: registrySlugSchema,
  itemId: registryItemIdSchema,
  wanted: z.number().int().min(1).max(MAX_WANTED),
  note: text(200).default(""),
});
export const registryItemRefInputSchema = z.object({ slug: registrySlugSchema, itemId: registryItemIdSchema });
/** The items in their new order (every item of the registry, once). */
export const reorderRegistryInputSchema = z.object({
  slug: registrySlugSchema,
  itemIds: z.array(registryItemIdSchema).min(1).max(MAX_REGISTRY_ITEMS).refine((ids) => new Set(ids).size === ids.length),
});

/** How many of an item guests may still buy (never negative). */
export const stillWanted = (item: Pick<RegistryItemDoc, "wanted" | "bought">): number => Math.max(0, item.wanted - item.bought);

/** The cache tag of everything a guest's page of this registry shows (lib/registry/read.ts tags it; writes and orders revalidate it). */
export const registryCacheTag = (slug: string) => `registry:${slug}`;
