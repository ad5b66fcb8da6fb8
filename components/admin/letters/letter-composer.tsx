"use client";
// Writing a newsletter letter: a subject and a text per language, "Preview" (the server parses it
// as the send will, and answers the paragraphs each subscriber's message will hold, or each
// field's reason), then "Send" for exactly what was previewed. The letter's id is made here once
// per letter and sent with it, so a second click or a double submit sends nothing twice; only
// "Write another letter" starts a new one. Answers take the focus, so they are read out.
import { useEffect, useId, useRef, useState, useTransition, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { customAlphabet } from "nanoid";
import { previewNewsletterLetter, sendNewsletterLetter } from "@/lib/actions/admin-newsletter";
import { LOCALES, type Locale } from "@/lib/i18n/routing";
import { fill } from "@/lib/i18n/format";
import type { Letter } from "@/lib/mail/templates/newsletter";
import type { LetterText } from "@/lib/newsletter/letter";
import { FieldFrame, FormStatus, SubmitButton } from "@/components/ui/form";
import tool from "@/components/admin/tool-screen.module.css";
import own from "./letters.module.css";

const styles = { ...tool, ...own };

export type LetterComposerTexts = {
  languages: Record<Locale, string>;
  subject: string;
  body: string;
  bodyHint: string;
  preview: string;
  previewing: string;
  previewHeading: string;
  /** {language}, {count} */
  previewOf: string;
  /** {total} */
  send: string;
  sending: string;
  /** {total}, {en}, {fr}, {de} */
  sent: string;
  /** {total} */
  repeated: string;
  another: string;
  failed: string;
  /** The subscriber-only code field: its label, hint, "no code" choice; each language's line in the message ({code}). */
  code: string;
  codeHint: string;
  codeNone: string;
  codeLines: Record<Locale, string>;
};

/** A promotion whose code a letter may carry (lib/newsletter/letter-code.ts). */
export type LetterCodeChoice = { promotionId: string; name: string; code: string };

type Counts = Record<Locale, number>;
type Texts = Record<Locale, LetterText> & { promotionId?: string };
type Answer = { tone: "success" | "error"; message: string };

/** Matches letterIdSchema (lib/newsletter/letter.ts). */
const newLetterId = customAlphabet("0123456789abcdefghijklmnopqrstuvwxyz", 24);
const total = (c: Counts) => c.en + c.fr + c.de;

function textsOf(form: HTMLFormElement): Texts {
  const data = new FormData(form);
  const read = (name: string) => String(data.get(name) ?? "");
  const promotionId = read("promotionId");
  return { ...(Object.fromEntries(LOCALES.map((l) => [l, { subject: read(`${l}.subject`), body: read(`${l}.body`) }])) as Record<Locale, LetterText>), ...(promotionId ? { promotionId } : {}) };
}

export function LetterComposer({ texts, audience, codes }: { texts: LetterComposerTexts; audience: Counts; codes: readonly LetterCodeChoice[] }) {
  const router = useRouter();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const answerRef = useRef<HTMLParagraphElement>(null);
  const previewRef = useRef<HTMLElement>(null);
  const [letterId, setLetterId] = useState(newLetterId);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<{ texts: Texts; letters: Record<Locale, Letter> } | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [sent, setSent] = useState(false);
  const [working, setWorking] = useState<"preview" | "send" | null>(null);
  const [, startTransition] = useTransition();

  useEffect(() => {
    if (answer) answerRef.current?.focus();
  }, [answer]);
  useEffect(() => {
    if (preview) previewRef.current?.focus();
  }, [preview]);

  const showPreview = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const typed = textsOf(form);
    startTransition(async () => {
      setWorking("preview");
      setAnswer(null);
      try {
        const result = await previewNewsletterLetter(typed);
        if (result.ok) {
          setFieldErrors({});
          setPreview({ texts: typed, letters: result.data });
        } else {
          setPreview(null);
          setFieldErrors(result.fieldErrors ?? {});
          const first = [...LOCALES.flatMap((l) => [`${l}.subject`, `${l}.body`]), "promotionId"].find((f) => result.fieldErrors?.[f]);
          if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
          else setAnswer({ tone: "error", message: result.message });
        }
      } catch {
        setAnswer({ tone: "error", message: texts.failed });
      } finally {
        setWorking(null);
      }
    });
  };

  const send = () => {
    if (!preview || working) return;
    startTransition(async () => {
      setWorking("send");
      try {
        const result = await sendNewsletterLetter({ letterId, ...preview.texts });
        if (!result.ok) return setAnswer({ tone: "error", message: result.message });
        const { recipients, repeated } = result.data;
        setSent(true);
        setAnswer({ tone: "success", message: fill(repeated ? texts.repeated : texts.sent, { total: total(recipients), ...recipients }) });
        router.refresh();
      } catch {
        setAnswer({ tone: "error", message: texts.failed });
      } finally {
        setWorking(null);
      }
    });
  };

  const startAnother = () => {
    formRef.current?.reset();
    setLetterId(newLetterId());
    setPreview(null);
    setAnswer(null);
    setSent(false);
    formRef.current?.querySelector<HTMLElement>("input")?.focus();
  };

  // Typing after a preview forgets it: only what was previewed can be sent.
  const edited = () => {
    if (preview && !sent) setPreview(null);
  };

  return (
    <div className={styles.composer}>
      <form ref={formRef} onSubmit={showPreview} onInput={edited} aria-busy={working !== null} className={styles.form}>
        {LOCALES.map((locale) => {
          const subjectId = `${id}-${locale}-subject`;
          const bodyId = `${id}-${locale}-body`;
          return (
            <fieldset key={locale} className={styles.language} disabled={sent} lang={locale}>
              <legend>{texts.languages[locale]}</legend>
              <FieldFrame id={subjectId} label={texts.subject} error={fieldErrors[`${locale}.subject`]}>
                {(control) => <input name={`${locale}.subject`} type="text" required maxLength={150} autoComplete="off" {...control} />}
              </FieldFrame>
              <FieldFrame id={bodyId} label={texts.body} hint={texts.bodyHint} error={fieldErrors[`${locale}.body`]}>
                {(control) => <textarea name={`${locale}.body`} required rows={8} maxLength={20_000} {...control} />}
              </FieldFrame>
            </fieldset>
          );
        })}
        <fieldset className={styles.language} disabled={sent}>
          <legend>{texts.code}</legend>
          <FieldFrame id={`${id}-code`} label={texts.code} hint={texts.codeHint} error={fieldErrors.promotionId} labelHidden>
            {(control) => (
              <select name="promotionId" defaultValue="" {...control}>
                <option value="">{texts.codeNone}</option>
                {codes.map((c) => (
                  <option key={c.promotionId} value={c.promotionId}>
                    {c.name} ({c.code})
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
        </fieldset>
        {sent ? null : <SubmitButton pending={working === "preview"} label={texts.preview} pendingLabel={texts.previewing} disabled={working !== null} />}
      </form>

      {preview ? (
        <section ref={previewRef} tabIndex={-1} aria-labelledby={`${id}-preview`} className={styles.preview}>
          <h3 id={`${id}-preview`}>{texts.previewHeading}</h3>
          {LOCALES.map((locale) => (
            <article key={locale} lang={locale} aria-labelledby={`${id}-preview-${locale}`} className={styles.letter}>
              <h4 id={`${id}-preview-${locale}`}>{fill(texts.previewOf, { language: texts.languages[locale], count: audience[locale] })}</h4>
              <p className={styles.subject}>{preview.letters[locale].subject}</p>
              {preview.letters[locale].paragraphs.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
              {preview.letters[locale].code ? <p className={styles.subject}>{fill(texts.codeLines[locale], { code: preview.letters[locale].code })}</p> : null}
            </article>
          ))}
          {sent ? null : (
            <p>
              <button type="button" className="button" onClick={send} disabled={working !== null}>
                {working === "send" ? texts.sending : fill(texts.send, { total: total(audience) })}
              </button>
            </p>
          )}
        </section>
      ) : null}

      {answer ? <FormStatus statusRef={answerRef} role={answer.tone === "error" ? "alert" : "status"} tone={answer.tone} message={answer.message} /> : null}
      {sent ? (
        <p>
          <button type="button" className="button button-secondary" onClick={startAnother}>
            {texts.another}
          </button>
        </p>
      ) : null}
    </div>
  );
}
