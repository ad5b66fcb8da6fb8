"use client";
// Where and how the parcel goes: a registry gift's options (to the parents, name hidden), the
// delivery address (the billing one, or another), and standard or express delivery with its price
// to that country (the summary shows the server's price).
import type { ReactNode } from "react";
import { Choice, ChoiceList, Fieldset } from "@/components/ui/choice-list";
import { Check } from "@/components/ui/form";
import form from "@/components/ui/form.module.css";
import { fill } from "@/lib/i18n/format";
import { SHIPPING_METHODS, SHIPPING_RATES, shippingCost, shippingZone, type ShippingMethod } from "@/lib/orders/config";
import type { Country } from "@/lib/users/schema";
import type { RegistryTag } from "@/stores/schemas";
import type { CheckoutTexts } from "./checkout-form";

type GiftProps = {
  texts: CheckoutTexts;
  giftFor: RegistryTag | undefined;
  shipToParents: boolean;
  onShipToParents: (on: boolean) => void;
  hideName: boolean;
  onHideName: (on: boolean) => void;
  shipSame: boolean;
  onShipSame: (same: boolean) => void;
  /** The delivery address's own fields, when it differs from the billing one. */
  shippingAddress: ReactNode;
};

/** The delivery address: a gift's options first, then the billing address or another one. */
export function DeliveryAddress({ texts: t, giftFor, shipToParents, onShipToParents, hideName, onHideName, shipSame, onShipSame, shippingAddress }: GiftProps) {
  const toParents = giftFor !== undefined && shipToParents;
  return (
    <>
      {giftFor ? (
        <Fieldset legend={fill(t.gift.legend, { title: giftFor.title })}>
          <Check id="checkout-ship-parents" label={t.gift.shipToParents} checked={shipToParents} onChange={(e) => onShipToParents(e.target.checked)} />
          <Check
            id="checkout-hide-name"
            label={t.gift.hideName}
            checked={hideName}
            onChange={(e) => onHideName(e.target.checked)}
            aria-describedby="checkout-hide-name-hint"
          />
          <p id="checkout-hide-name-hint" className={form.hint}>
            {t.gift.hideNameHint}
          </p>
        </Fieldset>
      ) : null}
      {toParents ? (
        <p data-testid="ships-to-parents">{t.gift.parentsAddress}</p>
      ) : (
        <>
          <Check id="checkout-ship-same" label={t.shipping.same} checked={shipSame} onChange={(e) => onShipSame(e.target.checked)} />
          {shipSame ? null : shippingAddress}
        </>
      )}
    </>
  );
}

type MethodProps = {
  texts: CheckoutTexts;
  method: ShippingMethod;
  onMethod: (method: ShippingMethod) => void;
  country: Country;
  /** The goods' total after discounts, once priced: free delivery may start from it. */
  goods: number | undefined;
  toParents: boolean;
  price: (cents: number) => string;
};

/** Standard or express, each with its price to the delivery country. */
export function DeliveryMethod({ texts: t, method, onMethod, country, goods, toParents, price }: MethodProps) {
  const zone = shippingZone(country);
  return (
    <Fieldset legend={t.method.legend}>
      <ChoiceList>
        {SHIPPING_METHODS.map((m) => {
          const rate = SHIPPING_RATES[zone][m];
          const cost = goods === undefined ? rate.price : shippingCost(m, country, goods);
          const label = zone === "domestic" ? t.method[m] : t.method[`${m}Abroad`];
          // To the parents: their country is not known here; the summary shows the server's price.
          return (
            <Choice key={m} name="shippingMethod" value={m} checked={method === m} onChoose={() => onMethod(m)}>
              {label}
              {toParents ? null : (
                <>
                  : <strong>{cost === 0 ? t.method.free : price(cost)}</strong>
                  {rate.freeFrom !== undefined && cost !== 0 ? <span className={form.choiceHint}> ({fill(t.method.freeFrom, { amount: price(rate.freeFrom) })})</span> : null}
                </>
              )}
            </Choice>
          );
        })}
      </ChoiceList>
    </Fieldset>
  );
}
