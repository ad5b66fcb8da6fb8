// The account's one Stripe customer (ensureCustomer, lib/payments/saved-cards.ts): made through the
// shop's own client at the stack's stand-in and kept in users/{uid}/state/stripeCustomer. The rest
// of saved cards runs against the stand-in alone: lib/payments/saved-cards.test.ts.
import { firestore } from "@/lib/firebase/admin";
import { cardPayments } from "@/lib/payments/stripe";
import { ensureCustomer, STRIPE_CUSTOMER_DOC, storedCustomerSchema } from "@/lib/payments/saved-cards";
import { STATE_COLLECTION, USERS_COLLECTION } from "@/lib/users/stored-profile";
import { uniq } from "./clients";

const kept = async (uid: string) => (await firestore().collection(USERS_COLLECTION).doc(uid).collection(STATE_COLLECTION).doc(STRIPE_CUSTOMER_DOC).get()).data();

describe("the account's Stripe customer", () => {
  it("is made once and kept: asked again, even eight times at once, the same customer", async () => {
    const uid = uniq("saved-cards");
    const ids = await Promise.all(Array.from({ length: 8 }, () => ensureCustomer({ uid, email: `${uid}@flone.test`, name: "Sam Parent" })));
    expect(new Set(ids).size).toBe(1);
    expect(storedCustomerSchema.parse(await kept(uid))).toMatchObject({ customerId: ids[0] });
    expect(await ensureCustomer({ uid, email: `${uid}@flone.test` })).toBe(ids[0]);
    expect(await cardPayments()!.stripe.customers.retrieve(ids[0]!)).toMatchObject({ email: `${uid}@flone.test`, metadata: { uid } });
  });

  it("is the one kept, without asking Stripe, once kept", async () => {
    const uid = uniq("saved-cards-kept");
    await firestore().collection(USERS_COLLECTION).doc(uid).collection(STATE_COLLECTION).doc(STRIPE_CUSTOMER_DOC).set({ customerId: "cus_keptEarlier", createdAt: new Date().toISOString() });
    expect(await ensureCustomer({ uid, email: `${uid}@flone.test` })).toBe("cus_keptEarlier");
  });

  it("is one per account", async () => {
    const [a, b] = [uniq("saved-cards-a"), uniq("saved-cards-b")];
    expect(await ensureCustomer({ uid: a, email: `${a}@flone.test` })).not.toBe(await ensureCustomer({ uid: b, email: `${b}@flone.test` }));
  });
});
