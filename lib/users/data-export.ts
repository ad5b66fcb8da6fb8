import "server-only";
// "Download my data" (/my-account, GET /api/account/data): everything the shop holds about the
// signed-in person, as one JSON document. Their own data as stored, without what belongs to staff
// or to other people: no audit entries, no staff uids in order histories, no gift address of
// another family, no names of the friends who bought from their registries.
import { reviewsOf, type AccountReview } from "@/lib/catalog/reviews";
import { contactMessagesFrom, type ContactMessage } from "@/lib/contact/messages";
import { newsletterEntryOf, type NewsletterEntry } from "@/lib/newsletter/subscribe";
import { listOrdersOf } from "@/lib/orders/read";
import type { CustomerOrder } from "@/lib/orders/schema";
import { getRegistryForOwner, listRegistriesOf } from "@/lib/registry/db";
import type { Registry, RegistryItem } from "@/lib/registry/schema";
import type { Address, AddressInput } from "@/lib/users/schema";
import { listAddresses } from "./addresses";
import { readProfile } from "./profile";
import { readShoppingState } from "./shopping-state";
import type { SavedShopping } from "@/lib/cart/merge";

export const DATA_EXPORT_FORMAT = "flone-account-data/1";
const ORDERS_PAGE = 100;

export type AccountData = {
  format: typeof DATA_EXPORT_FORMAT;
  exportedAt: string;
  profile: { uid: string; firstName: string; lastName: string; email: string; createdAt: string | null };
  addresses: Address[];
  orders: CustomerOrder[];
  registries: (Registry & { items: RegistryItem[]; shippingAddress: AddressInput | null })[];
  /** Their reviews, without the uid (it is the account's own). */
  reviews: AccountReview[];
  /** On the list only once confirmed (double opt-in): a pending sign-up is shown as such. */
  newsletter: { subscribed: false } | ({ subscribed: boolean } & NewsletterEntry);
  contactMessages: ContactMessage[];
  /** The saved cart and wishlist (product ids and choices). */
  savedLists: SavedShopping;
};

/** Every order of `uid`, newest first, without the uids of staff in their histories. */
async function allOrdersOf(uid: string): Promise<CustomerOrder[]> {
  const all: CustomerOrder[] = [];
  for (;;) {
    const page = await listOrdersOf(uid, ORDERS_PAGE, all.at(-1)?.id);
    all.push(...page);
    if (page.length < ORDERS_PAGE) break;
  }
  return all.map((o) => ({ ...o, history: o.history.map((h) => (h.by.uid === uid ? h : { ...h, by: { role: h.by.role } })) }));
}

/** The person's registries with their items and address (not who bought what: that is the buyers'). */
async function registriesOf(uid: string): Promise<AccountData["registries"]> {
  const summaries = await listRegistriesOf(uid);
  const full = await Promise.all(summaries.map((r) => getRegistryForOwner(uid, r.slug)));
  return full.flatMap((r) => (r ? [{ ...r.registry, items: r.items, shippingAddress: r.shipping }] : []));
}

/** The data of `uid`, signed in with `sessionEmail`. */
export async function exportAccountData(uid: string, sessionEmail: string | null, now: Date = new Date()): Promise<AccountData> {
  const profile = await readProfile(uid);
  const email = profile?.email || sessionEmail || "";
  const emails = [...new Set([email, sessionEmail ?? ""].filter(Boolean))];
  const [addresses, orders, registries, reviews, newsletter, contactMessages, savedLists] = await Promise.all([
    listAddresses(uid),
    allOrdersOf(uid),
    registriesOf(uid),
    reviewsOf(uid),
    Promise.all(emails.map((e) => newsletterEntryOf(e))).then((entries) => entries.find((e) => e !== null) ?? null),
    contactMessagesFrom(emails),
    readShoppingState(uid, async (ids) => new Set(ids)),
  ]);
  return {
    format: DATA_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    profile: { uid, firstName: profile?.firstName ?? "", lastName: profile?.lastName ?? "", email, createdAt: profile?.createdAt ?? null },
    addresses,
    orders,
    registries,
    reviews,
    newsletter: newsletter ? { subscribed: newsletter.status === "confirmed", ...newsletter } : { subscribed: false },
    contactMessages,
    savedLists,
  };
}

/** The download's file name: "flone-my-data-2026-11-30.json". */
export const dataExportFileName = (now: Date) => `flone-my-data-${now.toISOString().slice(0, 10)}.json`;
