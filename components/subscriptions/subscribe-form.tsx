"use client";
// Subscribing to a product: the delivery (interval, colour, size, quantity), the baby for a
// product with a size ladder, what to do when it is out of stock, the address, the payment, and
// the agreement in plain words (made on the server for each interval and payment: the same words
// the server records). No price is sent: each delivery is priced by the server on its day. One
// idempotency key per visit: a double click makes one subscription.
import { useMemo, useRef, useState, useTransition, type FormEvent } from "react";
import { nanoid } from "nanoid";
import type { AddressTexts, CountryOption } from "@/components/ui/address-fields";
import { Choice, ChoiceList, Fieldset } from "@/components/ui/choice-list";
import { Check, FieldError, FormStatus, type Tone } from "@/components/ui/form";
import { CheckoutAddress, addressChoice, NEW } from "@/components/checkout/checkout-address";
import { subscribe, type SubscribeAnswer } from "@/lib/actions/subscriptions";
import type { ActionResult } from "@/lib/actions/define-action";
import { formatPrice } from "@/lib/format";
import { fill } from "@/lib/i18n/format";
import type { Messages } from "@/lib/i18n/messages";
import { checkoutConfirmationHref } from "@/lib/routes";
import type { Address } from "@/lib/users/schema";
import { DeliveryFields, type DeliveryChoice, type DeliveryOptions } from "./delivery-fields";
import styles from "./subscriptions.module.css";

export type SubscribeOffer = DeliveryOptions & {
  productId: string;
  name: string;
  /** One unit at the subscriber's price today (the product's price after its own discount, less the subscriber discount), in cents. */
  subscriberUnitPrice: number;
  discountPercent: number;
  ladder: boolean;
  paymentMethods: ("card" | "cash-on-delivery")[];
  /** The agreement's words for each "<weeks>|<payment method>". */
  consent: Record<string, string>;
};

type Texts = Messages["Subscriptions"];
type Props = {
  offer: SubscribeOffer;
  initial: DeliveryChoice;
  texts: Pick<Texts, "subscribe" | "change">;
  checkoutTexts: Messages["Checkout"];
  addressTexts: AddressTexts;
  addresses: Address[];
  countries: CountryOption[];
  locale: string;
};


export function SubscribeForm({ offer, initial, texts, checkoutTexts, addressTexts, addresses, countries, locale }: Props) {
  const t = texts.subscribe;
  const key = useMemo(() => nanoid(24), []);
  const [choice, setChoice] = useState(initial);
  const [address, setAddress] = useState(addresses.find((a) => a.isDefault)?.id ?? addresses[0]?.id ?? NEW);
  const [payment, setPayment] = useState(offer.paymentMethods[0]!);
  const [outOfStock, setOutOfStock] = useState<"skip" | "send-available">("skip");
  const [answer, setAnswer] = useState<{ tone: Tone; message: string; fieldErrors: Record<string, string> }>({ tone: "idle", message: "", fieldErrors: {} });
  const [busy, start] = useTransition();
  const status = useRef<HTMLParagraphElement>(null);
  const set = (patch: Partial<DeliveryChoice>) => setChoice((c) => ({ ...c, ...patch }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const baby = {
      ...(text("birthDate") ? { birthDate: text("birthDate") } : {}),
      ...(text("weightKg") ? { weightKg: Number(text("weightKg").replace(",", ".")) } : {}),
      autoSize: data.get("autoSize") === "on",
    };
    start(async () => {
      // `consent` is sent as ticked or not: the server refuses "not ticked" with the field's message.
      const input = {
        idempotencyKey: key,
        productId: offer.productId,
        ...choice,
        outOfStock,
        paymentMethod: payment,
        billing: addressChoice(data, "billing", address),
        shipping: { kind: "same" as const },
        shippingMethod: "standard" as const,
        ...(offer.ladder ? { baby } : {}),
        consent: data.get("consent") === "on",
      };
      const result: ActionResult<SubscribeAnswer> | null = await subscribe(input as Parameters<typeof subscribe>[0]).catch(() => null);
      if (result?.ok && result.data.status === "card-setup") return window.location.assign(result.data.url);
      if (result?.ok && result.data.status === "active") return window.location.assign(checkoutConfirmationHref(result.data.orderId));
      const message = result?.ok ? fill(t.unavailable, { name: offer.name }) : (result?.message ?? "");
      setAnswer({ tone: "error", message, fieldErrors: result && !result.ok ? (result.fieldErrors ?? {}) : {} });
      requestAnimationFrame(() => status.current?.focus());
    });
  };

  return (
    <form className={styles.subscribe} onSubmit={submit} noValidate>
      <Fieldset legend={t.choice}>
        <DeliveryFields id="subscribe" texts={texts.change} options={offer} choice={choice} onChange={set} />
        <p className={styles.perDelivery} aria-live="polite">
          {fill(t.perDelivery, { amount: formatPrice(offer.subscriberUnitPrice * choice.quantity, locale), discount: offer.discountPercent })}
        </p>
      </Fieldset>
      {offer.ladder ? (
        <Fieldset legend={t.baby}>
          <p className={styles.muted} id="subscribe-baby-hint">
            {t.babyHint}
          </p>
          <div className={styles.change}>
            <label htmlFor="subscribe-birth">{t.birthDate}</label>
            <input id="subscribe-birth" name="birthDate" type="date" aria-describedby="subscribe-baby-hint" />
            <label htmlFor="subscribe-weight">{t.weight}</label>
            <input id="subscribe-weight" name="weightKg" type="number" inputMode="decimal" step="0.1" min={0.5} max={40} />
          </div>
          <Check id="subscribe-auto-size" name="autoSize" label={t.autoSize} />
        </Fieldset>
      ) : null}
      <Fieldset legend={t.outOfStock}>
        <ChoiceList>
          <Choice name="outOfStock" value="skip" checked={outOfStock === "skip"} onChoose={() => setOutOfStock("skip")}>
            {t.skip}
          </Choice>
          <Choice name="outOfStock" value="send-available" checked={outOfStock === "send-available"} onChoose={() => setOutOfStock("send-available")}>
            {t.sendAvailable}
          </Choice>
        </ChoiceList>
      </Fieldset>
      <CheckoutAddress
        part="billing"
        texts={checkoutTexts}
        addressTexts={addressTexts}
        addresses={addresses}
        countries={countries}
        choice={address}
        onChoose={setAddress}
        onCountryChange={() => {}}
        fieldErrors={answer.fieldErrors}
      />
      <Fieldset legend={t.payment}>
        <ChoiceList>
          {offer.paymentMethods.map((m) => (
            <Choice key={m} name="payment" value={m} checked={payment === m} onChoose={() => setPayment(m)}>
              {t[m]}
            </Choice>
          ))}
        </ChoiceList>
      </Fieldset>
      <Fieldset legend={t.agreement}>
        <p id="subscribe-consent-text">{offer.consent[`${choice.intervalWeeks}|${payment}`]}</p>
        <Check
          id="subscribe-consent"
          name="consent"
          label={t.agree}
          aria-describedby={answer.fieldErrors.consent ? "subscribe-consent-text subscribe-consent-error" : "subscribe-consent-text"}
          {...(answer.fieldErrors.consent ? { "aria-invalid": true } : {})}
        />
        <FieldError id="subscribe-consent" error={answer.fieldErrors.consent ? t.agreeRequired : undefined} />
      </Fieldset>
      <FormStatus tone={answer.tone} message={answer.message} statusRef={status} role="alert" />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t.submitting : t.submit}
      </button>
    </form>
  );
}
