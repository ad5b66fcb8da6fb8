"use client";
// One address of the checkout (billing, or delivery when it differs): a saved address from the
// book, or a new one typed with the book's own fields (and "save this address" to keep it).
import { ADDRESS_FIELDS, AddressFields, type AddressField, type AddressTexts, type CountryOption } from "@/components/ui/address-fields";
import { Choice, ChoiceList, Fieldset } from "@/components/ui/choice-list";
import { Check } from "@/components/ui/form";
import form from "@/components/ui/form.module.css";
import type { AddressChoice } from "@/lib/orders/schema";
import type { Address, Country } from "@/lib/users/schema";
import type { CheckoutTexts } from "./checkout-form";

/** The choice of a new, typed address (any other value is a saved address's id). */
export const NEW = "new";
export type Part = "billing" | "shipping";

/** The typed address of one part, read from the form (the server parses and trims it). */
export function addressChoice(data: FormData, part: Part, choice: string): AddressChoice {
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

type Props = {
  part: Part;
  texts: CheckoutTexts;
  addressTexts: AddressTexts;
  addresses: Address[];
  countries: CountryOption[];
  choice: string;
  onChoose: (choice: string) => void;
  /** The country typed in a new address: it decides the delivery price. */
  onCountryChange: (country: string) => void;
  fieldErrors: Record<string, string>;
};

export function CheckoutAddress({ part, texts: t, addressTexts, addresses, countries, choice, onChoose, onCountryChange, fieldErrors }: Props) {
  return (
    <Fieldset legend={t[part].legend}>
      {addresses.length > 0 ? (
        <ChoiceList>
          {addresses.map((a) => (
            <Choice key={a.id} name={`${part}.choice`} value={a.id} checked={choice === a.id} onChoose={() => onChoose(a.id)}>
              <span className="visually-hidden">{t.savedAddress}: </span>
              {a.firstName} {a.lastName}, {a.street}, {a.postcode} {a.city}, {countries.find((c) => c.code === a.country)?.name ?? a.country}
            </Choice>
          ))}
          <Choice name={`${part}.choice`} value={NEW} checked={choice === NEW} onChoose={() => onChoose(NEW)}>
            {t.newAddress}
          </Choice>
        </ChoiceList>
      ) : null}
      {choice === NEW ? (
        <div className={form.form}>
          <AddressFields
            idPrefix={`checkout-${part}`}
            namePrefix={`${part}.`}
            section={part}
            texts={addressTexts}
            countries={countries}
            values={{}}
            errors={errorsOf(fieldErrors, part)}
            onCountryChange={onCountryChange}
          />
          <Check id={`checkout-${part}-save`} name={`${part}.save`} label={t.saveAddress} />
        </div>
      ) : null}
    </Fieldset>
  );
}
