import "server-only";
// Staff answer a customer's return request (lib/orders/returns.ts), in ONE guarded commit on the
// order: accepting records the refund (the units' share of what was paid for their lines and
// their tax; delivery only with the order's last units: lib/orders/credit-note.ts) as a credit
// note with its own number, puts the units back in stock when staff say so, lowers a registry's
// counts of the gifts returned (they are wanted again), moves the order to
// partly refunded or refunded through the state machine, writes the audit entry and the
// customer's email; refusing keeps staff's message, the audit entry and the email. A request
// already answered is refused ("decided"): of several staff accepting at once, one commit wins,
// the others read again and find it answered, so the refund is made once.
import { firestore } from "@/lib/firebase/admin";
import { unchangedSince } from "@/lib/firebase/optimistic";
import { enqueueReturnMail } from "@/lib/mail/return-mails";
import { creditFor } from "@/lib/orders/credit-note";
import { committing, numberInvoiceFirst, OrderError } from "@/lib/orders/db";
import { issueCreditNote } from "@/lib/orders/invoice-number";
import { returnRegistryCounts } from "@/lib/orders/registry-gifts";
import { returnDecisionInputSchema, type ReturnDecisionInput } from "@/lib/orders/return-input";
import { everyUnitReturned, returnRequestSchema, unitsPerLine, type ReturnRequest } from "@/lib/orders/return-request";
import { ReturnError } from "@/lib/orders/returns";
import { isAnonymized, ORDERS_COLLECTION, parseOrder, type Order } from "@/lib/orders/schema";
import { checkTransition, type OrderStatus } from "@/lib/orders/status";
import { putBackInStock } from "@/lib/orders/stock";
import { enqueueRefund } from "@/lib/payments/stripe-outbox";
import { recordAudit, type Staff } from "../audit";

export type ReturnDecision = { order: Order; request: ReturnRequest; productIds: string[] };

export async function decideReturn(staff: Staff, raw: ReturnDecisionInput, now: () => Date = () => new Date()): Promise<ReturnDecision> {
  const input = returnDecisionInputSchema.parse(raw);
  const ref = firestore().collection(ORDERS_COLLECTION).doc(input.orderId);
  if (input.decision === "accept") await numberInvoiceFirst(input.orderId);
  return committing<ReturnDecision>(async (batch) => {
    const snap = await ref.get();
    const order = snap.exists ? parseOrder(snap.id, snap.data()) : null;
    const request = order?.returns?.find((r) => r.id === input.returnId);
    if (!order || !request) throw new OrderError("not-found");
    if (request.state !== "requested") throw new ReturnError("decided");
    const at = now();
    const stamp = at.toISOString();
    const answered = { decidedAt: stamp, decidedBy: staff.uid, ...(input.message ? { message: input.message } : {}) };
    let after: Order;
    let decided: ReturnRequest;
    let productIds: string[] = [];
    const answeredReturns = (decided: ReturnRequest) => (order.returns ?? []).map((r) => (r.id === request.id ? decided : r));
    if (input.decision === "refuse") {
      decided = returnRequestSchema.parse({ ...request, ...answered, state: "refused" });
      after = { ...order, returns: answeredReturns(decided), updatedAt: stamp };
      batch.update(ref, { returns: after.returns, updatedAt: stamp }, unchangedSince(snap));
    } else {
      const to: OrderStatus = everyUnitReturned(order, request) ? "refunded" : "partly-refunded";
      // The state machine decides: a refund of the whole order since the request (staff's plain
      // move) leaves nothing to accept. "system": only a return takes the arrow to partly refunded.
      if (to !== order.status) {
        const check = checkTransition(order.status, to, "system");
        if (!check.ok) throw new OrderError("illegal-transition");
      } else if (to !== "partly-refunded") throw new OrderError("illegal-transition");
      const credit = creditFor(order, unitsPerLine(order.lines.length, request));
      const note = await issueCreditNote(batch, order, at, "return", credit, request.id);
      // A gift returned is wanted again on the registry: its items' counts go down in this commit.
      if (order.registry) await returnRegistryCounts(batch, order, stamp, request.lines, to === "refunded");
      // Paid by card: the credit goes back to the card (lib/payments/stripe-outbox.ts), owed in this commit.
      enqueueRefund(batch, order, { cause: "return", amount: credit.total, returnId: request.id }, stamp);
      if (input.restock) productIds = await putBackInStock(batch, request.lines.map((l) => ({ ...order.lines[l.index]!, quantity: l.quantity })), stamp);
      decided = returnRequestSchema.parse({ ...request, ...answered, state: "accepted", restocked: input.restock, refund: credit.total, ...(note ? { creditNote: note.number } : {}) });
      const history = to === order.status ? order.history : [...order.history, { status: to, at: stamp, by: { uid: staff.uid, role: "admin" as const } }];
      const creditNotes = note ? [...(order.creditNotes ?? []), note] : order.creditNotes;
      after = { ...order, status: to, history, returns: answeredReturns(decided), ...(creditNotes ? { creditNotes } : {}), updatedAt: stamp };
      batch.update(ref, { status: to, history, returns: after.returns, ...(creditNotes ? { creditNotes } : {}), updatedAt: stamp }, unchangedSince(snap));
    }
    recordAudit(batch, {
      actor: staff,
      action: input.decision === "accept" ? "order.return-accepted" : "order.return-refused",
      target: { kind: "order", id: order.id },
      before: { status: order.status, return: request.id },
      after: { status: after.status, return: request.id, ...(decided.refund !== undefined ? { refund: decided.refund, restocked: decided.restocked } : {}) },
      at: stamp,
    });
    // A former customer has nobody left to tell.
    if (!isAnonymized(after)) {
      const note = after.creditNotes?.find((n) => n.number === decided.creditNote);
      await enqueueReturnMail(batch, after, decided, decided.state === "accepted" ? "accepted" : "refused", stamp, note);
    }
    return { result: { order: after, request: decided, productIds }, batch };
  });
}
