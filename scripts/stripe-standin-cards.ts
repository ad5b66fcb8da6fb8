// Stripe's own test payment methods (docs.stripe.com/testing), as the stand-in plays them: the same
// ids and the same outcomes, so a test written against the stand-in runs unchanged against a
// test-mode account. Each says what happens when the card is saved (a SetupIntent, an attach) and
// when it is charged.
import { createHash } from "node:crypto";
import type Stripe from "stripe";

/** A card error as Stripe answers it (HTTP 402, type card_error). */
export type Decline = { code: string; decline_code: string; message: string };

const GENERIC_DECLINE: Decline = { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." };
/** What an off-session charge of a card whose bank wants the cardholder present gets. */
export const AUTHENTICATION_REQUIRED: Decline = {
  code: "authentication_required",
  decline_code: "authentication_required",
  message: "Your card was declined. This transaction requires authentication.",
};

export type TestCard = {
  brand: string;
  last4: string;
  /** Shown on the hosted setup page. */
  label: string;
  /** Saving it: "ok", or declined (Stripe checks the card when it is set up or attached). */
  save: "ok" | Decline;
  /** Charging it: "ok", "authenticate" (3-D Secure: off-session, authentication_required), or declined. */
  charge: "ok" | "authenticate" | Decline;
};

export const TEST_CARDS = {
  pm_card_visa: { brand: "visa", last4: "4242", label: "Visa: saved, payments succeed", save: "ok", charge: "ok" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444", label: "Mastercard: saved, payments succeed", save: "ok", charge: "ok" },
  pm_card_authenticationRequired: {
    brand: "visa",
    last4: "3184",
    label: "Visa, 3-D Secure on every payment: saved, payments made without the cardholder fail (authentication_required)",
    save: "ok",
    charge: "authenticate",
  },
  pm_card_chargeCustomerFail: { brand: "visa", last4: "0341", label: "Visa: saved, payments declined (card_declined)", save: "ok", charge: GENERIC_DECLINE },
  pm_card_chargeDeclined: { brand: "visa", last4: "0002", label: "Visa: declined, not even saved (card_declined)", save: GENERIC_DECLINE, charge: GENERIC_DECLINE },
} satisfies Record<string, TestCard>;

export type TestCardId = keyof typeof TEST_CARDS;
export const isTestCard = (id: string): id is TestCardId => Object.hasOwn(TEST_CARDS, id);

export const docUrl = (code: string) => `https://stripe.com/docs/error-codes/${code.replace(/_/g, "-")}`;

/** A card PaymentMethod made from a test card, as Stripe makes one from `pm_card_*` or from the hosted page. */
export function cardPaymentMethod(o: { id: string; card: TestCardId; expMonth: number; expYear: number; email: string | null; created: number }): Stripe.PaymentMethod {
  const card: TestCard = TEST_CARDS[o.card];
  return {
    id: o.id,
    object: "payment_method",
    allow_redisplay: "unspecified",
    billing_details: { address: null, email: o.email, name: null, phone: null, tax_id: null },
    card: {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: "pass" },
      country: "US",
      display_brand: card.brand,
      exp_month: o.expMonth,
      exp_year: o.expYear,
      // Like Stripe's: the same card number gives the same fingerprint.
      fingerprint: createHash("sha256").update(`${card.brand}${card.last4}`).digest("base64url").slice(0, 16),
      funding: "credit",
      generated_from: null,
      last4: card.last4,
      networks: { available: [card.brand], preferred: null },
      regulated_status: "unregulated",
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: o.created,
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: "card",
  };
}

/** A charge of `amount`: succeeded, or failed with the decline. */
export function newCharge(o: {
  id: string;
  amount: number;
  currency: string;
  paymentIntent: string;
  paymentMethod: string;
  customer: string | null;
  email: string | null;
  metadata: Stripe.Metadata;
  created: number;
  balanceTransaction: string;
  decline?: Decline;
}): Stripe.Charge {
  const failed = o.decline;
  return {
    id: o.id,
    object: "charge",
    amount: o.amount,
    amount_captured: failed ? 0 : o.amount,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: failed ? null : o.balanceTransaction,
    billing_details: { address: null, email: o.email, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: "FLONE BABY SHOP",
    captured: !failed,
    created: o.created,
    currency: o.currency,
    customer: o.customer,
    description: null,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: failed?.code ?? null,
    failure_message: failed?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: o.metadata,
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: failed ? "declined_by_network" : "approved_by_network",
      reason: failed?.decline_code ?? null,
      risk_level: "normal",
      seller_message: failed ? "The bank did not return any further details with this decline." : "Payment complete.",
      type: failed ? "issuer_declined" : "authorized",
    },
    paid: !failed,
    payment_intent: o.paymentIntent,
    payment_method: o.paymentMethod,
    payment_method_details: null,
    receipt_email: o.email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    refunds: { object: "list", data: [], has_more: false, url: `/v1/charges/${o.id}/refunds` },
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: failed ? "failed" : "succeeded",
    transfer_data: null,
    transfer_group: null,
  };
}
