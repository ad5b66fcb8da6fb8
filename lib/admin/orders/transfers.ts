import "server-only";
// Staff record a bank transfer that arrived: the order moves pending -> paid through the state
// machine, the amount received is kept on the order, and the audit log says who, all in one
// commit (changeOrderStatus with its audit hook). Only a bank-transfer order, and only for at
// least its total (a short transfer leaves the order pending: the shop asks for the rest).
import { firestore } from "@/lib/firebase/admin";
import { changeOrderStatus, OrderError } from "@/lib/orders/db";
import { ORDERS_COLLECTION } from "@/lib/orders/schema";
import { recordAudit, type Staff } from "../audit";
import type { MoveOutcome } from "./db";

export async function recordTransferReceived(staff: Staff, orderId: string, amount: number, now: () => Date = () => new Date()): Promise<MoveOutcome> {
  let auditId = "";
  const { order, productIds } = await changeOrderStatus(
    {
      orderId,
      to: "paid",
      actor: { uid: staff.uid, role: "admin" },
      audit: (batch, { before, at }) => {
        // Thrown inside the attempt: nothing of it is committed.
        if (before.paymentMethod !== "bank-transfer") throw new OrderError("not-allowed");
        if (amount < before.total) throw new OrderError("amount-short");
        batch.update(firestore().collection(ORDERS_COLLECTION).doc(orderId), { "payment.received": { amount, at, by: staff.uid } });
        auditId = recordAudit(batch, {
          actor: staff,
          action: "order.transfer-received",
          target: { kind: "order", id: orderId },
          before: { status: before.status },
          after: { status: "paid", amount },
          at,
        });
      },
    },
    now,
  );
  return { order, productIds, auditId };
}
