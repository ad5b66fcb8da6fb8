// A local stand-in for the few Stripe API endpoints the shop calls (dev and test only: this
// machine cannot reach Stripe, and stripe-mock is in neither npm nor Debian). The shop's `stripe`
// client is pointed here by STRIPE_API_URL (lib/payments/stripe.ts). It answers with the API's own
// JSON shapes (typed against the `stripe` package), keeps Idempotency-Key like Stripe, serves a
// plain hosted page with "Pay" and "Cancel", and sends each event SIGNED with the webhook secret
// the way Stripe signs (the package's own generateTestHeaderString) to the shop's webhook URL.
//
//   POST /v1/checkout/sessions              create (mode "payment", line_items with price_data)
//   GET  /v1/checkout/sessions/:id          retrieve
//   POST /v1/checkout/sessions/:id/expire   expire an open session -> checkout.session.expired
//   POST /v1/refunds                        refund a paid session's payment -> charge.refunded
//   GET  /c/pay/:id                         the hosted page; its "Pay" -> checkout.session.completed
//                                           and a 303 to success_url, "Cancel" -> 303 to cancel_url
//   GET  /_standin/events                   every event sent, with each delivery's HTTP status
//   POST /_standin/events/:id/resend        deliver an event again (Stripe retries; tests replay)
//   POST /_standin/refuse-refunds           payment_intent=pi_...[&refuse=false]: refuse (or allow
//                                           again) refunds of that payment, as Stripe refuses one of
//                                           a disputed charge: how a test makes a refund fail
//
// Not covered (Stripe does these, the stand-in does not): card details, 3-D Secure, declines,
// delayed payment methods (async_payment_*), retries of failed deliveries, events out of order,
// partial captures, disputes, every other endpoint and parameter. An open session past its
// expires_at is expired by a sweep every second, as Stripe does within minutes.
// Unlike Stripe, it delivers each event before it answers the request that caused it, so a test
// sees the effect at once; the shop must not rely on that (Stripe delivers later).
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

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

type Session = Stripe.Checkout.Session;
type Charge = Stripe.Charge;
type Refund = Stripe.Refund;
type ApiError = { httpStatus: number; type: string; message: string; code?: string; param?: string };

const SESSION_MIN_S = 30 * 60;
const SESSION_MAX_S = 24 * 60 * 60;

const id = (prefix: string) => `${prefix}_${randomBytes(18).toString("base64url").replace(/[-_]/g, "").slice(0, 24)}`;
const nowS = () => Math.floor(Date.now() / 1000);

/** A Stripe form body (`a[b][0][c]=x`, as stripe-node encodes) as nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

const record = (v: unknown): Record<string, unknown> => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const int = (v: unknown): number | null => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : null);
const metadataOf = (v: unknown): Record<string, string> => Object.fromEntries(Object.entries(record(v)).filter((e): e is [string, string] => typeof e[1] === "string"));

const invalid = (message: string, param?: string): ApiError => ({ httpStatus: 400, type: "invalid_request_error", message, ...(param ? { param } : {}) });
const missing = (what: string, value: string, param = "id"): ApiError => ({
  httpStatus: 404,
  type: "invalid_request_error",
  code: "resource_missing",
  message: `No such ${what}: '${value}'`,
  param,
});

/** The session's amounts from its line items, or the first parameter that is wrong. */
function priceLines(params: Record<string, unknown>): { currency: string; total: number; names: { name: string; quantity: number; amount: number }[] } | ApiError {
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

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

export async function startStripeStandin(o: StripeStandinOptions): Promise<StripeStandin> {
  const host = o.host ?? "127.0.0.1";
  const log = o.log ?? (() => {});
  const stripe = new Stripe(o.secretKey);
  const sessions = new Map<string, Session>();
  const lines = new Map<string, { name: string; quantity: number; amount: number }[]>();
  const charges = new Map<string, Charge>(); // by payment intent
  const events = new Map<string, Stripe.Event>();
  const deliveries: Delivery[] = [];
  const idempotency = new Map<string, { request: string; status: number; body: string }>();
  const refusingRefunds = new Set<string>(); // payment intents
  let base = "";

  async function deliver(event: Stripe.Event): Promise<void> {
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

  function emit(type: "checkout.session.completed" | "checkout.session.expired" | "charge.refunded", object: Session | Charge): Promise<void> {
    const event = {
      id: id("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: nowS(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    } as Stripe.Event;
    events.set(event.id, event);
    return deliver(event);
  }

  function createSession(params: Record<string, unknown>): Session | ApiError {
    if (params.mode !== "payment") return invalid("The stand-in supports mode=payment only.", "mode");
    const successUrl = str(params.success_url);
    if (!successUrl) return invalid("Missing required param: success_url.", "success_url");
    const priced = priceLines(params);
    if ("httpStatus" in priced) return priced;
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
      allowed_payment_method_types: null,
      amount_subtotal: priced.total,
      amount_total: priced.total,
      automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      billing_address_collection: null,
      cancel_url: str(params.cancel_url),
      client_reference_id: str(params.client_reference_id),
      client_secret: null,
      collected_information: null,
      consent: null,
      consent_collection: null,
      created,
      currency: priced.currency,
      currency_conversion: null,
      custom_fields: [],
      custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
      customer: null,
      customer_account: null,
      customer_creation: "if_required",
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
      mode: "payment",
      origin_context: null,
      payment_intent: null,
      payment_link: null,
      payment_method_collection: "if_required",
      payment_method_configuration_details: null,
      payment_method_options: {},
      payment_method_types: ["card"],
      payment_status: "unpaid",
      permissions: null,
      recovered_from: null,
      saved_payment_method_options: null,
      setup_intent: null,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_options: [],
      status: "open",
      submit_type: null,
      subscription: null,
      success_url: successUrl,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: "hosted",
      url: `${base}/c/pay/${sessionId}`,
      wallet_options: null,
    };
    sessions.set(session.id, session);
    lines.set(session.id, priced.names);
    return session;
  }

  async function expire(session: Session): Promise<Session | ApiError> {
    if (session.status !== "open") return invalid(`Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`);
    session.status = "expired";
    session.url = null;
    await emit("checkout.session.expired", session);
    return session;
  }

  async function pay(session: Session): Promise<void> {
    const paymentIntent = id("pi");
    session.status = "complete";
    session.payment_status = "paid";
    session.payment_intent = paymentIntent;
    session.url = null;
    session.customer_details = {
      address: null,
      business_name: null,
      email: session.customer_email,
      individual_name: null,
      name: null,
      phone: null,
      tax_exempt: "none",
      tax_ids: [],
    };
    charges.set(paymentIntent, newCharge(session, paymentIntent));
    await emit("checkout.session.completed", session);
  }

  async function refund(params: Record<string, unknown>): Promise<Refund | ApiError> {
    const pi = str(params.payment_intent);
    const charge = pi ? charges.get(pi) : [...charges.values()].find((c) => c.id === params.charge);
    if (!charge) return pi ? missing("payment_intent", pi, "payment_intent") : invalid("One of `charge` or `payment_intent` is required.");
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

  /** The request's answer: a Stripe object or error as JSON. */
  async function api(method: string, path: string, params: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
    const answer = (r: { object: string } | ApiError) => ("httpStatus" in r ? errorBody(r) : { status: 200, body: r });
    let m: RegExpExecArray | null;
    if (method === "POST" && path === "/v1/checkout/sessions") return answer(createSession(params));
    if ((m = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path))) {
      const session = sessions.get(m[1]!);
      if (!session) return errorBody(missing("checkout.session", m[1]!));
      if (method === "GET" && !m[2]) return answer(session);
      if (method === "POST" && m[2]) return answer(await expire(session));
    }
    if (method === "POST" && path === "/v1/refunds") return answer(await refund(params));
    return errorBody({ httpStatus: 404, type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` });
  }

  const errorBody = (e: ApiError) => ({ status: e.httpStatus, body: { error: { type: e.type, message: e.message, ...(e.code ? { code: e.code } : {}), ...(e.param ? { param: e.param } : {}) } } });

  async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, path: string, body: string): Promise<void> {
    const send = (status: number, json: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": id("req"), "stripe-version": Stripe.API_VERSION, ...headers });
      res.end(json);
    };
    const auth = req.headers.authorization ?? "";
    const key = auth.startsWith("Bearer ") ? auth.slice(7) : Buffer.from(auth.replace(/^Basic /, ""), "base64").toString().replace(/:$/, "");
    if (key !== o.secretKey) {
      const shown = key ? `${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` : "";
      send(401, JSON.stringify({ error: { type: "invalid_request_error", message: key ? `Invalid API Key provided: ${shown}` : "You did not provide an API key." } }));
      return;
    }
    const params = parseStripeForm(req.method === "GET" ? new URL(req.url!, base).search.slice(1) : body);
    // Like Stripe: a key answers its first request again, the same params or not at all.
    // Everything below runs without awaiting until the key is taken, so two requests with one
    // key cannot both run.
    const idemKey = req.method === "POST" ? req.headers["idempotency-key"] : undefined;
    if (typeof idemKey === "string" && idemKey) {
      const request = `${req.method} ${path} ${JSON.stringify(params)}`;
      const seen = idempotency.get(idemKey);
      if (seen && seen.request !== request) {
        send(400, JSON.stringify({
          error: {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idemKey}' if you meant to execute a different request.`,
          },
        }));
        return;
      }
      if (seen) {
        send(seen.status, seen.body, { "idempotent-replayed": "true", "idempotency-key": idemKey });
        return;
      }
      const pending = { request, status: 0, body: "" };
      idempotency.set(idemKey, pending);
      const out = await api(req.method!, path, params);
      pending.status = out.status;
      pending.body = JSON.stringify(out.body);
      send(out.status, pending.body, { "idempotency-key": idemKey });
      return;
    }
    const out = await api(req.method!, path, params);
    send(out.status, JSON.stringify(out.body));
  }

  function page(res: http.ServerResponse, status: number, title: string, content: string) {
    res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff;max-width:32rem;margin:2rem auto;padding:0 1rem}
table{border-collapse:collapse;width:100%}td,th{padding:.25rem 0;text-align:left}td:last-child,th:last-child{text-align:right}
button{font:inherit;padding:.6rem 1.4rem;margin:.5rem .5rem 0 0;border-radius:4px;border:2px solid #1a1a1a;cursor:pointer}
.pay{background:#1a1a1a;color:#fff}.cancel{background:#fff;color:#1a1a1a}button:focus-visible{outline:3px solid #0a58ca;outline-offset:2px}
form{display:inline}</style></head>
<body><main>${content}</main></body></html>`);
  }

  async function handlePage(req: http.IncomingMessage, res: http.ServerResponse, sessionId: string, action: string | undefined): Promise<void> {
    const session = sessions.get(sessionId);
    if (!session) return page(res, 404, "Not found", "<h1>Not found</h1><p>This Checkout Session does not exist.</p>");
    if (session.status !== "open") {
      return page(res, 410, "No longer available", `<h1>No longer available</h1><p>This Checkout Session is ${escapeHtml(String(session.status))}.</p>`);
    }
    if (req.method === "POST" && action === "pay") {
      await pay(session);
      return redirect(res, session.success_url!.replace("{CHECKOUT_SESSION_ID}", session.id));
    }
    if (req.method === "POST" && action === "cancel") {
      // Like Stripe's back link: the session stays open until it expires.
      if (session.cancel_url) return redirect(res, session.cancel_url.replace("{CHECKOUT_SESSION_ID}", session.id));
      return page(res, 200, "Cancelled", "<h1>Cancelled</h1><p>You may close this page.</p>");
    }
    const rows = (lines.get(session.id) ?? [])
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
<form method="post" action="/c/pay/${session.id}/cancel"><button class="cancel" type="submit">Cancel</button></form>`,
    );
  }

  const redirect = (res: http.ServerResponse, location: string) => {
    res.writeHead(303, { location });
    res.end();
  };

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const path = new URL(req.url ?? "/", base).pathname;
    let m: RegExpExecArray | null;
    if (path.startsWith("/v1/")) return handleApi(req, res, path, body);
    if ((m = /^\/c\/pay\/([\w]+)(?:\/(pay|cancel))?$/.exec(path))) return handlePage(req, res, m[1]!, m[2]);
    if (req.method === "GET" && path === "/_standin/events") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ events: [...events.values()], deliveries }));
      return;
    }
    if (req.method === "POST" && (m = /^\/_standin\/events\/([\w]+)\/resend$/.exec(path))) {
      const event = events.get(m[1]!);
      if (event) await deliver(event);
      res.writeHead(event ? 200 : 404, { "content-type": "application/json" });
      res.end(JSON.stringify(deliveries.filter((d) => d.eventId === m![1])));
      return;
    }
    if (req.method === "POST" && path === "/_standin/refuse-refunds") {
      const form = parseStripeForm(body);
      const pi = str(form.payment_intent);
      if (pi && form.refuse === "false") refusingRefunds.delete(pi);
      else if (pi) refusingRefunds.add(pi);
      res.writeHead(pi ? 200 : 400, { "content-type": "application/json" });
      res.end(JSON.stringify({ refusing: [...refusingRefunds] }));
      return;
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

function newCharge(session: Session, paymentIntent: string): Charge {
  const created = nowS();
  const chargeId = id("ch");
  return {
    id: chargeId,
    object: "charge",
    amount: session.amount_total!,
    amount_captured: session.amount_total!,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: id("txn"),
    billing_details: { address: null, email: session.customer_email, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: "FLONE BABY SHOP",
    captured: true,
    created,
    currency: session.currency!,
    customer: null,
    description: null,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata: {},
    on_behalf_of: null,
    outcome: null,
    paid: true,
    payment_intent: paymentIntent,
    payment_method: id("pm"),
    payment_method_details: null,
    receipt_email: session.customer_email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    refunds: { object: "list", data: [], has_more: false, url: `/v1/charges/${chargeId}/refunds` },
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: "succeeded",
    transfer_data: null,
    transfer_group: null,
  };
}
