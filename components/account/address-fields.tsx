"use client";
// The fields of one postal address, shared by the address book and the checkout: the same labels,
// limits, autocomplete tokens and error wiring wherever a person types an address.
import { Field, FieldFrame, describedBy, type AccountTexts } from "./form-parts";
import styles from "./account.module.css";

export const ADDRESS_FIELDS = ["firstName", "lastName", "company", "country", "street", "city", "region", "postcode", "phone"] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;
export type CountryOption = { code: string; name: string };

type Props = {
  /** Unique per page: the fields' ids start with it. */
  idPrefix: string;
  /** Put before each field's name ("billing." gives "billing.street"). */
  namePrefix?: string;
  /** The autocomplete section ("shipping", "billing") when a page has two addresses. */
  section?: "shipping" | "billing";
  texts: AccountTexts;
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
          <select
            id={countryId}
            name={`${namePrefix}country`}
            className={styles.input}
            defaultValue={values.country ?? ""}
            autoComplete={auto("country")}
            required
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={describedBy(countryId, undefined, errors.country)}
            onChange={onCountryChange ? (e) => onCountryChange(e.target.value) : undefined}
          >
            <option value="">{t.chooseCountry}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </FieldFrame>
      </div>
      <Field {...field("phone")} type="tel" label={t.phone} note={texts.required} hint={t.phoneHint} autoComplete={auto("tel")} maxLength={30} required />
    </>
  );
}
