"use client";
// The checkout form. The cart comes from the browser's stored state, but only as ids, choices and
// quantities: the summary is priced by the server (quoteOrder), and placing the order prices it
// again inside the transaction that takes the stock (placeOrder). One idempotency key per visit,
// so a double click or a retry after a lost answer makes one order. Its sections are files of their
// own: checkout-address.tsx, checkout-delivery.tsx, checkout-payment.tsx, checkout-summary.tsx.
//
// The cart's promotion code goes with the quote and the order; the server decides each time. An
// order is placed with the code only while the summary shows it applied, so "Place order" buys at
// the total on screen: a code the summary refuses is left out, and one that stopped applying
// between the summary and the order ("code-refused": nothing was ordered) is said in an alert,
// the summary is priced again, and the next "Place order" goes by that summary. The key stays:
// the refused attempt wrote nothing under it.
import { useEffect, useRef, useState, useTransition, type FormEvent } from "react";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { nanoid } from "nanoid";
import type { AddressTexts, CountryOption } from "@/components/ui/address-fields";
import { EmptyPanel } from "@/components/ui/empty-panel";
import { FieldFrame } from "@/components/ui/form";
import { Loading } from "@/components/ui/spinner";
import { useRestored, useShop, useShopActions, useShopTexts } from "@/components/ui/shop-state/shop-state-provider";
import { placeOrder, quoteOrder, type QuotedOrder } from "@/lib/actions/orders";
import { formatPrice } from "@/lib/format";
import { fill } from "@/lib/i18n/format";
import type { Messages } from "@/lib/i18n/messages";
import type { ShippingMethod } from "@/lib/orders/config";
import type { PaymentMethod } from "@/lib/orders/payments";
import type { LineProblem } from "@/lib/orders/pricing";
import type { PlaceOrderInput } from "@/lib/orders/schema";
import { usState } from "@/lib/orders/tax";
import { ROUTES, checkoutConfirmationHref } from "@/lib/routes";
import type { Address, Country } from "@/lib/users/schema";
import { toOrderLine } from "@/lib/cart/check";
import { addressChoice, CheckoutAddress, NEW, type Part } from "./checkout-address";
import { DeliveryAddress, DeliveryMethod } from "./checkout-delivery";
import { PaymentChoice } from "./checkout-payment";
import { CheckoutSummary, type PromotionTexts } from "./checkout-summary";
import own from "./checkout.module.css";

export type CheckoutTexts = Messages["Checkout"];

type Props = {
  texts: CheckoutTexts;
  promotionTexts: PromotionTexts;
  accountTexts: AddressTexts;
  addresses: Address[];
  countries: CountryOption[];
  email: string;
  /** Set when the account already holds this many unpaid orders, as many as it may (placing an order decides again). */
  unpaidLimit?: number;
  /** The payment methods the shop takes now (decided on the server; placing an order checks again). */
  paymentMethods: readonly PaymentMethod[];
};

/** `codeRefused`: the code stopped applying as the order was placed (the server's words, with the new total). */
type Answer = { message: string; fieldErrors: Record<string, string>; problems: LineProblem[]; unpaidLimit?: number; codeRefused?: string };
const NO_ANSWER: Answer = { message: "", fieldErrors: {}, problems: [] };

export function CheckoutForm({ texts: t, promotionTexts, accountTexts, addresses, countries, email, unpaidLimit, paymentMethods }: Props) {
  const restored = useRestored();
  const lines = useShop((s) => s.cart.cartItems);
  const code = useShop((s) => s.cart.code);
  const { locale, colorName } = useShopTexts();
  const actions = useShopActions();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  const codeNotice = useRef<HTMLDivElement>(null);

  const initial = addresses.find((a) => a.isDefault)?.id ?? addresses[0]?.id ?? NEW;
  const [billing, setBilling] = useState(initial);
  const [shipSame, setShipSame] = useState(true);
  const [shipping, setShipping] = useState(initial);
  const [typedCountry, setTypedCountry] = useState<Record<Part, string>>({ billing: "", shipping: "" });
  const [typedRegion, setTypedRegion] = useState<Record<Part, string>>({ billing: "", shipping: "" });
  const [method, setMethod] = useState<ShippingMethod>("standard");
  const [payment, setPayment] = useState<PaymentMethod>("cash-on-delivery");
  const [quote, setQuote] = useState<{ key: string; pricing?: QuotedOrder; failed?: boolean }>({ key: "" });
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer>(NO_ANSWER);
  const [placed, setPlaced] = useState(false);
  const [placing, startPlacing] = useTransition();
  // One key for this visit's order: sent again on a retry, so the server makes one order.
  const [idempotencyKey] = useState(() => nanoid());
  // Gifts for a registry (the server refuses gifts for two registries in one order).
  const giftFor = lines.find((l) => l.registry)?.registry;
  const [shipToParents, setShipToParents] = useState(true);
  const [hideName, setHideName] = useState(false);
  const toParents = giftFor !== undefined && shipToParents;

  // Where the parcel goes decides the delivery price and the tax: the saved or typed country and
  // state of that address (the parents' address is known to the server only: it prices their
  // parcel itself). Only a recognised US state changes the quote, not each key typed.
  const shipPart: Part = shipSame ? "billing" : "shipping";
  const shipChoice = shipSame ? billing : shipping;
  const saved = addresses.find((a) => a.id === shipChoice);
  const country = ((shipChoice === NEW ? typedCountry[shipPart] : saved?.country) || "US") as Country;
  const region = (country === "US" && usState(shipChoice === NEW ? typedRegion[shipPart] : saved?.region)) || "";
  const orderLines = lines.map(toOrderLine);
  const quoteInput = { lines: orderLines, shippingMethod: method, country, region, shipToParents: toParents };
  const quoteKey = JSON.stringify([quoteInput, code ?? null, attempt]);

  useEffect(() => {
    if (!restored || orderLines.length === 0) return;
    let cancelled = false;
    quoteOrder({ ...quoteInput, ...(code ? { code } : {}) }).then(
      (r) => !cancelled && setQuote(r.ok ? { key: quoteKey, pricing: r.data } : { key: quoteKey, failed: true }),
      () => !cancelled && setQuote({ key: quoteKey, failed: true }),
    );
    return () => {
      cancelled = true;
    };
    // quoteKey holds every input of the quote.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored, quoteKey]);

  // An answer to "Place order", once it is on the page: focus its first field to fix, its alert, or the status line.
  useEffect(() => {
    if (answer === NO_ANSWER) return;
    const first = Object.keys(answer.fieldErrors)[0];
    const field = first ? formRef.current?.querySelector<HTMLElement>(`[name="${first.replace(".address.", ".")}"]`) : null;
    const alert = answer.unpaidLimit !== undefined ? notice.current : answer.codeRefused ? codeNotice.current : null;
    (field ?? alert ?? status.current)?.focus();
  }, [answer]);

  if (!restored) return <Loading label={t.loading} />;
  if (placed) return <Loading label={t.placing} />;
  if (lines.length === 0) {
    return (
      <EmptyPanel art="bag" title={t.emptyTitle} text={t.emptyText}>
        <Link href={ROUTES.shop} className="button">
          {t.continueShopping}
        </Link>
      </EmptyPanel>
    );
  }

  const current = quote.key === quoteKey ? quote : undefined;
  const pricing = current?.pricing;
  const price = (cents: number) => formatPrice(cents, locale);
  const problems = answer.problems.length > 0 ? answer.problems : pricing && !pricing.ok ? pricing.problems : [];
  const goods = pricing?.ok ? pricing.subtotal - pricing.discount : undefined;
  // The order goes with the code only while the summary shows it applied (the total on screen).
  const withCode = code !== undefined && pricing?.ok === true && !pricing.codeRefusal;

  /** The coupon field at checkout: the code is priced with this delivery (a free express delivery needs express). */
  async function applyCode(typed: string) {
    const r = await quoteOrder({ ...quoteInput, code: typed });
    if (!r.ok) return { ok: false as const, message: promotionTexts.failed };
    if (r.data.ok && "codeRefusalText" in r.data) return { ok: false as const, message: r.data.codeRefusalText };
    await actions.setCode(typed);
    return { ok: true as const };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input: PlaceOrderInput = {
      idempotencyKey,
      lines: orderLines,
      billing: addressChoice(data, "billing", billing),
      shipping: shipSame || toParents ? { kind: "same" } : addressChoice(data, "shipping", shipping),
      shippingMethod: method,
      paymentMethod: payment,
      notes: String(data.get("notes") ?? ""),
      ...(giftFor ? { gift: { shipToParents, hideName } } : {}),
      ...(withCode ? { code } : {}),
    };
    startPlacing(async () => {
      const result = await placeOrder(input).catch(() => null);
      if (result?.ok && result.data.status === "placed") {
        setPlaced(true);
        await actions.clearCart();
        // A card order: on to Stripe's page (another site), which brings the shopper back to the confirmation.
        if (result.data.payUrl) window.location.assign(result.data.payUrl);
        else router.push(checkoutConfirmationHref(result.data.orderId));
        return;
      }
      const next: Answer = !result
        ? { ...NO_ANSWER, message: t.errors.failed }
        : !result.ok
          ? { message: result.message, fieldErrors: result.fieldErrors ?? {}, problems: [] }
          : result.data.status === "unpaid-limit"
            ? { ...NO_ANSWER, unpaidLimit: result.data.limit }
            : result.data.status === "code-refused"
              ? { ...NO_ANSWER, codeRefused: result.data.message }
              : { ...NO_ANSWER, message: t.problems.heading, problems: result.data.status === "unavailable" ? result.data.problems : [] };
      setAnswer(next);
      setAttempt((a) => a + 1); // prices or stock may have moved: quote again
    });
  }

  const address = (part: Part, choice: string, onChoose: (id: string) => void) => (
    <CheckoutAddress
      part={part}
      texts={t}
      addressTexts={accountTexts}
      addresses={addresses}
      countries={countries}
      choice={choice}
      onChoose={onChoose}
      onCountryChange={(c) => setTypedCountry((typed) => ({ ...typed, [part]: c }))}
      fieldErrors={answer.fieldErrors}
    />
  );

  // The typed region of a new address (its state decides the tax in the summary).
  const trackRegion = (event: FormEvent<HTMLFormElement>) => {
    const { name, value } = event.target as HTMLInputElement;
    const part = /^(billing|shipping)\.region$/.exec(name)?.[1] as Part | undefined;
    if (part) setTypedRegion((typed) => ({ ...typed, [part]: value }));
  };

  return (
    <form ref={formRef} onSubmit={submit} onChange={trackRegion} noValidate className={own.layout}>
      <div className={own.steps}>
        <p className={own.signedIn}>{fill(t.signedInAs, { email })}</p>
        <section aria-labelledby="checkout-billing" className={own.step}>
          <h2 id="checkout-billing">{t.billing.heading}</h2>
          {address("billing", billing, setBilling)}
        </section>

        <section aria-labelledby="checkout-shipping" className={own.step}>
          <h2 id="checkout-shipping">{t.shipping.heading}</h2>
          <DeliveryAddress
            texts={t}
            giftFor={giftFor}
            shipToParents={shipToParents}
            onShipToParents={setShipToParents}
            hideName={hideName}
            onHideName={setHideName}
            shipSame={shipSame}
            onShipSame={setShipSame}
            shippingAddress={address("shipping", shipping, setShipping)}
          />
        </section>

        <section aria-labelledby="checkout-method" className={own.step}>
          <h2 id="checkout-method">{t.method.heading}</h2>
          <DeliveryMethod texts={t} method={method} onMethod={setMethod} country={country} goods={goods} toParents={toParents} price={price} />
        </section>

        <section aria-labelledby="checkout-payment" className={own.step}>
          <h2 id="checkout-payment">{t.payment.heading}</h2>
          <PaymentChoice methods={paymentMethods} texts={t} payment={payment} onPayment={setPayment} />
        </section>

        <div className={own.step}>
          <FieldFrame id="checkout-notes" label={t.notes.label} note={accountTexts.optional} hint={t.notes.hint} error={answer.fieldErrors.notes}>
            {(control) => <textarea name="notes" rows={3} maxLength={1000} {...control} />}
          </FieldFrame>
        </div>
      </div>

      <CheckoutSummary
        texts={t}
        promotionTexts={promotionTexts}
        code={code}
        onApplyCode={applyCode}
        onRemoveCode={() => void actions.removeCode()}
        codeRefused={answer.codeRefused}
        codeNoticeRef={codeNotice}
        lines={lines}
        quote={current}
        onRetry={() => setAttempt((a) => a + 1)}
        problems={problems}
        message={answer.problems.length === 0 ? answer.message : ""}
        statusRef={status}
        unpaidLimit={
          answer.unpaidLimit !== undefined
            ? { limit: answer.unpaidLimit, refused: true }
            : unpaidLimit !== undefined
              ? { limit: unpaidLimit, refused: false }
              : undefined
        }
        noticeRef={notice}
        placing={placing}
        price={price}
        colorName={colorName}
        locale={locale}
      />
    </form>
  );
}
