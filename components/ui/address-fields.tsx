"use client";
// The fields of one postal address, shared by the address book, the checkout and the registry: the
// same labels, limits, autocomplete tokens and error wiring wherever a person types an address.
import type { Messages } from "@/lib/i18n/messages";
import { Field, FieldFrame } from "./form";
import styles from "./form.module.css";

export const ADDRESS_FIELDS = ["firstName", "lastName", "company", "country", "street", "city", "region", "postcode", "phone"] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;
export type CountryOption = { code: string; name: string };
/** The address labels, and the "(required)" / "(optional)" notes (the Account messages). */
export type AddressTexts = Pick<Messages["Account"], "addresses" | "required" | "optional">;

type Props = {
  /** Unique per page: the fields' ids start with it. */
  idPrefix: string;
  /** Put before each field's name ("billing." gives "billing.street"). */
  namePrefix?: string;
  /** The autocomplete section ("shipping", "billing") when a page has two addresses. */
  section?: "shipping" | "billing";
  texts: AddressTexts;
  countries: CountryOption[];
  values: Partial<AddressValues>;
  /** Errors by field name (without the prefix). */
  errors: Partial<Record<AddressField, string>>;
  autoFocus?: boolean;
  onCountryChange?: (country: string) => void;
};

export function AddressFields({ idPrefix, namePrefix = "", section, texts, countries, values, errors, autoFocus, onCountryChange }: Props) {
  const t = texts.addresses;
  const auto = (token: string) => (section ? `${section} ${token}` : token);
  const field = (name: AddressField) => ({ id: `${idPrefix}-${name}`, name: `${namePrefix}${name}`, error: errors[name], defaultValue: values[name] ?? "" });
  const countryId = `${idPrefix}-country`;
  return (
    <>
      <div className={styles.row}>
        <Field {...field("firstName")} label={t.firstName} note={texts.required} autoComplete={auto("given-name")} maxLength={80} required autoFocus={autoFocus} />
        <Field {...field("lastName")} label={t.lastName} note={texts.required} autoComplete={auto("family-name")} maxLength={80} required />
      </div>
      <Field {...field("company")} label={t.company} note={texts.optional} autoComplete={auto("organization")} maxLength={100} />
      <Field {...field("street")} label={t.street} note={texts.required} autoComplete={auto("address-line1")} maxLength={200} required />
      <div className={styles.row}>
        <Field {...field("postcode")} label={t.postcode} note={texts.required} autoComplete={auto("postal-code")} maxLength={16} required />
        <Field {...field("city")} label={t.city} note={texts.required} autoComplete={auto("address-level2")} maxLength={100} required />
      </div>
      <div className={styles.row}>
        <Field {...field("region")} label={t.region} note={texts.optional} autoComplete={auto("address-level1")} maxLength={100} />
        <FieldFrame id={countryId} label={t.country} note={texts.required} error={errors.country}>
          {(control) => (
            <select
              name={`${namePrefix}country`}
              {...control}
              defaultValue={values.country ?? ""}
              autoComplete={auto("country")}
              required
              onChange={onCountryChange ? (e) => onCountryChange(e.target.value) : undefined}
            >
              <option value="">{t.chooseCountry}</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      </div>
      <Field {...field("phone")} type="tel" label={t.phone} note={texts.required} hint={t.phoneHint} autoComplete={auto("tel")} maxLength={30} required />
    </>
  );
}
