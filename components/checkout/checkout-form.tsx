"use client";
// The checkout form. The cart comes from the browser's stored state, but only as ids, choices and
// quantities: the summary is priced by the server (quoteOrder), and placing the order prices it
// again inside the transaction that takes the stock (placeOrder). One idempotency key per visit,
// so a double click or a retry after a lost answer makes one order.
import { useEffect, useRef, useState, useTransition, type FormEvent, type ReactNode } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { nanoid } from "nanoid";
import { ADDRESS_FIELDS, AddressFields, type AddressField, type CountryOption } from "@/components/account/address-fields";
import { describedBy, FieldFrame, fill, Status, type AccountTexts } from "@/components/account/form-parts";
import styles from "@/components/account/account.module.css";
import { EmptyState } from "@/components/shopping/empty-state";
import { Loading } from "@/components/shopping/loading";
import { useRestored, useShop, useShopActions, useShopTexts } from "@/components/shopping/shop-state-provider";
import { placeOrder, quoteOrder } from "@/lib/actions/orders";
import { formatPrice, formatTaxRate } from "@/lib/format";
import type { Messages } from "@/lib/i18n/messages";
import { SHIPPING_METHODS, SHIPPING_RATES, shippingCost, shippingZone, type ShippingMethod } from "@/lib/orders/config";
import { PAYMENT_METHODS, type PaymentMethod } from "@/lib/orders/payments";
import type { LineProblem, Pricing } from "@/lib/orders/pricing";
import type { AddressChoice, PlaceOrderInput } from "@/lib/orders/schema";
import { taxLabelKey, usState } from "@/lib/orders/tax";
import { ROUTES, accountHref, checkoutConfirmationHref } from "@/lib/routes";
import type { Address, Country } from "@/lib/schemas";
import type { CartLine } from "@/stores/rules";
import own from "./checkout.module.css";

export type CheckoutTexts = Messages["Checkout"];

type Props = {
  texts: CheckoutTexts;
  accountTexts: AccountTexts;
  addresses: Address[];
  countries: CountryOption[];
  email: string;
  /** Set when the account already holds this many unpaid orders, as many as it may (placing an order decides again). */
  unpaidLimit?: number;
};

const NEW = "new";
type Part = "billing" | "shipping";

const toLine = (l: CartLine) => ({
  id: l.id,
  ...(l.selectedProductColor !== undefined ? { color: l.selectedProductColor } : {}),
  ...(l.selectedProductSize !== undefined ? { size: l.selectedProductSize } : {}),
  quantity: l.quantity,
  ...(l.registry ? { registry: { slug: l.registry.slug, itemId: l.registry.itemId } } : {}),
});

/** The typed address of one part, read from the form (the server parses and trims it). */
function addressChoice(data: FormData, part: Part, choice: string): AddressChoice {
  if (choice !== NEW) return { kind: "saved", id: choice };
  const read = (f: AddressField) => String(data.get(`${part}.${f}`) ?? "");
  const address = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, read(f)])) as Record<AddressField, string>;
  return { kind: "new", address: { ...address, country: address.country as Country }, save: data.get(`${part}.save`) === "on" };
}

/** Server field errors ("billing.address.street") for one part's fields ("street"). */
function errorsOf(fieldErrors: Record<string, string>, part: Part): Partial<Record<AddressField, string>> {
  const prefix = `${part}.address.`;
  return Object.fromEntries(Object.entries(fieldErrors).filter(([k]) => k.startsWith(prefix)).map(([k, v]) => [k.slice(prefix.length), v]));
}

/** One radio choice of a list: the whole row is its label. */
function Choice({ name, value, checked, onChoose, describedBy, children }: { name: string; value: string; checked: boolean; onChoose: () => void; describedBy?: string; children: ReactNode }) {
  return (
    <li>
      <label className={own.choice}>
        <input type="radio" name={name} value={value} checked={checked} onChange={onChoose} aria-describedby={describedBy} />
        <span>{children}</span>
      </label>
    </li>
  );
}

type Answer = { message: string; fieldErrors: Record<string, string>; problems: LineProblem[]; unpaidLimit?: number };
const NO_ANSWER: Answer = { message: "", fieldErrors: {}, problems: [] };

export function CheckoutForm({ texts: t, accountTexts, addresses, countries, email, unpaidLimit }: Props) {
  const restored = useRestored();
  const lines = useShop((s) => s.cart.cartItems);
  const { locale, colorName } = useShopTexts();
  const actions = useShopActions();
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const notice = useRef<HTMLDivElement>(null);

  const initial = addresses.find((a) => a.isDefault)?.id ?? addresses[0]?.id ?? NEW;
  const [billing, setBilling] = useState(initial);
  const [shipSame, setShipSame] = useState(true);
  const [shipping, setShipping] = useState(initial);
  const [typedCountry, setTypedCountry] = useState<Record<Part, string>>({ billing: "", shipping: "" });
  const [typedRegion, setTypedRegion] = useState<Record<Part, string>>({ billing: "", shipping: "" });
  const [method, setMethod] = useState<ShippingMethod>("standard");
  const [payment, setPayment] = useState<PaymentMethod>("cash-on-delivery");
  const [quote, setQuote] = useState<{ key: string; pricing?: Pricing; failed?: boolean }>({ key: "" });
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
  const orderLines = lines.map(toLine);
  const quoteKey = JSON.stringify([orderLines, method, country, region, toParents, attempt]);

  useEffect(() => {
    if (!restored || orderLines.length === 0) return;
    let cancelled = false;
    quoteOrder({ lines: orderLines, shippingMethod: method, country, region, shipToParents: toParents }).then(
      (r) => !cancelled && setQuote(r.ok ? { key: quoteKey, pricing: r.data } : { key: quoteKey, failed: true }),
      () => !cancelled && setQuote({ key: quoteKey, failed: true }),
    );
    return () => {
      cancelled = true;
    };
    // quoteKey holds every input of the quote.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored, quoteKey]);

  if (!restored) return <Loading label={t.loading} />;
  if (placed) return <Loading label={t.placing} />;
  if (lines.length === 0) {
    return <EmptyState title={t.emptyTitle} text={t.emptyText} action={{ href: ROUTES.shop, label: t.continueShopping }} />;
  }

  const current = quote.key === quoteKey ? quote : undefined;
  const pricing = current?.pricing;
  const price = (cents: number) => formatPrice(cents, locale);
  const registryTitle = (slug: string) => lines.find((l) => l.registry?.slug === slug)?.registry?.title ?? slug;
  const lineName = (p: LineProblem) => p.name ?? lines.find((l) => l.id === p.productId)?.name ?? p.productId;
  const problems = answer.problems.length > 0 ? answer.problems : pricing && !pricing.ok ? pricing.problems : [];
  const goods = pricing?.ok ? pricing.subtotal - pricing.discount : undefined;

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
    };
    startPlacing(async () => {
      const result = await placeOrder(input).catch(() => null);
      if (result?.ok && result.data.status === "placed") {
        setPlaced(true);
        await actions.clearCart();
        router.push(checkoutConfirmationHref(result.data.orderId));
        return;
      }
      const next: Answer = !result
        ? { ...NO_ANSWER, message: t.errors.failed }
        : !result.ok
          ? { message: result.message, fieldErrors: result.fieldErrors ?? {}, problems: [] }
          : result.data.status === "unpaid-limit"
            ? { ...NO_ANSWER, unpaidLimit: result.data.limit }
            : { ...NO_ANSWER, message: t.problems.heading, problems: result.data.status === "unavailable" ? result.data.problems : [] };
      setAnswer(next);
      setAttempt((a) => a + 1); // prices or stock may have moved: quote again
      requestAnimationFrame(() => {
        const first = Object.keys(next.fieldErrors)[0];
        const field = first ? form.current?.querySelector<HTMLElement>(`[name="${first.replace(".address.", ".")}"]`) : null;
        (field ?? (next.unpaidLimit !== undefined ? notice.current : null) ?? status.current)?.focus();
      });
    });
  }

  const addressPart = (part: Part, choice: string, setChoice: (id: string) => void) => (
    <fieldset className={own.fieldset}>
      <legend className={own.legend}>{t[part].legend}</legend>
      {addresses.length > 0 ? (
        <ul role="list" className={own.choices}>
          {addresses.map((a) => (
            <Choice key={a.id} name={`${part}.choice`} value={a.id} checked={choice === a.id} onChoose={() => setChoice(a.id)}>
              <span className="visually-hidden">{t.savedAddress}: </span>
              {a.firstName} {a.lastName}, {a.street}, {a.postcode} {a.city}, {countries.find((c) => c.code === a.country)?.name ?? a.country}
            </Choice>
          ))}
          <Choice name={`${part}.choice`} value={NEW} checked={choice === NEW} onChoose={() => setChoice(NEW)}>
            {t.newAddress}
          </Choice>
        </ul>
      ) : null}
      {choice === NEW ? (
        <div className={styles.form}>
          <AddressFields
            idPrefix={`checkout-${part}`}
            namePrefix={`${part}.`}
            section={part}
            texts={accountTexts}
            countries={countries}
            values={{}}
            errors={errorsOf(answer.fieldErrors, part)}
            onCountryChange={(c) => setTypedCountry((typed) => ({ ...typed, [part]: c }))}
          />
          <div className={styles.check}>
            <input id={`checkout-${part}-save`} name={`${part}.save`} type="checkbox" />
            <label htmlFor={`checkout-${part}-save`}>{t.saveAddress}</label>
          </div>
        </div>
      ) : null}
    </fieldset>
  );

  // The typed region of a new address (its state decides the tax in the summary).
  const trackRegion = (event: FormEvent<HTMLFormElement>) => {
    const { name, value } = event.target as HTMLInputElement;
    const part = /^(billing|shipping)\.region$/.exec(name)?.[1] as Part | undefined;
    if (part) setTypedRegion((typed) => ({ ...typed, [part]: value }));
  };

  const zone = shippingZone(country);
  return (
    <form ref={form} onSubmit={submit} onChange={trackRegion} noValidate className={own.layout}>
      <div className={own.steps}>
        <p className={own.signedIn}>{fill(t.signedInAs, { email })}</p>
        <section aria-labelledby="checkout-billing" className={own.step}>
          <h2 id="checkout-billing">{t.billing.heading}</h2>
          {addressPart("billing", billing, setBilling)}
        </section>

        <section aria-labelledby="checkout-shipping" className={own.step}>
          <h2 id="checkout-shipping">{t.shipping.heading}</h2>
          {giftFor ? (
            <fieldset className={own.fieldset}>
              <legend className={own.legend}>{fill(t.gift.legend, { title: giftFor.title })}</legend>
              <div className={styles.check}>
                <input id="checkout-ship-parents" type="checkbox" checked={shipToParents} onChange={(e) => setShipToParents(e.target.checked)} />
                <label htmlFor="checkout-ship-parents">{t.gift.shipToParents}</label>
              </div>
              <div className={styles.check}>
                <input
                  id="checkout-hide-name"
                  type="checkbox"
                  checked={hideName}
                  onChange={(e) => setHideName(e.target.checked)}
                  aria-describedby="checkout-hide-name-hint"
                />
                <label htmlFor="checkout-hide-name">{t.gift.hideName}</label>
              </div>
              <p id="checkout-hide-name-hint" className={own.hint}>
                {t.gift.hideNameHint}
              </p>
            </fieldset>
          ) : null}
          {toParents ? (
            <p data-testid="ships-to-parents">{t.gift.parentsAddress}</p>
          ) : (
            <>
              <div className={styles.check}>
                <input id="checkout-ship-same" type="checkbox" checked={shipSame} onChange={(e) => setShipSame(e.target.checked)} />
                <label htmlFor="checkout-ship-same">{t.shipping.same}</label>
              </div>
              {shipSame ? null : addressPart("shipping", shipping, setShipping)}
            </>
          )}
        </section>

        <section aria-labelledby="checkout-method" className={own.step}>
          <h2 id="checkout-method">{t.method.heading}</h2>
          <fieldset className={own.fieldset}>
            <legend className={own.legend}>{t.method.legend}</legend>
            <ul role="list" className={own.choices}>
              {SHIPPING_METHODS.map((m) => {
                const rate = SHIPPING_RATES[zone][m];
                const cost = goods === undefined ? rate.price : shippingCost(m, country, goods);
                const label = zone === "domestic" ? t.method[m] : t.method[`${m}Abroad`];
                // To the parents: their country is not known here; the summary shows the server's price.
                return (
                  <Choice key={m} name="shippingMethod" value={m} checked={method === m} onChoose={() => setMethod(m)}>
                    {label}
                    {toParents ? null : (
                      <>
                        : <strong>{cost === 0 ? t.method.free : price(cost)}</strong>
                        {rate.freeFrom !== undefined && cost !== 0 ? <span className={own.hint}> ({fill(t.method.freeFrom, { amount: price(rate.freeFrom) })})</span> : null}
                      </>
                    )}
                  </Choice>
                );
              })}
            </ul>
          </fieldset>
        </section>

        <section aria-labelledby="checkout-payment" className={own.step}>
          <h2 id="checkout-payment">{t.payment.heading}</h2>
          <fieldset className={own.fieldset}>
            <legend className={own.legend}>{t.payment.legend}</legend>
            <ul role="list" className={own.choices}>
              {PAYMENT_METHODS.map((p) => (
                <Choice key={p} name="paymentMethod" value={p} checked={payment === p} onChoose={() => setPayment(p)} describedBy={`payment-${p}-hint`}>
                  {t.payment[p]}
                  <span id={`payment-${p}-hint`} className={own.hint}>
                    {t.payment[`${p}Hint`]}
                  </span>
                </Choice>
              ))}
            </ul>
          </fieldset>
        </section>

        <div className={own.step}>
          <FieldFrame id="checkout-notes" label={t.notes.label} note={accountTexts.optional} hint={t.notes.hint} error={answer.fieldErrors.notes}>
            <textarea
              id="checkout-notes"
              name="notes"
              rows={3}
              maxLength={1000}
              className={styles.input}
              aria-invalid={answer.fieldErrors.notes ? true : undefined}
              aria-describedby={describedBy("checkout-notes", t.notes.hint, answer.fieldErrors.notes)}
            />
          </FieldFrame>
        </div>
      </div>

      <aside aria-labelledby="checkout-summary" className={own.summary}>
        <h2 id="checkout-summary">{t.summary.heading}</h2>
        <ul role="list" className={own.lines}>
          {(pricing?.ok ? pricing.lines : []).map((l, i) => (
            <li key={i} className={own.line}>
              <span className={own.lineName}>
                {l.name}
                {l.color ? <span className={own.hint}>{fill(t.summary.color, { color: colorName(l.color) })}</span> : null}
                {l.size ? <span className={own.hint}>{fill(t.summary.size, { size: l.size })}</span> : null}
                {l.registry ? <span className={own.hint}>{fill(t.summary.giftFor, { title: registryTitle(l.registry.slug) })}</span> : null}
                <span className={own.hint}>{fill(t.summary.quantity, { count: l.quantity })}</span>
              </span>
              <span>{price(l.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <div role="status" aria-live="polite">
          {!current ? <p className={own.hint}>{t.summary.pricing}</p> : null}
          {current?.failed ? (
            <p>
              {t.summary.pricingFailed}{" "}
              <button type="button" className={styles.linkButton} onClick={() => setAttempt((a) => a + 1)}>
                {t.summary.retry}
              </button>
            </p>
          ) : null}
        </div>
        {pricing?.ok ? (
          <dl className={own.totals} data-testid="checkout-totals">
            <div>
              <dt>{t.summary.subtotal}</dt>
              <dd>{price(pricing.subtotal)}</dd>
            </div>
            {pricing.discount > 0 ? (
              <div>
                <dt>{t.summary.discount}</dt>
                <dd>−{price(pricing.discount)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t.summary.shipping}</dt>
              <dd>{pricing.shipping === 0 ? t.method.free : price(pricing.shipping)}</dd>
            </div>
            <div>
              <dt>{fill(t.summary[taxLabelKey(pricing.tax)], { rate: formatTaxRate(pricing.tax.rate, locale) })}</dt>
              <dd data-testid="checkout-tax">{price(pricing.tax.total)}</dd>
            </div>
            <div className={own.total}>
              <dt>{t.summary.total}</dt>
              <dd data-testid="checkout-total">{price(pricing.total)}</dd>
            </div>
          </dl>
        ) : null}
        {problems.length > 0 ? (
          <div role="alert" className={own.problems}>
            <h3>{t.problems.heading}</h3>
            <ul>
              {problems.map((p) => (
                <li key={p.index}>{fill(t.problems[p.kind], { name: lineName(p), available: p.available, requested: p.requested, registry: p.registry ?? "" })}</li>
              ))}
            </ul>
            <Link href={ROUTES.cart}>{t.problems.fix}</Link>
          </div>
        ) : null}
        {answer.unpaidLimit !== undefined || unpaidLimit !== undefined ? (
          // After a refusal an alert; on arrival (the page saw the limit) a plain notice.
          <div ref={notice} tabIndex={-1} role={answer.unpaidLimit !== undefined ? "alert" : undefined} className={own.problems} data-testid="unpaid-limit">
            <p>{fill(t.unpaidLimit.text, { limit: answer.unpaidLimit ?? unpaidLimit! })}</p>
            <Link href={accountHref("orders")}>{t.unpaidLimit.link}</Link>
          </div>
        ) : null}
        <p className={own.hint}>{t.summary.taxNote}</p>
        <Status answer={{ tone: answer.message && answer.problems.length === 0 ? "error" : "idle", message: answer.problems.length === 0 ? answer.message : "" }} statusRef={status} />
        <button type="submit" className={`button ${own.place}`} disabled={placing || !pricing?.ok} aria-describedby="checkout-place-note">
          {placing ? t.placing : t.place}
        </button>
        <p id="checkout-place-note" className={own.hint}>
          {t.placeNote}
        </p>
        <Link href={ROUTES.cart} className={own.back}>
          {t.backToCart}
        </Link>
      </aside>
    </form>
  );
}
