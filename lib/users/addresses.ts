import "server-only";
// The address book: users/{uid}/addresses/{id}. The uid always comes from the session (callers
// pass session.uid), so an id of another user's address is simply not found under this one.
// Every change runs in a transaction that reads the whole book (at most MAX_ADDRESSES documents),
// so the limit and "exactly one default" hold however many requests arrive at once.
import type { DocumentReference, Transaction } from "firebase-admin/firestore";
import { firestore } from "@/lib/firebase/admin";
import { addressDocSchema, addressIdSchema, addressInputSchema, uidSchema, type Address, type AddressInput } from "@/lib/users/schema";
import { AccountError } from "./account-error";
import { USERS_COLLECTION } from "./stored-profile";
import { log } from "@/lib/log";
import { runTransaction } from "@/lib/firebase/optimistic";

export const ADDRESSES_COLLECTION = "addresses";
export const MAX_ADDRESSES = 20;
// Concurrent "make default" calls contend for the same documents; Firestore retries the losers.
const TRANSACTION_ATTEMPTS = 20;

const book = (uid: string) => firestore().collection(USERS_COLLECTION).doc(uidSchema.parse(uid)).collection(ADDRESSES_COLLECTION);
const addressRef = (uid: string, id: string) => book(uid).doc(addressIdSchema.parse(id));

/** Default first, then oldest first (the order the form shows). Unparsable documents are left out. */
function sortBook(addresses: Address[]): Address[] {
  return addresses.sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

function parse(id: string, data: unknown, uid: string): Address | null {
  const parsed = addressDocSchema.safeParse(data);
  if (!parsed.success) {
    log.error(`users/${uid}/addresses/${id}: does not match the schema: ${parsed.error.message}`);
    return null;
  }
  return { id, ...parsed.data };
}

async function readBook(tx: Transaction, uid: string): Promise<{ ref: DocumentReference; address: Address | null }[]> {
  const snap = await tx.get(book(uid));
  return snap.docs.map((d) => ({ ref: d.ref, address: parse(d.id, d.data(), uid) }));
}

/** The user's addresses, default first. */
export async function listAddresses(uid: string): Promise<Address[]> {
  const snap = await book(uid).get();
  return sortBook(snap.docs.map((d) => parse(d.id, d.data(), uid)).filter((a): a is Address => a !== null));
}

/**
 * Add an address (at most MAX_ADDRESSES). The first address of a book is its default; a later one
 * only when asked, and then the previous default is cleared in the same transaction.
 */
export async function addAddress(uid: string, input: AddressInput & { makeDefault?: boolean }, now: Date = new Date()): Promise<Address> {
  const fields = addressInputSchema.parse(input);
  const ref = book(uid).doc(); // a Firestore auto-id
  return runTransaction(firestore(),
    async (tx) => {
      const entries = await readBook(tx, uid);
      if (entries.length >= MAX_ADDRESSES) throw new AccountError("address-limit");
      const isDefault = entries.length === 0 || input.makeDefault === true;
      if (isDefault) for (const e of entries) if (e.address?.isDefault !== false) tx.update(e.ref, { isDefault: false });
      const stamp = now.toISOString();
      const doc = addressDocSchema.parse({ ...fields, isDefault, createdAt: stamp, updatedAt: stamp });
      tx.create(ref, doc);
      return { id: ref.id, ...doc };
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
}

/** Replace an address's fields (its default flag and creation date stay). */
export async function updateAddress(uid: string, id: string, input: AddressInput, now: Date = new Date()): Promise<Address> {
  const fields = addressInputSchema.parse(input);
  const ref = addressRef(uid, id);
  return runTransaction(firestore(),
    async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) throw new AccountError("not-found");
      const current = parse(snap.id, snap.data(), uid);
      const next = addressDocSchema.parse({
        ...fields,
        isDefault: current?.isDefault ?? false,
        createdAt: current?.createdAt ?? now.toISOString(),
        updatedAt: now.toISOString(),
      });
      tx.set(ref, next);
      return { id: snap.id, ...next };
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
}

/** Delete an address. When it was the default, the oldest remaining address becomes the default. */
export async function deleteAddress(uid: string, id: string): Promise<void> {
  const target = addressRef(uid, id);
  await runTransaction(firestore(),
    async (tx) => {
      const entries = await readBook(tx, uid);
      const victim = entries.find((e) => e.ref.id === target.id);
      if (!victim) throw new AccountError("not-found");
      tx.delete(victim.ref);
      const rest = sortBook(entries.filter((e) => e !== victim && e.address).map((e) => e.address!));
      if (rest.length > 0 && !rest.some((a) => a.isDefault)) tx.update(book(uid).doc(rest[0]!.id), { isDefault: true });
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
}

/** Make one address the default and clear every other one, in one transaction. */
export async function setDefaultAddress(uid: string, id: string): Promise<void> {
  const target = addressRef(uid, id);
  await runTransaction(firestore(),
    async (tx) => {
      const entries = await readBook(tx, uid);
      if (!entries.some((e) => e.ref.id === target.id)) throw new AccountError("not-found");
      for (const e of entries) {
        const wanted = e.ref.id === target.id;
        if (e.address?.isDefault !== wanted) tx.update(e.ref, { isDefault: wanted });
      }
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
}
