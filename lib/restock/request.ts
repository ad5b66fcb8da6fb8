import "server-only";
// Asking to be told when a sold-out product, or one colour and size of it, is back. The server
// reads the product and decides: a product or choice that does not exist, or one in stock, is
// refused; a request already made is answered "already on the list" and writes nothing; an address
// that made RESTOCK_RATE_RULE.max requests in the last hour is refused. Otherwise, in one commit:
// a signed-in shopper's request waits at once (counted in restockWaits); a guest's is pending, with
// its confirmation email (double opt-in, as the newsletter's: lib/mail/link-token.ts), and waits
// once confirmed. The address's request times are in the same commit, guarded, so requests at once
// cannot slip past the limit.
import { createHash } from "node:crypto";
import { FieldValue, type Firestore, type WriteBatch } from "firebase-admin/firestore";
import { productDocSchema, stockOf, type Product } from "@/lib/catalog/schema";
import { decideRate, storedTimes, type RateRule } from "@/lib/contact/rate-limit";
import { firestore } from "@/lib/firebase/admin";
import { commitOptimistically, unchangedSince } from "@/lib/firebase/optimistic";
import { parseSnapshot } from "@/lib/firebase/parse-snapshot";
import { emailField } from "@/lib/forms";
import { emailLinkSchema, newLinkToken, sameToken } from "@/lib/mail/link-token";
import { enqueueMail } from "@/lib/mail/outbox";
import { restockConfirmMail } from "./mails";
import {
  choiceKey,
  RESTOCK_RATE_LIMITS,
  RESTOCK_REQUESTS,
  RESTOCK_WAITS,
  restockChoiceSchema,
  restockGuestSchema,
  restockRequestId,
  storedRestockRequestSchema,
  type RestockGuestInput,
  waitKeyOf,
  type RestockChoice,
  type StoredRestockRequest,
} from "./schema";

/** Requests one address may make in an hour: the 20th is refused. */
export const RESTOCK_RATE_RULE: RateRule = { max: 19, windowMs: 60 * 60_000 };
/** A pending request gets its confirmation link again at most this often. */
export const RESTOCK_RESEND_AFTER_MS = 10 * 60_000;

/** waiting: on the list (signed in); confirm: a guest's link is on its way; already: asked before (nothing written). */
export type RestockOutcome = "waiting" | "confirm" | "already";
export type RestockRefusal = "emailInvalid" | "notFound" | "choiceNotFound" | "inStock" | "rateLimited";
export type RestockResult = { ok: true; outcome: RestockOutcome } | { ok: false; error: RestockRefusal };

/** Who asks: a signed-in shopper (their account's address) or a guest (the address typed). */
export type Requester = { uid: string; email: string | null } | null;

/** The product a request may be made for, or why not (it exists, the choice is one of its own, it is sold out). */
async function soldOutProduct(choice: RestockChoice, db: Firestore): Promise<{ ok: true; product: Product } | { ok: false; error: RestockRefusal }> {
  const snap = await db.collection("products").doc(choice.productId).get();
  const stored = parseSnapshot(snap, productDocSchema);
  if (!stored || stored.archived || stored.recall) return { ok: false, error: "notFound" };
  const product: Product = { id: snap.id, ...stored };
  const hasChoice =
    product.variations.length === 0
      ? choice.color === undefined && choice.size === undefined
      : product.variations.some((v) => v.color === choice.color && v.size.some((s) => s.name === choice.size));
  if (!hasChoice) return { ok: false, error: "choiceNotFound" };
  if (stockOf(product, choice.color, choice.size) > 0) return { ok: false, error: "inStock" };
  return { ok: true, product };
}

/** In `batch`: one more (or, `by` -1, one fewer) request waiting for `request`'s choice (the counts staff see). */
function countWaiting(db: Firestore, batch: WriteBatch, request: Pick<StoredRestockRequest, "productId" | "color" | "size">, by: 1 | -1 = 1): void {
  const { productId, color, size } = request;
  const choice = { ...(color ? { color } : {}), ...(size ? { size } : {}), waiting: FieldValue.increment(by) };
  batch.set(db.collection(RESTOCK_WAITS).doc(productId), { productId, waiting: FieldValue.increment(by), choices: { [choiceKey(request)]: choice } }, { merge: true });
}

const rateRef = (db: Firestore, email: string) => db.collection(RESTOCK_RATE_LIMITS).doc(createHash("sha256").update(email).digest("hex"));

/** Parse and make a request as `who`; see the module's comment. */
export async function requestRestock(raw: unknown, who: Requester, { db = firestore(), now = new Date() }: { db?: Firestore; now?: Date } = {}): Promise<RestockResult> {
  const parsed = who ? restockChoiceSchema.safeParse(raw) : restockGuestSchema.safeParse(raw);
  if (!parsed.success) {
    const fields = new Set(parsed.error.issues.map((i) => i.path[0]));
    return { ok: false, error: fields.has("productId") ? "notFound" : fields.has("email") ? "emailInvalid" : "choiceNotFound" };
  }
  const address = emailField().safeParse(who ? who.email : (parsed.data as Partial<RestockGuestInput>).email);
  if (!address.success) return { ok: false, error: "emailInvalid" };
  const email = address.data;
  const choice = parsed.data;
  const found = await soldOutProduct(choice, db);
  if (!found.ok) return found;
  const id = restockRequestId(choice, email);
  const ref = db.collection(RESTOCK_REQUESTS).doc(id);
  const limitRef = rateRef(db, email);
  const at = now.toISOString();
  return commitOptimistically<RestockResult>(db, async (batch) => {
    const [snap, limitSnap] = await db.getAll(ref, limitRef);
    const known = parseSnapshot(snap!, storedRestockRequestSchema);
    if (known?.status === "waiting") return { result: { ok: true, outcome: "already" } };
    // A guest's pending request: its link again, at most every RESTOCK_RESEND_AFTER_MS.
    if (known && !who && known.confirmSentAt && now.getTime() - Date.parse(known.confirmSentAt) < RESTOCK_RESEND_AFTER_MS) return { result: { ok: true, outcome: "already" } };
    const limit = decideRate(storedTimes(limitSnap!.get("times")), now.getTime(), RESTOCK_RATE_RULE);
    if (!limit.allowed) return { result: { ok: false, error: "rateLimited" } };
    const limitDoc = { times: limit.times, expiresAt: new Date(now.getTime() + RESTOCK_RATE_RULE.windowMs).toISOString() };
    if (limitSnap!.exists) batch.update(limitRef, limitDoc, unchangedSince(limitSnap!));
    else batch.create(limitRef, limitDoc);
    const base = {
      productId: choice.productId,
      ...(choice.color ? { color: choice.color } : {}),
      ...(choice.size ? { size: choice.size } : {}),
      waitKey: waitKeyOf(choice.productId, choice),
      email,
      locale: known?.locale ?? choice.locale,
      createdAt: known?.createdAt ?? at,
    };
    let doc: StoredRestockRequest;
    if (who) {
      doc = { ...base, uid: who.uid, status: "waiting", waitingSince: at };
      countWaiting(db, batch, doc);
    } else {
      const confirmToken = known?.confirmToken ?? newLinkToken();
      doc = { ...base, status: "pending", confirmToken, confirmSentAt: at };
      enqueueMail(batch, await restockConfirmMail(found.product, { ...choice, id, email, locale: doc.locale, token: confirmToken }), at);
    }
    const parsedDoc = storedRestockRequestSchema.parse(doc);
    // Guarded: of two requests at once, one commits (one count, one email); the other reads again.
    if (snap!.exists) batch.update(ref, parsedDoc, unchangedSince(snap!));
    else batch.create(ref, parsedDoc);
    return { result: { ok: true, outcome: who ? "waiting" : "confirm" }, batch };
  });
}

export type RestockConfirmOutcome = "confirmed" | "invalid";

/** A guest's confirmation link: the request waits from now on. A second click answers "confirmed" and changes nothing. */
export async function confirmRestockRequest(raw: unknown, { db = firestore(), now = new Date() }: { db?: Firestore; now?: Date } = {}): Promise<RestockConfirmOutcome> {
  const link = emailLinkSchema.safeParse(raw);
  if (!link.success) return "invalid";
  const ref = db.collection(RESTOCK_REQUESTS).doc(link.data.id);
  return commitOptimistically<RestockConfirmOutcome>(db, async (batch) => {
    const snap = await ref.get();
    const stored = parseSnapshot(snap, storedRestockRequestSchema);
    if (!stored || !sameToken(stored.confirmToken, link.data.token)) return { result: "invalid" };
    if (stored.status === "waiting") return { result: "confirmed" };
    batch.update(ref, { status: "waiting", waitingSince: now.toISOString() }, unchangedSince(snap));
    countWaiting(db, batch, stored);
    return { result: "confirmed", batch };
  });
}

/**
 * Withdraw every request of these addresses (their account is being deleted): each request deleted
 * and, if it was waiting, uncounted, in one guarded commit; the address's request times go too.
 * Answers how many were withdrawn; runs again harmlessly.
 */
export async function withdrawRestockRequestsOf(emails: readonly string[], db: Firestore = firestore()): Promise<number> {
  let withdrawn = 0;
  for (const email of new Set(emails.map((e) => e.trim().toLowerCase()))) {
    const found = await db.collection(RESTOCK_REQUESTS).where("email", "==", email).select().get();
    for (const { ref } of found.docs) {
      const done = await commitOptimistically(db, async (batch) => {
        const snap = await ref.get();
        if (!snap.exists) return { result: false };
        batch.delete(ref, unchangedSince(snap));
        const stored = parseSnapshot(snap, storedRestockRequestSchema);
        if (stored?.status === "waiting") countWaiting(db, batch, stored, -1);
        return { result: true, batch };
      });
      if (done) withdrawn++;
    }
    await rateRef(db, email).delete();
  }
  return withdrawn;
}
