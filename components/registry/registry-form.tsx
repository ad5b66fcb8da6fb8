"use client";
// The registry's details and the address the gifts go to: one form to create a registry
// (/my-account/registry) and to edit it (/my-account/registry/[slug]). The address uses the
// address book's own fields (AddressFields) and can be filled from a saved address. Errors are
// tied to their field and take focus; a created registry opens its own screen.
import { useActionState, useEffect, useId, useRef, useState, type RefObject } from "react";
import { useRouter } from "next/navigation";
import { ADDRESS_FIELDS, AddressFields, type AddressField, type CountryOption } from "@/components/account/address-fields";
import { answerOf, Field, FieldFrame, IDLE, read, Status, useFocusAfterAnswer, describedBy, type AccountTexts, type FormAnswer } from "@/components/account/form-parts";
import { createMyRegistry, updateMyRegistry } from "@/lib/actions/registry";
import type { RegistryFields } from "@/lib/registry/schema";
import { registryManageHref } from "@/lib/routes";
import type { Address, AddressInput } from "@/lib/schemas";
import type { RegistryTexts } from "./texts";
import account from "@/components/account/account.module.css";

const FIELDS = ["title", "babyName", "dueDate", "message", "visibility", ...ADDRESS_FIELDS.map((f) => `shipping.${f}`)];

type Props = {
  texts: RegistryTexts;
  accountTexts: AccountTexts;
  countries: CountryOption[];
  /** The address book, for "use one of my saved addresses". */
  savedAddresses: Address[];
  /** Editing: the registry's slug and what is stored. */
  editing?: { slug: string; fields: RegistryFields; shipping: AddressInput | null };
};

export function RegistryForm({ texts, accountTexts, countries, savedAddresses, editing }: Props) {
  const t = texts.form;
  const id = useId();
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const [saved, setSaved] = useState<Address | null>(null);

  const [answer, submit, pending] = useActionState(async (previous: FormAnswer, data: FormData): Promise<FormAnswer> => {
    const shipping = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, read(data, `shipping.${f}`)])) as AddressInput;
    const fields = {
      title: read(data, "title"),
      babyName: read(data, "babyName"),
      dueDate: read(data, "dueDate"),
      message: read(data, "message"),
      visibility: read(data, "visibility") as RegistryFields["visibility"],
      surprise: read(data, "surprise") === "on",
    };
    const values = { ...fields, surprise: fields.surprise ? "on" : "", ...Object.fromEntries(ADDRESS_FIELDS.map((f) => [`shipping.${f}`, shipping[f]])) };
    const result = editing ? await updateMyRegistry({ ...fields, slug: editing.slug, shipping }) : await createMyRegistry({ ...fields, shipping });
    if (result.ok && !editing) router.push(registryManageHref(result.data.slug));
    return answerOf(previous, result, editing ? t.saved : t.created, values);
  }, IDLE);
  useFocusAfterAnswer(answer, form, status, FIELDS);
  useFocusOnSuccess(answer, status);

  const v = answer.values;
  const stored = editing?.fields;
  const value = (name: keyof RegistryFields) => v?.[name] ?? String(stored?.[name] ?? "");
  const errors = answer.fieldErrors;
  const addressErrors = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, errors[`shipping.${f}`]])) as Partial<Record<AddressField, string>>;
  const addressValues = saved ?? (v ? Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, v[`shipping.${f}`] ?? ""])) : (editing?.shipping ?? {}));
  const visibility = value("visibility") || "link";
  const surprise = v ? v.surprise === "on" : (stored?.surprise ?? false);
  const headingId = `${id}-heading`;

  return (
    <form ref={form} action={submit} noValidate className={account.form} aria-labelledby={headingId}>
      <h2 id={headingId} className={editing ? undefined : account.subheading}>
        {editing ? t.editHeading : t.createHeading}
      </h2>
      <Status answer={answer} statusRef={status} />
      <Field id={`${id}-title`} name="title" label={t.title} note={accountTexts.required} hint={t.titleHint} error={errors.title} defaultValue={value("title")} maxLength={100} required />
      <div className={account.row}>
        <Field id={`${id}-babyName`} name="babyName" label={t.babyName} note={accountTexts.optional} error={errors.babyName} defaultValue={value("babyName")} maxLength={60} />
        <Field id={`${id}-dueDate`} name="dueDate" type="date" label={t.dueDate} note={accountTexts.required} error={errors.dueDate} defaultValue={value("dueDate")} required />
      </div>
      <FieldFrame id={`${id}-message`} label={t.message} note={accountTexts.optional} error={errors.message}>
        <textarea
          id={`${id}-message`}
          name="message"
          className={account.input}
          rows={3}
          maxLength={1000}
          defaultValue={value("message")}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy(`${id}-message`, undefined, errors.message)}
        />
      </FieldFrame>
      <fieldset className={account.field}>
        <legend>{t.visibilityLegend}</legend>
        {(["public", "link"] as const).map((option) => (
          <div key={option} className={account.check}>
            <input id={`${id}-visibility-${option}`} type="radio" name="visibility" value={option} defaultChecked={visibility === option} aria-describedby={`${id}-visibility-${option}-hint`} />
            <label htmlFor={`${id}-visibility-${option}`}>
              {texts.visibility[option]}
              <span id={`${id}-visibility-${option}-hint`} className={account.hint}>
                {" "}
                {option === "public" ? t.publicHint : t.linkHint}
              </span>
            </label>
          </div>
        ))}
        {editing ? <p className={account.hint}>{t.slugStays}</p> : null}
      </fieldset>
      <div className={account.check}>
        <input id={`${id}-surprise`} type="checkbox" name="surprise" defaultChecked={surprise} aria-describedby={`${id}-surprise-hint`} />
        <label htmlFor={`${id}-surprise`}>{t.surprise}</label>
      </div>
      <p id={`${id}-surprise-hint`} className={account.hint}>
        {t.surpriseHint}
      </p>

      <fieldset className={account.form}>
        <legend className={account.subheading}>{t.shippingHeading}</legend>
        <p className={account.hint}>{t.shippingHint}</p>
        {savedAddresses.length > 0 ? (
          <FieldFrame id={`${id}-saved`} label={t.useSaved}>
            <select
              id={`${id}-saved`}
              className={account.input}
              defaultValue=""
              onChange={(e) => setSaved(savedAddresses.find((a) => a.id === e.target.value) ?? null)}
            >
              <option value="">{t.chooseSaved}</option>
              {savedAddresses.map((a) => (
                <option key={a.id} value={a.id}>
                  {`${a.firstName} ${a.lastName}, ${a.street}, ${a.city}`}
                </option>
              ))}
            </select>
          </FieldFrame>
        ) : null}
        {/* Re-mounted when a saved address is chosen: the fields take its values. */}
        <AddressFields
          key={saved?.id ?? `typed-${answer.seq}`}
          idPrefix={`${id}-shipping`}
          namePrefix="shipping."
          section="shipping"
          texts={accountTexts}
          countries={countries}
          values={addressValues}
          errors={addressErrors}
        />
      </fieldset>
      <div className={account.actions}>
        <button type="submit" className="button" disabled={pending}>
          {pending ? accountTexts.saving : editing ? t.save : t.create}
        </button>
      </div>
    </form>
  );
}

/** A success is read out and focused too (the form stays where it is). */
function useFocusOnSuccess(answer: FormAnswer, status: RefObject<HTMLParagraphElement | null>) {
  useEffect(() => {
    if (answer.tone === "success") status.current?.focus();
    // `seq` changes with every answer; the rest is read from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer.seq]);
}
