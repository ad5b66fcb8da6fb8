"use client";
// The address book: the saved addresses (default first) with edit, delete and "make default", and
// a form to add one. Every change is a server action; the list comes back from the server
// (the actions refresh the page's data), so it always shows what is stored.
import { useActionState, useId, useRef, useState, useTransition } from "react";
import { addAddress, deleteAddress, setDefaultAddress, updateAddress } from "@/lib/actions/account";
import type { Address } from "@/lib/users/schema";
import { ADDRESS_FIELDS, AddressFields, type AddressValues, type CountryOption } from "@/components/ui/address-fields";
import { Check, FormStatus, SubmitButton } from "@/components/ui/form";
import { answerOf, IDLE, read, useFocusAfterAnswer, type FormAnswer } from "@/components/ui/form-answer";
import form from "@/components/ui/form.module.css";
import type { AccountTexts } from "./texts";
import sections from "@/components/ui/section.module.css";
import styles from "./account.module.css";
import { fill } from "@/lib/i18n/format";


const editButtonId = (addressId: string) => `edit-address-${addressId}`;

type Props = { texts: AccountTexts; addresses: Address[]; countries: CountryOption[]; max: number };

export function AddressBook({ texts, addresses, countries, max }: Props) {
  const t = texts.addresses;
  const [editing, setEditing] = useState<string | null>(null); // an address id, "new", or none
  const [notice, setNotice] = useState<Pick<FormAnswer, "tone" | "message">>(IDLE);
  const [busy, startBusy] = useTransition();
  const status = useRef<HTMLParagraphElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const full = addresses.length >= max;
  const countryName = (code: string) => countries.find((c) => c.code === code)?.name ?? code;

  /** Announce, and put focus where the person can go on (the control they used may be gone). */
  const announce = (tone: FormAnswer["tone"], message: string) => {
    setNotice({ tone, message });
    requestAnimationFrame(() => status.current?.focus());
  };
  const finish = (message: string) => {
    setEditing(null);
    announce("success", message);
  };
  const run = (work: () => Promise<{ ok: true } | { ok: false; message: string }>, success: string) =>
    startBusy(async () => {
      const result = await work();
      if (result.ok) announce("success", success);
      else announce("error", result.message);
    });

  return (
    <div className={form.form}>
      <FormStatus tone={notice.tone} message={notice.message} statusRef={status} />
      {addresses.length === 0 ? <p className={form.hint}>{t.empty}</p> : null}
      {addresses.length > 0 ? (
        <ul className={styles.book} aria-label={t.listLabel}>
          {addresses.map((a) => {
            const summary = `${a.firstName} ${a.lastName}, ${a.street}, ${a.city}`;
            if (editing === a.id) {
              return (
                <li key={a.id} className={`${sections.card} ${styles.editing}`}>
                  <AddressForm
                    texts={texts}
                    countries={countries}
                    address={a}
                    onDone={() => finish(t.updated)}
                    onCancel={() => {
                      setEditing(null);
                      requestAnimationFrame(() => document.getElementById(editButtonId(a.id))?.focus());
                    }}
                  />
                </li>
              );
            }
            return (
              <li key={a.id} className={`${sections.card} ${styles.address}`} data-default={a.isDefault}>
                {a.isDefault ? <span className={styles.badge}>{t.default}</span> : null}
                <address>
                  {a.firstName} {a.lastName}
                  <br />
                  {a.company ? (
                    <>
                      {a.company}
                      <br />
                    </>
                  ) : null}
                  {a.street}
                  <br />
                  {a.postcode} {a.city}
                  {a.region ? `, ${a.region}` : ""}
                  <br />
                  {countryName(a.country)}
                  <br />
                  {a.phone}
                </address>
                <div className={form.actions}>
                  <button id={editButtonId(a.id)} type="button" className={form.linkButton} disabled={busy} onClick={() => setEditing(a.id)}>
                    {t.edit}
                    <span className="visually-hidden">: {summary}</span>
                  </button>
                  {!a.isDefault ? (
                    <button type="button" className={form.linkButton} disabled={busy} onClick={() => run(() => setDefaultAddress({ id: a.id }), t.defaultChanged)}>
                      {t.makeDefault}
                      <span className="visually-hidden">: {summary}</span>
                    </button>
                  ) : null}
                  <button type="button" className={form.linkButton} disabled={busy} onClick={() => run(() => deleteAddress({ id: a.id }), t.deleted)}>
                    {t.delete}
                    <span className="visually-hidden">: {summary}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {editing === "new" ? (
        <div className={sections.card}>
          <AddressForm
            texts={texts}
            countries={countries}
            onDone={() => finish(t.added)}
            onCancel={() => {
              setEditing(null);
              requestAnimationFrame(() => addButton.current?.focus());
            }}
            offerDefault={addresses.length > 0}
          />
        </div>
      ) : (
        <div className={form.actions}>
          <button
            ref={addButton}
            type="button"
            className="button button-secondary"
            disabled={full || busy}
            aria-describedby={full ? "address-book-full" : undefined}
            onClick={() => setEditing("new")}
          >
            {t.add}
          </button>
          {full ? (
            <p id="address-book-full" className={form.hint}>
              {fill(t.limitReached, { max })}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}

function AddressForm({
  texts,
  countries,
  address,
  onDone,
  onCancel,
  offerDefault = false,
}: {
  texts: AccountTexts;
  countries: CountryOption[];
  address?: Address;
  onDone: () => void;
  onCancel: () => void;
  offerDefault?: boolean;
}) {
  const t = texts.addresses;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const headingId = `${id}-heading`;
  const [answer, submit, pending] = useActionState(async (previous: FormAnswer, data: FormData): Promise<FormAnswer> => {
    const values = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, read(data, f)])) as AddressValues;
    const result = address
      ? await updateAddress({ ...values, id: address.id, country: values.country as Address["country"] })
      : await addAddress({ ...values, country: values.country as Address["country"], makeDefault: read(data, "makeDefault") === "on" });
    if (result.ok) onDone();
    return answerOf(previous, result, "", values);
  }, IDLE);
  useFocusAfterAnswer(answer, formRef, status, ADDRESS_FIELDS);
  const shown: Partial<AddressValues> = answer.values ?? address ?? {};

  return (
    // Focus starts in the form: the first field, so typing can begin at once.
    <form ref={formRef} action={submit} noValidate className={form.form} aria-labelledby={headingId}>
      <h3 id={headingId} className={form.subheading}>
        {address ? t.editHeading : t.addHeading}
      </h3>
      <FormStatus tone={answer.tone === "error" ? "error" : "idle"} message={answer.tone === "error" ? answer.message : ""} statusRef={status} />
      <AddressFields idPrefix={id} texts={texts} countries={countries} values={shown} errors={answer.fieldErrors} autoFocus />
      {offerDefault ? <Check id={`${id}-makeDefault`} name="makeDefault" label={t.useAsDefault} /> : null}
      <div className={form.actions}>
        <SubmitButton pending={pending} label={t.save} pendingLabel={texts.saving} />
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
