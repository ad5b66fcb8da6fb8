"use server";
// Staff moving orders through the state machine (lib/orders/status.ts) from the admin screens.
// Thin wrappers (defineAction, access "admin": the session is checked for the admin role before
// the input is parsed with zod): the actor is the session's admin, the move and its audit entry
// are one commit (lib/admin/orders/db.ts), and a cancel refreshes the storefront's cached pages of
// the products whose stock came back. Staff also send an order's email again (lib/admin/orders/mail.ts).
import { getTranslations } from "next-intl/server";
import { staffOf } from "@/lib/admin/audit";
import { moveOrderAsAdmin, moveOrdersAsAdmin, shipOrderAsAdmin, type MoveOutcome } from "@/lib/admin/orders/db";
import { resendOrderMail } from "@/lib/admin/orders/mail";
import { moveOrderInputSchema, moveOrdersInputSchema, resendMailInputSchema, retryRefundInputSchema, shipOrderInputSchema, transferReceivedInputSchema } from "@/lib/admin/orders/schema";
import { recordTransferReceived } from "@/lib/admin/orders/transfers";
import { revalidateProducts } from "@/lib/catalog/read";
import { revalidateRegistries } from "@/lib/registry/read";
import { sendAfterResponse } from "@/lib/mail/sender";
import { retryRefund, sendStripeCallsAfterResponse } from "@/lib/payments/stripe-outbox";
import { OrderError } from "@/lib/orders/db";
import type { OrderStatus } from "@/lib/orders/status";
import { ActionError, defineAction } from "./define-action";

type Texts = Awaited<ReturnType<typeof getTranslations<"AdminOrders.errors">>>;

/** An OrderError's text for staff. */
function refusalText(t: Texts, code: OrderError["code"], to: OrderStatus, statusName: (s: OrderStatus) => string): string {
  switch (code) {
    case "not-found":
      return t("notFound");
    case "busy":
      return t("busy");
    case "amount-short":
      return t("amountShort");
    case "parcel-required":
      return t("parcelRequired");
    default:
      return t("illegal", { status: statusName(to) });
  }
}

async function texts() {
  const [t, status] = await Promise.all([getTranslations("AdminOrders.errors"), getTranslations("Orders.status")]);
  return { t, statusName: (s: OrderStatus) => status(s) };
}

/** One staff move of `orderId` to `to`, then the mail and the caches; a refusal becomes a translated ActionError. */
async function moveOne(orderId: string, to: OrderStatus, move: () => Promise<MoveOutcome>): Promise<{ orderId: string; status: OrderStatus }> {
  try {
    const { order, productIds } = await move();
    sendAfterResponse();
    sendStripeCallsAfterResponse();
    revalidateProducts(productIds);
    if (productIds.length > 0) revalidateRegistries([order.registry?.slug]);
    return { orderId, status: order.status };
  } catch (error) {
    if (!(error instanceof OrderError)) throw error;
    const { t, statusName } = await texts();
    const code = error.code === "not-found" ? "not-found" : error.code === "busy" ? "busy" : "conflict";
    throw new ActionError(code, { message: refusalText(t, error.code, to, statusName) });
  }
}

/** Move one order to `to`. Refused, with a translated reason, when the state machine forbids it. */
export const moveOrder = defineAction(
  { name: "adminOrders.moveOrder", access: "admin", input: moveOrderInputSchema },
  async ({ orderId, to }, { session }) => moveOne(orderId, to, () => moveOrderAsAdmin(staffOf(session), orderId, to)),
);

/** Mark one order shipped with its parcel's carrier and tracking number (the customer's email carries them). */
export const shipOrder = defineAction(
  { name: "adminOrders.shipOrder", access: "admin", input: shipOrderInputSchema },
  async ({ orderId, ...shipment }, { session }) => moveOne(orderId, "shipped", () => shipOrderAsAdmin(staffOf(session), orderId, shipment)),
);

export type BulkMoveAnswer = { moved: string[]; refused: { orderId: string; message: string }[] };

/** Move up to 50 orders to `to`, each on its own; those the state machine refuses are listed with the reason. */
export const moveOrders = defineAction(
  { name: "adminOrders.moveOrders", access: "admin", input: moveOrdersInputSchema },
  async ({ orderIds, to }, { session }): Promise<BulkMoveAnswer> => {
    const { results, productIds, registrySlugs } = await moveOrdersAsAdmin(staffOf(session), orderIds, to);
    sendAfterResponse();
    sendStripeCallsAfterResponse();
    revalidateProducts(productIds);
    revalidateRegistries(registrySlugs);
    const failures = results.filter((r) => !r.ok);
    const { t, statusName } = failures.length > 0 ? await texts() : { t: null, statusName: null };
    return {
      moved: results.filter((r) => r.ok).map((r) => r.orderId),
      refused: failures.map((r) => ({ orderId: r.orderId, message: refusalText(t!, (r as { code: OrderError["code"] }).code, to, statusName!) })),
    };
  },
);

/** Send one of an order's emails again (a new message in the outbox); only one that is sent or given up: else "conflict". */
export const resendMail = defineAction(
  { name: "adminOrders.resendMail", access: "admin", input: resendMailInputSchema },
  async ({ orderId, mailId }, { session }): Promise<{ id: string }> => {
    const outcome = await resendOrderMail(staffOf(session), orderId, mailId);
    // The page words these for staff (components/admin/orders/order-mail-log.tsx).
    if (!outcome.ok) throw new ActionError(outcome.reason === "not-found" ? "not-found" : "conflict");
    sendAfterResponse();
    return { id: outcome.id };
  },
);

/** A bank transfer arrived: the order moves to paid with the amount kept and the audit entry (lib/admin/orders/transfers.ts). */
export const recordTransfer = defineAction(
  { name: "adminOrders.recordTransfer", access: "admin", input: transferReceivedInputSchema },
  async ({ orderId, amount }, { session }): Promise<{ orderId: string; status: OrderStatus }> => {
    try {
      const { order } = await recordTransferReceived(staffOf(session), orderId, amount);
      sendAfterResponse();
      return { orderId, status: order.status };
    } catch (error) {
      if (!(error instanceof OrderError)) throw error;
      const { t, statusName } = await texts();
      const code = error.code === "not-found" ? "not-found" : error.code === "busy" ? "busy" : "conflict";
      throw new ActionError(code, { message: refusalText(t, error.code, "paid", statusName) });
    }
  },
);

/** Try a failed card refund again (lib/payments/stripe-outbox.ts): "conflict" when it is not failed (any more). */
export const retryCardRefund = defineAction(
  { name: "adminOrders.retryRefund", access: "admin", input: retryRefundInputSchema },
  async ({ orderId, refundId }, { session }): Promise<{ id: string }> => {
    if (!(await retryRefund(staffOf(session), orderId, refundId))) throw new ActionError("conflict");
    sendStripeCallsAfterResponse();
    return { id: refundId };
  },
);
