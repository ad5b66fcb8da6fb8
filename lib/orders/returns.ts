import "server-only";
// A customer asks to send back units of a delivered order (the rules: lib/orders/return-request.ts).
// One guarded commit on the order (lib/firebase/optimistic.ts) writes the request and its email
// to the customer, or nothing: the same request (its idempotency key) sent again, even many times
// at once, answers the request already written. Staff's answer: lib/admin/orders/returns.ts.
import { firestore } from "@/lib/firebase/admin";
import { unchangedSince } from "@/lib/firebase/optimistic";
import { enqueueReturnMail } from "@/lib/mail/return-mails";
import { committing, OrderError } from "./db";
import { returnRequestInputSchema, type ReturnRequestInput } from "./return-input";
import { returnProblems, returnRequestSchema, type ReturnProblem, type ReturnRequest } from "./return-request";
import { isAnonymized, ORDERS_COLLECTION, parseOrder } from "./schema";

/** A return refused by its rules (nothing written): the problems, each said to the customer; "decided": staff answered it already. */
export class ReturnError extends Error {
  constructor(
    readonly code: "refused" | "decided",
    readonly problems: ReturnProblem[] = [],
  ) {
    super(code);
    this.name = "ReturnError";
  }
}

export type ReturnOutcome = { request: ReturnRequest; repeated: boolean };

/** The customer `uid` asks to return units of their order. Someone else's order: "not-found", as for one that does not exist. */
export async function requestReturn(uid: string, raw: ReturnRequestInput, now: () => Date = () => new Date()): Promise<ReturnOutcome> {
  const input = returnRequestInputSchema.parse(raw);
  const ref = firestore().collection(ORDERS_COLLECTION).doc(input.orderId);
  return committing<ReturnOutcome>(async (batch) => {
    const snap = await ref.get();
    const order = snap.exists ? parseOrder(snap.id, snap.data()) : null;
    if (!order || isAnonymized(order) || order.uid !== uid) throw new OrderError("not-found");
    const written = order.returns?.find((r) => r.id === input.id);
    if (written) return { result: { request: written, repeated: true } };
    const at = now();
    const problems = returnProblems(order, input.lines, at);
    if (problems.length > 0) throw new ReturnError("refused", problems);
    const stamp = at.toISOString();
    const request = returnRequestSchema.parse({ id: input.id, lines: input.lines, reason: input.reason, state: "requested", requestedAt: stamp });
    // Guarded by the order unchanged since read: two requests at once cannot both take the same units.
    batch.update(ref, { returns: [...(order.returns ?? []), request], updatedAt: stamp }, unchangedSince(snap));
    await enqueueReturnMail(batch, order, request, "requested", stamp);
    return { result: { request, repeated: false }, batch };
  });
}
