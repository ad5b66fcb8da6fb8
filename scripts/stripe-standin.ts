// A local stand-in for the few Stripe API endpoints the shop calls (dev and test only: this
// machine cannot reach Stripe, and stripe-mock is in neither npm nor Debian). The shop's `stripe`
// client is pointed here by STRIPE_API_URL (lib/payments/stripe.ts). It answers with the API's own
// JSON shapes (typed against the `stripe` package), keeps Idempotency-Key like Stripe, serves a
// plain hosted page, and sends each event SIGNED with the webhook secret the way Stripe signs (the
// package's own generateTestHeaderString) to the shop's webhook URL. Cards are Stripe's own test
// payment methods (scripts/stripe-standin-cards.ts), with the outcomes Stripe gives them.
//
//   POST /v1/checkout/sessions              create: mode "payment" (line_items with price_data) or
//                                           mode "setup" (customer, currency or
//                                           allowed_payment_method_types=[card], setup_intent_data[metadata])
//   GET  /v1/checkout/sessions/:id          retrieve
//   POST /v1/checkout/sessions/:id/expire   expire an open session -> checkout.session.expired
//   POST /v1/customers                      create (email, name, description, phone, metadata)
//   GET  /v1/customers/:id                  retrieve
//   GET  /v1/customers/:id/payment_methods  the customer's payment methods, newest first ([type])
//   GET  /v1/payment_methods/:id            retrieve
//   POST /v1/payment_methods/:id/attach     attach to `customer` (a pm_card_* id makes a new one)
//   GET  /v1/setup_intents/:id              retrieve
//   POST /v1/payment_intents                create (amount, currency, customer, payment_method: a
//                                           saved one or a pm_card_* id, confirm, off_session,
//                                           automatic_payment_methods[allow_redirects]=never or
//                                           return_url, metadata): confirmed, succeeded -> payment_intent.succeeded;
//                                           declined or authentication_required -> 402 card_error
//                                           and payment_intent.payment_failed
//   GET  /v1/payment_intents/:id            retrieve
//   POST /v1/payment_intents/:id/confirm    try a failed one again (payment_method, off_session)
//   POST /v1/refunds                        refund a paid session's or PaymentIntent's charge -> charge.refunded
//   (every endpoint takes expand[] of its top-level ids: a SetupIntent's payment_method, say; the
//   payment_method_types parameter, gone from this API version, is refused as on Stripe)
//   GET  /c/pay/:id                         the hosted page. Payment: "Pay" -> checkout.session.completed
//                                           and a 303 to success_url. Setup: a test card and its expiry
//                                           -> a succeeded SetupIntent, its card attached to the
//                                           session's customer, checkout.session.completed (mode
//                                           "setup", setup_intent) and a 303 to success_url; a card
//                                           Stripe declines is said on the page. "Cancel" -> cancel_url
//   GET  /_standin/events                   every event sent, with each delivery's HTTP status
//   POST /_standin/events/:id/resend        deliver an event again (Stripe retries; tests replay)
//   POST /_standin/refuse-refunds           payment_intent=pi_...[&refuse=false]: refuse (or allow
//                                           again) refunds of that payment, as Stripe refuses one of
//                                           a disputed charge: how a test makes a refund fail
//   GET  /_standin/payment_intents          every PaymentIntent with the Idempotency-Key that made it
//                                           ([idempotency_key=...][&metadata[k]=v]): how a test counts charges
//   POST /_standin/faults                   JSON { delayMs, drop, count, path }: the next `count` API
//                                           requests under `path` are carried out, then answered
//                                           `delayMs` late, or never (`drop` cuts the connection):
//                                           what a client that gave up, or lost the answer, sees.
//                                           { status: 500 }: refused with Stripe's api_error, nothing
//                                           done. { forMs }: every request for that long instead of
//                                           `count`, and the events meanwhile are delivered late
//                                           (`delayMs`) or, with status 500, when the window ends:
//                                           Stripe slow or down for a while
//   DELETE /_standin/faults                 no more faults (GET lists those left)
//
// Not covered (Stripe does these, the stand-in does not): typed card numbers, the 3-D Secure
// challenge (the hosted page takes a card as authenticated; on-session payments stop at
// requires_action), delayed payment methods (async_payment_*), other events (payment_intent.created,
// charge.succeeded/failed, setup_intent.*, payment_method.attached), retries of failed deliveries,
// events out of order, Idempotency-Keys forgotten after 24 hours, partial captures, disputes, every
// other endpoint and parameter. An open session past its expires_at is expired by a sweep every
// second, as Stripe does within minutes.
// Unlike Stripe, it delivers each event before it answers the request that caused it, so a test
// sees the effect at once; the shop must not rely on that (Stripe delivers later).
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { z } from "zod";
import { AUTHENTICATION_REQUIRED, cardPaymentMethod, docUrl, isTestCard, newCharge, TEST_CARDS, type Decline, type TestCard, type TestCardId } from "./stripe-standin-cards";

export type StripeStandinOptions = {
  port: number;
  host?: string;
  /** The API key the shop must send (STRIPE_SECRET_KEY). */
  secretKey: string;
  /** Signs every event (STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** Where events go: the shop's POST /api/webhooks/stripe. */
  webhookUrl: string;
  log?: (line: string) => void;
};

export type Delivery = { eventId: string; type: string; status: number | "failed"; at: number };
export type StripeStandin = { url: string; stop(): Promise<void> };
/** A PaymentIntent as GET /_standin/payment_intents lists it. */
export type RecordedPaymentIntent = Pick<Stripe.PaymentIntent, "id" | "status" | "amount" | "customer" | "metadata"> & { idempotency_key: string | null };

type Session = Stripe.Checkout.Session;
type Charge = Stripe.Charge;
type Refund = Stripe.Refund;
type PaymentIntent = Stripe.PaymentIntent;
type PaymentMethod = Stripe.PaymentMethod;
type Params = Record<string, unknown>;
type ApiObject = { object: string };
/** An error as Stripe answers it; `extra`: a card error's details (decline_code, payment_intent...). */
type ApiError = { httpStatus: number; type: string; message: string; code?: string; param?: string; extra?: Record<string, unknown> };
/** The request an API call came in: its id and Idempotency-Key, which Stripe names in the events it causes. */
type ApiRequest = { id: string; idempotency_key: string | null };
type Line = { name: string; quantity: number; amount: number };

const SESSION_MIN_S = 30 * 60;
const SESSION_MAX_S = 24 * 60 * 60;

const id = (prefix: string) => `${prefix}_${randomBytes(18).toString("base64url").replace(/[-_]/g, "").slice(0, 24)}`;
const nowS = () => Math.floor(Date.now() / 1000);
const isError = (r: ApiObject | ApiError): r is ApiError => "httpStatus" in r;

/** A Stripe form body (`a[b][0][c]=x`, as stripe-node encodes; `a[]=x` as curl users write) as nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        if (part === "" && Array.isArray(node)) node.push(value);
        else node[part] = value;
      } else node = (node[part] ??= /^\d*$/.test(path[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

const record = (v: unknown): Record<string, unknown> => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const int = (v: unknown): number | null => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : null);
const metadataOf = (v: unknown): Record<string, string> => Object.fromEntries(Object.entries(record(v)).filter((e): e is [string, string] => typeof e[1] === "string"));

const invalid = (message: string, param?: string, code?: string): ApiError => ({ httpStatus: 400, type: "invalid_request_error", message, ...(param ? { param } : {}), ...(code ? { code } : {}) });
const missing = (what: string, value: string, param = "id"): ApiError => ({
  httpStatus: 404,
  type: "invalid_request_error",
  code: "resource_missing",
  message: `No such ${what}: '${value}'`,
  param,
});
/** Parameters this API version no longer has (allowed_payment_method_types took payment_method_types' place). */
function removedParam(params: Params): ApiError | null {
  return params.payment_method_types === undefined ? null : invalid("Received unknown parameter: payment_method_types", "payment_method_types", "parameter_unknown");
}
/** The stand-in takes cards only. */
const notCardsOnly = (params: Params): ApiError | null =>
  list(params.allowed_payment_method_types).some((t) => t !== "card") ? invalid("The stand-in takes cards only: allowed_payment_method_types=[card].", "allowed_payment_method_types") : null;

/** A card error (402), with what Stripe puts beside it: the charge, the PaymentIntent, the payment method. */
const cardError = (decline: Decline, extra: Record<string, unknown>): ApiError => ({
  httpStatus: 402,
  type: "card_error",
  code: decline.code,
  message: decline.message,
  extra: { decline_code: decline.decline_code, doc_url: docUrl(decline.code), ...extra },
});

/** The session's amounts from its line items, or the first parameter that is wrong. */
function priceLines(params: Params): { currency: string; total: number; names: Line[] } | ApiError {
  const items = list(params.line_items);
  if (items.length === 0) return invalid("Missing required param: line_items.", "line_items");
  let currency: string | null = null;
  let total = 0;
  const names = [];
  for (const [i, raw] of items.entries()) {
    const item = record(raw);
    const price = record(item.price_data);
    const quantity = int(item.quantity);
    const unit = int(price.unit_amount);
    const name = str(record(price.product_data).name);
    const cur = str(price.currency)?.toLowerCase() ?? null;
    if (!cur || unit === null || !name) return invalid(`line_items[${i}] needs price_data with currency, unit_amount and product_data[name].`, `line_items[${i}][price_data]`);
    if (quantity === null || quantity < 1) return invalid("Invalid positive integer", `line_items[${i}][quantity]`);
    if (currency && cur !== currency) return invalid("All line_items must have the same currency.", `line_items[${i}][price_data][currency]`);
    currency = cur;
    total += unit * quantity;
    names.push({ name, quantity, amount: unit * quantity });
  }
  return { currency: currency!, total, names };
}

/** A setup session's terms: a currency, or the card named as the allowed type. */
function setupTerms(params: Params): { currency: string | null; metadata: Record<string, string>; description: string | null } | ApiError {
  if (params.line_items !== undefined) return invalid("You cannot pass `line_items` in `setup` mode.", "line_items");
  const currency = str(params.currency)?.toLowerCase() ?? null;
  if (!currency && list(params.allowed_payment_method_types).length === 0) return invalid("`currency` is required in `setup` mode when `allowed_payment_method_types` is not set.", "currency");
  const data = record(params.setup_intent_data);
  return { currency, metadata: metadataOf(data.metadata), description: str(data.description) };
}

/** When a card made from a test id expires (Stripe's hosted page lets the tester type any future date). */
function defaultExpiry(): { month: number; year: number } {
  const now = new Date();
  return { month: now.getUTCMonth() + 1, year: now.getUTCFullYear() + 2 };
}

/** The hosted setup page's form (the tester's choice of test card and expiry). */
const setupFormSchema = z.object({
  payment_method: z.string().refine(isTestCard, "not one of the test cards").default("pm_card_visa"),
  exp_month: z.coerce.number().int().min(1).max(12).optional(),
  exp_year: z.coerce.number().int().min(2000).max(2200).optional(),
});

const faultSchema = z.object({
  delayMs: z.number().int().min(0).max(120_000).default(0),
  drop: z.boolean().default(false),
  count: z.number().int().min(1).max(1000).default(1),
  path: z.string().startsWith("/v1/").default("/v1/"),
  status: z.literal(500).optional(),
  forMs: z.number().int().min(1).max(600_000).optional(),
});
/** A window's fault (forMs) ends at `until` (epoch ms). */
type Fault = z.infer<typeof faultSchema> & { until?: number };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startStripeStandin(o: StripeStandinOptions): Promise<StripeStandin> {
  const host = o.host ?? "127.0.0.1";
  const log = o.log ?? (() => {});
  const stripe = new Stripe(o.secretKey);
  const sessions = new Map<string, Session>();
  /** What a session keeps beside its object: a payment's lines, a setup's SetupIntent terms. */
  const sessionTerms = new Map<string, { lines?: Line[]; setupIntent?: { metadata: Record<string, string>; description: string | null } }>();
  const customers = new Map<string, Stripe.Customer>();
  const paymentMethods = new Map<string, PaymentMethod>();
  const testCardOf = new Map<string, TestCardId>(); // payment method -> the test card it was made from
  const setupIntents = new Map<string, Stripe.SetupIntent>();
  /** Each PaymentIntent, with the Idempotency-Key that made it and its return_url (no field of the object). */
  const paymentIntents = new Map<string, { intent: PaymentIntent; idempotencyKey: string | null; returnUrl: string | null }>();
  const charges = new Map<string, Charge>(); // the latest charge of each payment intent
  const events = new Map<string, Stripe.Event>();
  const deliveries: Delivery[] = [];
  const idempotency = new Map<string, { request: string; status: number; body: string }>();
  const refusingRefunds = new Set<string>(); // payment intents
  let faults: Fault[] = [];
  let base = "";

  async function deliver(event: Stripe.Event): Promise<void> {
    // A window of faults holds events back too: late by its delay, or until Stripe is back.
    const window = faults.find((f) => f.until !== undefined && f.until > Date.now());
    if (window) await sleep(window.status ? window.until! - Date.now() : window.delayMs);
    const payload = JSON.stringify(event, null, 2);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: o.webhookSecret, timestamp: nowS() });
    let status: Delivery["status"] = "failed";
    try {
      const res = await fetch(o.webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": header, "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)" },
        body: payload,
        signal: AbortSignal.timeout(30_000),
      });
      await res.arrayBuffer();
      status = res.status;
    } catch (e) {
      log(`webhook ${event.type} ${event.id} to ${o.webhookUrl} failed: ${(e as Error).message}`);
    }
    deliveries.push({ eventId: event.id, type: event.type, status, at: Date.now() });
  }

  function emit(type: Stripe.Event.Type, object: ApiObject, request: ApiRequest | null = null): Promise<void> {
    const event = {
      id: id("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: nowS(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: request ?? { id: null, idempotency_key: null },
      type,
    } as Stripe.Event;
    events.set(event.id, event);
    return deliver(event);
  }

  /** Any object by its id, for expand[]. */
  function byId(value: string): ApiObject | undefined {
    const prefix = value.slice(0, value.indexOf("_") + 1);
    if (prefix === "cus_") return customers.get(value);
    if (prefix === "pm_") return paymentMethods.get(value);
    if (prefix === "seti_") return setupIntents.get(value);
    if (prefix === "pi_") return paymentIntents.get(value)?.intent;
    if (prefix === "ch_") return [...charges.values()].find((c) => c.id === value);
    return sessions.get(value);
  }

  /** `object` with its top-level ids named in expand[] replaced by their objects, as Stripe expands them. */
  function expand(object: ApiObject, params: Params): ApiObject | ApiError {
    const fields = list(params.expand);
    if (fields.length === 0) return object;
    const out: Record<string, unknown> = { ...object };
    for (const field of fields) {
      if (typeof field !== "string" || !(field in out)) return invalid(`This property cannot be expanded (${String(field)}).`, "expand");
      const value = out[field];
      if (typeof value === "string") out[field] = structuredClone(byId(value) ?? value);
    }
    return out as ApiObject;
  }

  // --- Checkout Sessions ---------------------------------------------------------------------

  function createSession(params: Params): Session | ApiError {
    const mode = params.mode;
    if (mode !== "payment" && mode !== "setup") return invalid("The stand-in supports mode=payment and mode=setup only.", "mode");
    const successUrl = str(params.success_url);
    if (!successUrl) return invalid("Missing required param: success_url.", "success_url");
    const refused = removedParam(params) ?? notCardsOnly(params);
    if (refused) return refused;
    const customer = str(params.customer);
    if (customer && !customers.has(customer)) return missing("customer", customer, "customer");
    if (customer && params.customer_email !== undefined) return invalid("You may only specify one of these parameters: customer, customer_email.", "customer_email");
    const terms = mode === "payment" ? priceLines(params) : setupTerms(params);
    if ("httpStatus" in terms) return terms;
    const payment = "total" in terms ? terms : null;
    const created = nowS();
    const expiresAt = params.expires_at === undefined ? created + SESSION_MAX_S : int(params.expires_at);
    if (expiresAt === null || expiresAt < created + SESSION_MIN_S - 5 || expiresAt > created + SESSION_MAX_S) {
      return invalid("The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.", "expires_at");
    }
    const sessionId = `cs_test_${id("x").slice(2)}`;
    const session: Session = {
      id: sessionId,
      object: "checkout.session",
      adaptive_pricing: null,
      after_expiration: null,
      allow_promotion_codes: null,
      allowed_payment_method_types: list(params.allowed_payment_method_types).length ? ["card"] : null,
      amount_subtotal: payment?.total ?? null,
      amount_total: payment?.total ?? null,
      automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      billing_address_collection: null,
      cancel_url: str(params.cancel_url),
      client_reference_id: str(params.client_reference_id),
      client_secret: null,
      collected_information: null,
      consent: null,
      consent_collection: null,
      created,
      currency: terms.currency,
      currency_conversion: null,
      custom_fields: [],
      custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
      customer,
      customer_account: null,
      customer_creation: payment ? "if_required" : null,
      customer_details: null,
      customer_email: str(params.customer_email),
      discounts: [],
      expires_at: expiresAt,
      integration_identifier: null,
      invoice: null,
      invoice_creation: null,
      livemode: false,
      locale: (str(params.locale) as Session["locale"]) ?? null,
      managed_payments: null,
      metadata: metadataOf(params.metadata),
      mode,
      origin_context: null,
      payment_intent: null,
      payment_link: null,
      payment_method_collection: payment ? "if_required" : "always",
      payment_method_configuration_details: null,
      payment_method_options: {},
      payment_method_types: ["card"],
      payment_status: payment ? "unpaid" : "no_payment_required",
      permissions: null,
      recovered_from: null,
      saved_payment_method_options: null,
      // Made when the page is completed, as Stripe does since API version 2022-08-01.
      setup_intent: null,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_options: [],
      status: "open",
      submit_type: null,
      subscription: null,
      success_url: successUrl,
      total_details: payment ? { amount_discount: 0, amount_shipping: 0, amount_tax: 0 } : null,
      ui_mode: "hosted",
      url: `${base}/c/pay/${sessionId}`,
      wallet_options: null,
    };
    sessions.set(session.id, session);
    sessionTerms.set(session.id, "total" in terms ? { lines: terms.names } : { setupIntent: terms });
    return session;
  }

  async function expire(session: Session): Promise<Session | ApiError> {
    if (session.status !== "open") return invalid(`Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`);
    session.status = "expired";
    session.url = null;
    await emit("checkout.session.expired", session);
    return session;
  }

  function complete(session: Session, email: string | null): void {
    session.status = "complete";
    session.url = null;
    session.customer_details = { address: null, business_name: null, email, individual_name: null, name: null, phone: null, tax_exempt: "none", tax_ids: [] };
  }

  async function pay(session: Session): Promise<void> {
    const paymentIntent = id("pi");
    complete(session, session.customer_email);
    session.payment_status = "paid";
    session.payment_intent = paymentIntent;
    charges.set(
      paymentIntent,
      newCharge({
        id: id("ch"),
        amount: session.amount_total!,
        currency: session.currency!,
        paymentIntent,
        paymentMethod: id("pm"),
        customer: null,
        email: session.customer_email,
        metadata: {},
        created: nowS(),
        balanceTransaction: id("txn"),
      }),
    );
    await emit("checkout.session.completed", session);
  }

  /** The setup page's card saved: a succeeded SetupIntent, the card attached to the session's customer. A card Stripe declines: its decline. */
  async function saveCard(session: Session, card: TestCardId, expiry: { month: number; year: number }): Promise<Decline | null> {
    const save = TEST_CARDS[card].save;
    if (save !== "ok") return save;
    const customer = typeof session.customer === "string" ? session.customer : null;
    const email = customer ? (customers.get(customer)?.email ?? null) : null;
    const pm = newPaymentMethod(card, expiry, email);
    pm.customer = customer;
    const terms = sessionTerms.get(session.id)?.setupIntent;
    const setupIntent: Stripe.SetupIntent = {
      id: id("seti"),
      object: "setup_intent",
      allowed_payment_method_types: null,
      application: null,
      automatic_payment_methods: null,
      cancellation_reason: null,
      client_secret: null,
      created: nowS(),
      customer,
      description: terms?.description ?? null,
      excluded_payment_method_types: null,
      flow_directions: null,
      last_setup_error: null,
      latest_attempt: id("setatt"),
      livemode: false,
      mandate: null,
      metadata: terms?.metadata ?? {},
      next_action: null,
      on_behalf_of: null,
      payment_method: pm.id,
      payment_method_configuration_details: null,
      payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: "automatic" } },
      payment_method_types: ["card"],
      single_use_mandate: null,
      status: "succeeded",
      usage: "off_session",
    };
    setupIntent.client_secret = `${setupIntent.id}_secret_${id("x").slice(2)}`;
    setupIntents.set(setupIntent.id, setupIntent);
    complete(session, email);
    session.setup_intent = setupIntent.id;
    await emit("checkout.session.completed", session);
    return null;
  }

  // --- Customers and payment methods -----------------------------------------------------------

  function createCustomer(params: Params): Stripe.Customer {
    const customer: Stripe.Customer = {
      id: id("cus"),
      object: "customer",
      address: null,
      balance: 0,
      created: nowS(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: str(params.description),
      discount: null,
      email: str(params.email),
      invoice_prefix: randomBytes(4).toString("hex").toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: metadataOf(params.metadata),
      name: str(params.name),
      next_invoice_sequence: 1,
      phone: str(params.phone),
      preferred_locales: list(params.preferred_locales).filter((l): l is string => typeof l === "string"),
      shipping: null,
      tax_exempt: "none",
      test_clock: null,
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function newPaymentMethod(card: TestCardId, expiry: { month: number; year: number }, email: string | null): PaymentMethod {
    const pm = cardPaymentMethod({ id: id("pm"), card, expMonth: expiry.month, expYear: expiry.year, email, created: nowS() });
    paymentMethods.set(pm.id, pm);
    testCardOf.set(pm.id, card);
    return pm;
  }

  /** A saved payment method, or a new one made from a test id (as Stripe makes one from pm_card_visa). */
  function paymentMethodFor(ref: string, param: string): PaymentMethod | ApiError {
    if (isTestCard(ref)) return newPaymentMethod(ref, defaultExpiry(), null);
    return paymentMethods.get(ref) ?? missing("PaymentMethod", ref, param);
  }

  const behaviourOf = (pm: PaymentMethod): TestCard => TEST_CARDS[testCardOf.get(pm.id)!];

  async function attach(ref: string, params: Params): Promise<PaymentMethod | ApiError> {
    const customer = str(params.customer);
    if (!customer) return invalid("Missing required param: customer.", "customer");
    if (!customers.has(customer)) return missing("customer", customer, "customer");
    const pm = paymentMethodFor(ref, "id");
    if (isError(pm)) return pm;
    const save = behaviourOf(pm).save;
    if (save !== "ok") return cardError(save, {});
    if (pm.customer && pm.customer !== customer) return invalid("The payment method you provided has already been attached to a customer.");
    pm.customer = customer;
    return pm;
  }

  function paymentMethodsOf(customer: string, params: Params): ApiObject | ApiError {
    if (!customers.has(customer)) return missing("customer", customer);
    const type = str(params.type);
    const data = [...paymentMethods.values()].filter((pm) => pm.customer === customer && (!type || pm.type === type)).reverse();
    return { object: "list", data, has_more: false, url: `/v1/customers/${customer}/payment_methods` } as ApiObject;
  }

  // --- PaymentIntents ----------------------------------------------------------------------------

  /** A payment method may be used with the customer it is attached to only, as on Stripe. */
  function notUsableBy(pm: PaymentMethod, customer: string | null): ApiError | null {
    if (!pm.customer || pm.customer === customer) return null;
    return invalid(
      customer ? `The provided PaymentMethod ${pm.id} does not belong to the Customer ${customer}.` : `The provided PaymentMethod ${pm.id} is attached to a Customer: pass that Customer as \`customer\`.`,
      "payment_method",
    );
  }

  async function createPaymentIntent(params: Params, request: ApiRequest): Promise<PaymentIntent | ApiError> {
    const amount = int(params.amount);
    if (amount === null || amount < 1) return params.amount === undefined ? invalid("Missing required param: amount.", "amount") : invalid("Invalid positive integer", "amount");
    const currency = str(params.currency)?.toLowerCase();
    if (!currency) return invalid("Missing required param: currency.", "currency");
    const customer = str(params.customer);
    if (customer && !customers.has(customer)) return missing("customer", customer, "customer");
    const confirm = params.confirm === "true";
    if (params.off_session !== undefined && !confirm) return invalid("`off_session` can only be used when `confirm=true`.", "off_session");
    const unknown = removedParam(params) ?? notCardsOnly(params);
    if (unknown) return unknown;
    const automatic = record(params.automatic_payment_methods);
    const ref = str(params.payment_method);
    const pm = ref ? paymentMethodFor(ref, "payment_method") : null;
    if (pm && isError(pm)) return pm;
    const refused = pm && notUsableBy(pm, customer);
    if (refused) return refused;
    const intentId = id("pi");
    const allowed = list(params.allowed_payment_method_types).length ? ["card"] : null;
    const intent: PaymentIntent = {
      id: intentId,
      object: "payment_intent",
      allowed_payment_method_types: allowed,
      amount,
      amount_capturable: 0,
      amount_details: { tip: {} },
      amount_received: 0,
      application: null,
      application_fee_amount: null,
      // On by default in this API version.
      automatic_payment_methods: { enabled: automatic.enabled !== "false", ...(automatic.allow_redirects === "never" ? { allow_redirects: "never" as const } : {}) },
      canceled_at: null,
      cancellation_reason: null,
      capture_method: "automatic_async",
      client_secret: `${intentId}_secret_${id("x").slice(2)}`,
      confirmation_method: "automatic",
      created: nowS(),
      currency,
      customer,
      customer_account: null,
      description: str(params.description),
      excluded_payment_method_types: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      managed_payments: null,
      metadata: metadataOf(params.metadata),
      next_action: null,
      on_behalf_of: null,
      payment_method: pm?.id ?? null,
      payment_method_configuration_details: null,
      payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: "automatic" } },
      payment_method_types: ["card"],
      payment_record: null,
      processing: null,
      receipt_email: str(params.receipt_email),
      review: null,
      setup_future_usage: null,
      shipping: null,
      source: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: pm ? "requires_confirmation" : "requires_payment_method",
      transfer_group: null,
    };
    const returnUrl = str(params.return_url);
    paymentIntents.set(intent.id, { intent, idempotencyKey: request.idempotency_key, returnUrl });
    if (!confirm) return intent;
    return attempt(intent, pm, params, request);
  }

  async function confirmPaymentIntent(intentId: string, params: Params, request: ApiRequest): Promise<PaymentIntent | ApiError> {
    const entry = paymentIntents.get(intentId);
    if (!entry) return missing("payment_intent", intentId);
    const unknown = removedParam(params);
    if (unknown) return unknown;
    const intent = entry.intent;
    entry.returnUrl = str(params.return_url) ?? entry.returnUrl;
    if (intent.status !== "requires_payment_method" && intent.status !== "requires_confirmation") {
      return {
        ...invalid(
          `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_confirmation, requires_payment_method.`,
          undefined,
          "payment_intent_unexpected_state",
        ),
        extra: { payment_intent: structuredClone(intent) },
      };
    }
    const ref = str(params.payment_method) ?? (typeof intent.payment_method === "string" ? intent.payment_method : null);
    const pm = ref ? paymentMethodFor(ref, "payment_method") : null;
    if (pm && isError(pm)) return pm;
    const refused = pm && notUsableBy(pm, typeof intent.customer === "string" ? intent.customer : null);
    if (refused) return refused;
    return attempt(intent, pm, params, request);
  }

  /** Charge the intent's card now, with the outcome Stripe gives its test card. */
  async function attempt(intent: PaymentIntent, pm: PaymentMethod | null, params: Params, request: ApiRequest): Promise<PaymentIntent | ApiError> {
    if (!pm) return invalid("You cannot confirm this PaymentIntent because it's missing a payment method. Pass `payment_method`.", "payment_method");
    if (intent.automatic_payment_methods?.enabled && intent.automatic_payment_methods.allow_redirects !== "never" && !paymentIntents.get(intent.id)?.returnUrl) {
      return invalid(
        "This PaymentIntent is configured to accept payment methods enabled in your Dashboard, because automatic_payment_methods is enabled. Some of these payment methods may redirect your customer off of your page and you must provide a `return_url`. If you don't want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.",
        "return_url",
      );
    }
    const behaviour = behaviourOf(pm).charge;
    const offSession = params.off_session === "true" || params.off_session === "one_off" || params.off_session === "recurring";
    intent.payment_method = pm.id;
    if (behaviour === "authenticate" && !offSession) {
      // The cardholder is here: Stripe.js would show the bank's challenge (not played by the stand-in).
      intent.status = "requires_action";
      intent.next_action = { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect" } };
      return intent;
    }
    const decline = behaviour === "ok" ? undefined : behaviour === "authenticate" ? AUTHENTICATION_REQUIRED : behaviour;
    const customer = typeof intent.customer === "string" ? intent.customer : null;
    const charge = newCharge({
      id: id("ch"),
      amount: intent.amount,
      currency: intent.currency,
      paymentIntent: intent.id,
      paymentMethod: pm.id,
      customer,
      email: intent.receipt_email,
      metadata: intent.metadata,
      created: nowS(),
      balanceTransaction: id("txn"),
      decline,
    });
    charges.set(intent.id, charge);
    intent.latest_charge = charge.id;
    if (!decline) {
      intent.status = "succeeded";
      intent.amount_received = intent.amount;
      intent.last_payment_error = null;
      intent.next_action = null;
      await emit("payment_intent.succeeded", intent, request);
      return intent;
    }
    // As on Stripe: the intent waits for another payment method, the failed one named in its error.
    intent.status = "requires_payment_method";
    intent.payment_method = null;
    intent.last_payment_error = { type: "card_error", charge: charge.id, code: decline.code, decline_code: decline.decline_code, doc_url: docUrl(decline.code), message: decline.message, payment_method: pm };
    await emit("payment_intent.payment_failed", intent, request);
    return cardError(decline, { charge: charge.id, payment_intent: structuredClone(intent), payment_method: pm });
  }

  // --- Refunds -----------------------------------------------------------------------------------

  async function refund(params: Params): Promise<Refund | ApiError> {
    const pi = str(params.payment_intent);
    const charge = pi ? charges.get(pi) : [...charges.values()].find((c) => c.id === params.charge);
    if (!charge) return pi ? missing("payment_intent", pi, "payment_intent") : invalid("One of `charge` or `payment_intent` is required.");
    if (!charge.paid) return invalid(`This PaymentIntent (${String(charge.payment_intent)}) does not have a successful charge to refund.`, "payment_intent");
    const left = charge.amount - charge.amount_refunded;
    if (left === 0) return { httpStatus: 400, type: "invalid_request_error", code: "charge_already_refunded", message: `Charge ${charge.id} has already been refunded.` };
    if (refusingRefunds.has(String(charge.payment_intent))) {
      return { httpStatus: 400, type: "invalid_request_error", code: "charge_disputed", message: `Charge ${charge.id} has been charged back; you cannot issue a refund.` };
    }
    const amount = params.amount === undefined ? left : int(params.amount);
    if (amount === null || amount < 1) return invalid("Invalid positive integer", "amount");
    if (amount > left) {
      return invalid(`Refund amount (${money(amount, charge.currency)}) is greater than unrefunded amount on charge (${money(left, charge.currency)})`, "amount");
    }
    const reason = str(params.reason) as Refund["reason"];
    const created: Refund = {
      id: id("re"),
      object: "refund",
      amount,
      balance_transaction: id("txn"),
      charge: charge.id,
      created: nowS(),
      currency: charge.currency,
      customer: null,
      customer_account: null,
      metadata: metadataOf(params.metadata),
      payment_intent: charge.payment_intent,
      payment_method: null,
      reason: reason ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: "succeeded",
      transfer_reversal: null,
    };
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refunds = charge.refunds!;
    refunds.data.unshift(created);
    await emit("charge.refunded", charge);
    return created;
  }

  // --- The API -----------------------------------------------------------------------------------

  type Result = ApiObject | ApiError;
  const routes: [method: string, path: RegExp, handler: (params: Params, ids: string[], request: ApiRequest) => Result | Promise<Result>][] = [
    ["POST", /^\/v1\/checkout\/sessions$/, (params) => createSession(params)],
    ["GET", /^\/v1\/checkout\/sessions\/([^/]+)$/, (_, [cs]) => sessions.get(cs!) ?? missing("checkout.session", cs!)],
    ["POST", /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, (_, [cs]) => (sessions.has(cs!) ? expire(sessions.get(cs!)!) : missing("checkout.session", cs!))],
    ["POST", /^\/v1\/customers$/, (params) => createCustomer(params)],
    ["GET", /^\/v1\/customers\/([^/]+)$/, (_, [cus]) => customers.get(cus!) ?? missing("customer", cus!)],
    ["GET", /^\/v1\/customers\/([^/]+)\/payment_methods$/, (params, [cus]) => paymentMethodsOf(cus!, params)],
    ["GET", /^\/v1\/payment_methods\/([^/]+)$/, (_, [pm]) => paymentMethods.get(pm!) ?? missing("PaymentMethod", pm!)],
    ["POST", /^\/v1\/payment_methods\/([^/]+)\/attach$/, (params, [pm]) => attach(pm!, params)],
    ["GET", /^\/v1\/setup_intents\/([^/]+)$/, (_, [seti]) => setupIntents.get(seti!) ?? missing("setupintent", seti!)],
    ["POST", /^\/v1\/payment_intents$/, (params, _, request) => createPaymentIntent(params, request)],
    ["GET", /^\/v1\/payment_intents\/([^/]+)$/, (_, [pi]) => paymentIntents.get(pi!)?.intent ?? missing("payment_intent", pi!)],
    ["POST", /^\/v1\/payment_intents\/([^/]+)\/confirm$/, (params, [pi], request) => confirmPaymentIntent(pi!, params, request)],
    ["POST", /^\/v1\/refunds$/, (params) => refund(params)],
  ];

  /** The request's answer: a Stripe object or error as JSON. */
  async function api(method: string, path: string, params: Params, request: ApiRequest): Promise<{ status: number; body: unknown }> {
    for (const [m, pattern, handler] of routes) {
      const match = m === method ? pattern.exec(path) : null;
      if (!match) continue;
      const result = await handler(params, match.slice(1), request);
      const out = isError(result) ? result : expand(result, params);
      return isError(out) ? errorBody(out) : { status: 200, body: out };
    }
    return errorBody({ httpStatus: 404, type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` });
  }

  const errorBody = (e: ApiError) => ({
    status: e.httpStatus,
    body: { error: { type: e.type, message: e.message, ...(e.code ? { code: e.code } : {}), ...(e.param ? { param: e.param } : {}), ...e.extra } },
  });

  /** The first fault set for this path, used up by one request. */
  function takeFault(path: string): Fault | null {
    faults = faults.filter((f) => f.until === undefined || f.until > Date.now());
    const fault = faults.find((f) => path.startsWith(f.path));
    if (!fault) return null;
    if (fault.until === undefined) fault.count -= 1;
    faults = faults.filter((f) => f.count > 0);
    return fault;
  }

  async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, path: string, body: string): Promise<void> {
    const requestId = id("req");
    let fault: Fault | null = null;
    const send = async (status: number, json: string, headers: Record<string, string> = {}) => {
      if (fault?.delayMs) await sleep(fault.delayMs);
      // Done, and never answered: what a client sees when the connection breaks after Stripe acted.
      if (fault?.drop) return void req.socket.destroy();
      res.writeHead(status, { "content-type": "application/json", "request-id": requestId, "stripe-version": Stripe.API_VERSION, ...headers });
      res.end(json);
    };
    const auth = req.headers.authorization ?? "";
    const key = auth.startsWith("Bearer ") ? auth.slice(7) : Buffer.from(auth.replace(/^Basic /, ""), "base64").toString().replace(/:$/, "");
    if (key !== o.secretKey) {
      const shown = key ? `${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` : "";
      return send(401, JSON.stringify({ error: { type: "invalid_request_error", message: key ? `Invalid API Key provided: ${shown}` : "You did not provide an API key." } }));
    }
    fault = takeFault(path);
    if (fault?.status) return send(fault.status, JSON.stringify({ error: { type: "api_error", message: "An unknown error occurred (a fault set on the stand-in)." } }));
    const params = parseStripeForm(req.method === "GET" ? new URL(req.url!, base).search.slice(1) : body);
    // Like Stripe: a key answers its first request again, the same params or not at all.
    // Everything below runs without awaiting until the key is taken, so two requests with one
    // key cannot both run: the second, while the first runs, is told to try again (409).
    const idemKey = req.method === "POST" ? req.headers["idempotency-key"] : undefined;
    if (typeof idemKey === "string" && idemKey) {
      const request = `${req.method} ${path} ${JSON.stringify(params)}`;
      const seen = idempotency.get(idemKey);
      if (seen && seen.request !== request) {
        return send(
          400,
          JSON.stringify({
            error: {
              type: "idempotency_error",
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idemKey}' if you meant to execute a different request.`,
            },
          }),
        );
      }
      if (seen?.status === 0) {
        return send(
          409,
          JSON.stringify({
            error: {
              type: "invalid_request_error",
              code: "idempotency_key_in_use",
              message: `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${idemKey}. Please try again later.`,
            },
          }),
        );
      }
      if (seen) return send(seen.status, seen.body, { "idempotent-replayed": "true", "idempotency-key": idemKey });
      const pending = { request, status: 0, body: "" };
      idempotency.set(idemKey, pending);
      const out = await api(req.method!, path, params, { id: requestId, idempotency_key: idemKey });
      pending.status = out.status;
      pending.body = JSON.stringify(out.body);
      return send(out.status, pending.body, { "idempotency-key": idemKey });
    }
    const out = await api(req.method!, path, params, { id: requestId, idempotency_key: null });
    return send(out.status, JSON.stringify(out.body));
  }

  // --- The hosted page ---------------------------------------------------------------------------

  function page(res: http.ServerResponse, status: number, title: string, content: string) {
    res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff;max-width:32rem;margin:2rem auto;padding:0 1rem}
table{border-collapse:collapse;width:100%}td,th{padding:.25rem 0;text-align:left}td:last-child,th:last-child{text-align:right}
button{font:inherit;padding:.6rem 1.4rem;margin:.5rem .5rem 0 0;border-radius:4px;border:2px solid #1a1a1a;cursor:pointer}
.pay{background:#1a1a1a;color:#fff}.cancel{background:#fff;color:#1a1a1a}button:focus-visible{outline:3px solid #0a58ca;outline-offset:2px}
form{display:inline}form.card{display:block}fieldset{border:1px solid #767676;border-radius:4px;margin:1rem 0;padding:.5rem 1rem}
.choice{display:block;margin:.4rem 0}select{font:inherit;margin:0 1rem 0 .25rem}.problem{color:#a40000;font-weight:600}</style></head>
<body><main>${content}</main></body></html>`);
  }

  const cancelForm = (session: Session) => `<form method="post" action="/c/pay/${session.id}/cancel"><button class="cancel" type="submit">Cancel</button></form>`;

  function paymentPage(res: http.ServerResponse, session: Session) {
    const rows = (sessionTerms.get(session.id)?.lines ?? [])
      .map((l) => `<tr><td>${escapeHtml(l.name)} × ${l.quantity}</td><td>${money(l.amount, session.currency!)}</td></tr>`)
      .join("");
    page(
      res,
      200,
      "Pay (Stripe stand-in)",
      `<h1>Pay ${money(session.amount_total!, session.currency!)}</h1>
<p>Stripe stand-in: no card is needed. ${session.customer_email ? `Receipt to ${escapeHtml(session.customer_email)}.` : ""}</p>
<table><caption>Your order</caption><thead><tr><th scope="col">Item</th><th scope="col">Amount</th></tr></thead><tbody>${rows}</tbody>
<tfoot><tr><th scope="row">Total</th><td>${money(session.amount_total!, session.currency!)}</td></tr></tfoot></table>
<form method="post" action="/c/pay/${session.id}/pay"><button class="pay" type="submit">Pay</button></form>
${cancelForm(session)}`,
    );
  }

  function setupPage(res: http.ServerResponse, session: Session, refused?: { status: number; problem: string }) {
    const expiry = defaultExpiry();
    const thisYear = new Date().getUTCFullYear();
    const options = (values: number[], selected: number) => values.map((v) => `<option${v === selected ? " selected" : ""}>${v}</option>`).join("");
    const cards = Object.entries(TEST_CARDS)
      .map(([pm, c], i) => `<label class="choice"><input type="radio" name="payment_method" value="${pm}"${i === 0 ? " checked" : ""}> ${escapeHtml(c.label)} (•••• ${c.last4}, <code>${pm}</code>)</label>`)
      .join("\n");
    page(
      res,
      refused?.status ?? 200,
      "Save a card (Stripe stand-in)",
      `<h1>Save a card</h1>
<p>Stripe stand-in: choose one of Stripe's test cards. It is kept for payments made later, without you.</p>
${refused ? `<p class="problem" role="alert">${escapeHtml(refused.problem)}</p>` : ""}
<form class="card" method="post" action="/c/pay/${session.id}/pay">
<fieldset><legend>Test card</legend>
${cards}
</fieldset>
<fieldset><legend>Expiry date</legend>
<label>Month<select name="exp_month">${options(Array.from({ length: 12 }, (_, i) => i + 1), expiry.month)}</select></label>
<label>Year<select name="exp_year">${options(Array.from({ length: 11 }, (_, i) => thisYear + i), expiry.year)}</select></label>
</fieldset>
<button class="pay" type="submit">Save card</button></form>
${cancelForm(session)}`,
    );
  }

  /** The setup page's "Save card": the chosen test card saved, or the page again with Stripe's message. */
  async function submitSetup(res: http.ServerResponse, session: Session, body: string): Promise<void> {
    const refuse = (status: number, problem: string) => setupPage(res, session, { status, problem });
    const form = setupFormSchema.safeParse(Object.fromEntries(new URLSearchParams(body)));
    if (!form.success) return refuse(400, "Choose one of the test cards and an expiry date.");
    const fallback = defaultExpiry();
    const expiry = { month: form.data.exp_month ?? fallback.month, year: form.data.exp_year ?? fallback.year };
    const now = new Date();
    if (expiry.year * 12 + expiry.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return refuse(400, "Your card's expiration date is in the past.");
    const declined = await saveCard(session, form.data.payment_method as TestCardId, expiry);
    if (declined) return refuse(402, declined.message);
    redirect(res, session.success_url!.replace("{CHECKOUT_SESSION_ID}", session.id));
  }

  async function handlePage(req: http.IncomingMessage, res: http.ServerResponse, sessionId: string, action: string | undefined, body: string): Promise<void> {
    const session = sessions.get(sessionId);
    if (!session) return page(res, 404, "Not found", "<h1>Not found</h1><p>This Checkout Session does not exist.</p>");
    if (session.status !== "open") {
      return page(res, 410, "No longer available", `<h1>No longer available</h1><p>This Checkout Session is ${escapeHtml(String(session.status))}.</p>`);
    }
    if (req.method === "POST" && action === "pay") {
      if (session.mode === "setup") return submitSetup(res, session, body);
      await pay(session);
      return redirect(res, session.success_url!.replace("{CHECKOUT_SESSION_ID}", session.id));
    }
    if (req.method === "POST" && action === "cancel") {
      // Like Stripe's back link: the session stays open until it expires.
      if (session.cancel_url) return redirect(res, session.cancel_url.replace("{CHECKOUT_SESSION_ID}", session.id));
      return page(res, 200, "Cancelled", "<h1>Cancelled</h1><p>You may close this page.</p>");
    }
    return session.mode === "setup" ? setupPage(res, session) : paymentPage(res, session);
  }

  const redirect = (res: http.ServerResponse, location: string) => {
    res.writeHead(303, { location });
    res.end();
  };

  // --- The stand-in's own controls, for tests ----------------------------------------------------

  const json = (res: http.ServerResponse, status: number, value: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(value));
  };

  function recordedPaymentIntents(query: URLSearchParams): RecordedPaymentIntent[] {
    const key = query.get("idempotency_key");
    const metadata = metadataOf(parseStripeForm(query.toString()).metadata);
    return [...paymentIntents.values()]
      .filter(({ intent, idempotencyKey }) => (key === null || idempotencyKey === key) && Object.entries(metadata).every(([k, v]) => intent.metadata[k] === v))
      .map(({ intent, idempotencyKey }) => ({ id: intent.id, status: intent.status, amount: intent.amount, customer: intent.customer, metadata: intent.metadata, idempotency_key: idempotencyKey }));
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", base);
    const path = url.pathname;
    let m: RegExpExecArray | null;
    if (path.startsWith("/v1/")) return handleApi(req, res, path, body);
    if ((m = /^\/c\/pay\/([\w]+)(?:\/(pay|cancel))?$/.exec(path))) return handlePage(req, res, m[1]!, m[2], body);
    if (req.method === "GET" && path === "/_standin/events") return json(res, 200, { events: [...events.values()], deliveries });
    if (req.method === "POST" && (m = /^\/_standin\/events\/([\w]+)\/resend$/.exec(path))) {
      const event = events.get(m[1]!);
      if (event) await deliver(event);
      return json(res, event ? 200 : 404, deliveries.filter((d) => d.eventId === m![1]));
    }
    if (req.method === "POST" && path === "/_standin/refuse-refunds") {
      const form = parseStripeForm(body);
      const pi = str(form.payment_intent);
      if (pi && form.refuse === "false") refusingRefunds.delete(pi);
      else if (pi) refusingRefunds.add(pi);
      return json(res, pi ? 200 : 400, { refusing: [...refusingRefunds] });
    }
    if (req.method === "GET" && path === "/_standin/payment_intents") return json(res, 200, { payment_intents: recordedPaymentIntents(url.searchParams) });
    if (path === "/_standin/faults") {
      if (req.method === "POST") {
        let input: unknown;
        try {
          input = JSON.parse(body || "{}");
        } catch {
          input = null;
        }
        const fault = faultSchema.safeParse(input);
        if (!fault.success) return json(res, 400, { error: fault.error.message });
        faults.push({ ...fault.data, ...(fault.data.forMs ? { until: Date.now() + fault.data.forMs } : {}) });
      } else if (req.method === "DELETE") faults = [];
      return json(res, 200, { faults });
    }
    res.writeHead(404, { "content-type": "text/plain" });
    res.end("Not found");
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((e: Error) => {
      log(`${req.method} ${req.url}: ${e.stack ?? e.message}`);
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { type: "api_error", message: e.message } }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(o.port, host, () => resolve());
  });
  base = `http://${host}:${(server.address() as AddressInfo).port}`;

  // Open sessions past their expiry expire, as on Stripe.
  const sweep = setInterval(() => {
    for (const s of sessions.values()) if (s.status === "open" && s.expires_at <= nowS()) void expire(s);
  }, 1_000);
  sweep.unref();

  return {
    url: base,
    stop: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweep);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
