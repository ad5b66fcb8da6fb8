"use client";
// The registry's details and the address the gifts go to: one form to create a registry
// (/my-account/registry) and to edit it (/my-account/registry/[slug]). The address uses the
// address book's own fields (AddressFields) and can be filled from a saved address. Errors are
// tied to their field and take focus; a created registry opens its own screen.
import { useActionState, useEffect, useId, useRef, useState, type RefObject } from "react";
import { useRouter } from "next/navigation";
import { ADDRESS_FIELDS, AddressFields, type AddressField, type AddressTexts, type CountryOption } from "@/components/ui/address-fields";
import { Choice, ChoiceList, Fieldset } from "@/components/ui/choice-list";
import { Check, Field, FieldFrame, FormStatus, SubmitButton } from "@/components/ui/form";
import { answerOf, IDLE, read, useFocusAfterAnswer, type FormAnswer } from "@/components/ui/form-answer";
import form from "@/components/ui/form.module.css";
import { createMyRegistry, updateMyRegistry } from "@/lib/actions/registry";
import type { RegistryFields } from "@/lib/registry/schema";
import { registryManageHref } from "@/lib/routes";
import type { Address, AddressInput } from "@/lib/users/schema";
import type { RegistryTexts } from "./texts";

const FIELDS = ["title", "babyName", "dueDate", "message", "visibility", ...ADDRESS_FIELDS.map((f) => `shipping.${f}`)];

type Props = {
  texts: RegistryTexts;
  accountTexts: AddressTexts & { saving: string };
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
  const formRef = useRef<HTMLFormElement>(null);
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
  useFocusAfterAnswer(answer, formRef, status, FIELDS);
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
    <form ref={formRef} action={submit} noValidate className={form.form} aria-labelledby={headingId}>
      <h2 id={headingId} className={editing ? undefined : form.subheading}>
        {editing ? t.editHeading : t.createHeading}
      </h2>
      <FormStatus tone={answer.tone} message={answer.message} statusRef={status} />
      <Field id={`${id}-title`} name="title" label={t.title} note={accountTexts.required} hint={t.titleHint} error={errors.title} defaultValue={value("title")} maxLength={100} required />
      <div className={form.row}>
        <Field id={`${id}-babyName`} name="babyName" label={t.babyName} note={accountTexts.optional} error={errors.babyName} defaultValue={value("babyName")} maxLength={60} />
        <Field id={`${id}-dueDate`} name="dueDate" type="date" label={t.dueDate} note={accountTexts.required} error={errors.dueDate} defaultValue={value("dueDate")} required />
      </div>
      <FieldFrame id={`${id}-message`} label={t.message} note={accountTexts.optional} error={errors.message}>
        {(control) => <textarea name="message" rows={3} maxLength={1000} defaultValue={value("message")} {...control} />}
      </FieldFrame>
      <Fieldset legend={t.visibilityLegend}>
        <ChoiceList>
          {(["public", "link"] as const).map((option) => (
            <Choice
              key={option}
              name="visibility"
              value={option}
              defaultChecked={visibility === option}
              hint={{ id: `${id}-visibility-${option}-hint`, text: option === "public" ? t.publicHint : t.linkHint }}
            >
              {texts.visibility[option]}
            </Choice>
          ))}
        </ChoiceList>
        {editing ? <p className={form.hint}>{t.slugStays}</p> : null}
      </Fieldset>
      <Check id={`${id}-surprise`} name="surprise" label={t.surprise} defaultChecked={surprise} aria-describedby={`${id}-surprise-hint`} />
      <p id={`${id}-surprise-hint`} className={form.hint}>
        {t.surpriseHint}
      </p>

      <Fieldset legend={t.shippingHeading} legendClassName={form.subheading}>
        <p className={form.hint}>{t.shippingHint}</p>
        {savedAddresses.length > 0 ? (
          <FieldFrame id={`${id}-saved`} label={t.useSaved}>
            {(control) => (
              <select {...control} defaultValue="" onChange={(e) => setSaved(savedAddresses.find((a) => a.id === e.target.value) ?? null)}>
                <option value="">{t.chooseSaved}</option>
                {savedAddresses.map((a) => (
                  <option key={a.id} value={a.id}>
                    {`${a.firstName} ${a.lastName}, ${a.street}, ${a.city}`}
                  </option>
                ))}
              </select>
            )}
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
      </Fieldset>
      <div className={form.actions}>
        <SubmitButton pending={pending} label={editing ? t.save : t.create} pendingLabel={accountTexts.saving} />
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
