import "server-only";
// The contact messages a person sent (contactMessages, by their email address): read for their
// data export, deleted with their account. The rate-limit entries (contactRateLimits) name no
// one (salted hashes) and expire within the hour.
import type { Firestore } from "firebase-admin/firestore";
import { z } from "zod";
import { firestore } from "@/lib/firebase/admin";
import { LOCALES } from "@/lib/i18n/routing";
import { CONTACT_COLLECTION, contactInputSchema } from "./send";

/** contactMessages/{id}, as submitContactMessage stores it. */
export const contactMessageDocSchema = contactInputSchema.extend({
  locale: z.enum(LOCALES),
  clientId: z.string(),
  status: z.string(),
  createdAt: z.string().datetime(),
});
export type ContactMessage = { id: string; name: string; email: string; message: string; createdAt: string };

const normalised = (emails: readonly string[]) =>
  [...new Set(emails.flatMap((e) => {
    const parsed = contactInputSchema.shape.email.safeParse(e);
    return parsed.success ? [parsed.data] : [];
  }))];

async function messagesFrom(emails: readonly string[], db: Firestore) {
  const list = normalised(emails);
  if (list.length === 0) return [];
  return (await db.collection(CONTACT_COLLECTION).where("email", "in", list).get()).docs;
}

/** The messages sent from any of `emails`, oldest first (what the sender wrote, not the shop's own fields). */
export async function contactMessagesFrom(emails: readonly string[], db: Firestore = firestore()): Promise<ContactMessage[]> {
  const docs = await messagesFrom(emails, db);
  return docs
    .flatMap((d) => {
      const parsed = contactMessageDocSchema.safeParse(d.data());
      return parsed.success ? [{ id: d.id, name: parsed.data.name, email: parsed.data.email, message: parsed.data.message, createdAt: parsed.data.createdAt }] : [];
    })
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Delete every message sent from any of `emails`; answers how many. */
export async function deleteContactMessagesFrom(emails: readonly string[], db: Firestore = firestore()): Promise<number> {
  const docs = await messagesFrom(emails, db);
  for (let i = 0; i < docs.length; i += 400) {
    const batch = db.batch();
    for (const d of docs.slice(i, i + 400)) batch.delete(d.ref);
    await batch.commit();
  }
  return docs.length;
}
