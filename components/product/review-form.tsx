"use client";
// The reviews tab's "Write a review" (a lazy island: product-islands.tsx). Product pages are
// cached and the same for every visitor, so the server renders the guest's version: a link to
// sign in and come back here. In the browser, once the shopping state says someone is signed in
// (the persisted user slice, as the header's account button reads it), the server is asked for
// this shopper's review (getMyReview: a session check too, never cached) and whether they may
// write one: only a shopper who received the product may (the server checks again when posting).
// Signed in, the form appears, prefilled with their review if they wrote one, or the reason it
// does not. The Firebase SDK is never loaded here.
// Rating: five native radio buttons in a fieldset (arrow keys move and choose, as for any radio
// group), drawn as stars. Errors are tied to their field (aria-describedby) and take focus; the
// answer is a polite status line that takes focus too. A posted review refreshes the page's
// reviews and rating (the action revalidates the product's cached page).
import { useEffect, useId, useRef, useState, useTransition, type FormEvent } from "react";
import { Link } from "@/components/ui/link";
import { getMyReview, postReview, type MyReview } from "@/lib/actions/reviews";
import { REVIEW_RATING_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from "@/lib/catalog/review-limits";
import { useShop } from "@/components/ui/shop-state/shop-state-provider";
import { FieldError, FieldFrame, FormStatus, SubmitButton, type Tone } from "@/components/ui/form";
import form from "@/components/ui/form.module.css";
import styles from "./review-form.module.css";
import { fill } from "@/lib/i18n/format";

export type ReviewFormTexts = {
  heading: string;
  signIn: string;
  checking: string;
  rating: string;
  required: string;
  /** "1 star" ... "5 stars". */
  stars: string[];
  text: string;
  textHint: string;
  /** "{count} of {max} characters", filled here. */
  counter: string;
  submit: string;
  submitting: string;
  posted: string;
  replaced: string;
  already: string;
  ratingMissing: string;
  textLength: string;
  /** Why a signed-in shopper gets no form: they have not received the product. */
  notVerified: string;
};

type Props = {
  productId: string;
  /** The sign-in page, coming back to this tab. */
  loginHref: string;
  locale: string;
  texts: ReviewFormTexts;
};

type Known = { productId: string; signedIn: boolean; mine: MyReview | null; canReview: boolean };

export function ReviewForm({ productId, loginHref, locale, texts }: Props) {
  const restored = useShop((s) => s.restored);
  const loggedIn = useShop((s) => s.user.isLoggedIn);
  const [known, setKnown] = useState<Known | null>(null);
  const headingId = useId();

  useEffect(() => {
    if (!restored || !loggedIn) return;
    let active = true;
    getMyReview({ productId }).then(
      (result) => {
        if (!active) return;
        if (result.ok) setKnown({ productId, signedIn: true, mine: result.data.review, canReview: result.data.canReview });
        // Only a refused session means signed out; on any other failure the form is shown and
        // posting says what is wrong.
        else setKnown({ productId, signedIn: result.error !== "signed-out", mine: null, canReview: true });
      },
      () => active && setKnown({ productId, signedIn: true, mine: null, canReview: true }),
    );
    return () => {
      active = false;
    };
  }, [restored, loggedIn, productId]);

  const phase =
    !restored || !loggedIn ? "guest" : known?.productId !== productId ? "checking" : !known.signedIn ? "guest" : known.canReview ? "form" : "not-verified";

  return (
    <section className={styles.box} aria-labelledby={headingId} data-review-form={phase}>
      <h2 id={headingId} className={styles.heading}>
        {texts.heading}
      </h2>
      {phase === "guest" && (
        <p className={styles.lead}>
          <Link href={loginHref} className="button button-secondary">
            {texts.signIn}
          </Link>
        </p>
      )}
      {phase === "checking" && (
        <p className={styles.lead} role="status">
          {texts.checking}
        </p>
      )}
      {phase === "not-verified" && <p className={styles.lead}>{texts.notVerified}</p>}
      {phase === "form" && known && (
        <Fields
          productId={productId}
          locale={locale}
          texts={texts}
          initial={known.mine}
          onSignedOut={() => setKnown({ productId, signedIn: false, mine: null, canReview: false })}
        />
      )}
    </section>
  );
}

type Answer = { tone: Tone; message: string; fieldErrors: { rating?: string; text?: string }; seq: number };
const IDLE: Answer = { tone: "idle", message: "", fieldErrors: {}, seq: 0 };

function Fields({ productId, locale, texts, initial, onSignedOut }: { productId: string; locale: string; texts: ReviewFormTexts; initial: MyReview | null; onSignedOut: () => void }) {
  const id = useId();
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [hover, setHover] = useState(0);
  const [text, setText] = useState(initial?.text ?? "");
  const [mine, setMine] = useState<MyReview | null>(initial);
  const [answer, setAnswer] = useState<Answer>(IDLE);
  const [pending, startTransition] = useTransition();
  const status = useRef<HTMLParagraphElement>(null);
  const firstStar = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const number = new Intl.NumberFormat(locale);

  // After each answer: an error moves focus to the first field with one (else the status line),
  // a success to the status line, so keyboard and screen reader users hear what happened.
  useEffect(() => {
    if (answer.tone === "idle") return;
    if (answer.fieldErrors.rating) (document.getElementById(`${id}-star-${rating}`) ?? firstStar.current)?.focus();
    else if (answer.fieldErrors.text) textarea.current?.focus();
    else status.current?.focus();
    // `seq` changes with every answer; the rest is read from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer.seq]);

  function fail(fieldErrors: Answer["fieldErrors"], message = "") {
    setAnswer((a) => ({ tone: "error", message, fieldErrors, seq: a.seq + 1 }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const length = text.trim().length;
    const errors: Answer["fieldErrors"] = {};
    if (rating < 1 || rating > REVIEW_RATING_MAX) errors.rating = texts.ratingMissing;
    if (length < REVIEW_TEXT_MIN || length > REVIEW_TEXT_MAX) errors.text = texts.textLength;
    if (errors.rating || errors.text) return fail(errors);
    startTransition(async () => {
      const result = await postReview({ productId, rating, text });
      if (result.ok) {
        setMine(result.data.review);
        setText(result.data.review.text);
        setAnswer((a) => ({ tone: "success", message: result.data.replaced ? texts.replaced : texts.posted, fieldErrors: {}, seq: a.seq + 1 }));
        return;
      }
      if (result.error === "signed-out") return onSignedOut();
      // The server's field errors, in this form's own words.
      const fields = result.fieldErrors ?? {};
      fail({ ...(fields.rating ? { rating: texts.ratingMissing } : {}), ...(fields.text ? { text: texts.textLength } : {}) }, result.message);
    });
  }

  const shown = hover || rating;
  const errors = answer.fieldErrors;
  const ratingError = errors.rating ? `${id}-rating-error` : undefined;
  return (
    <form className={form.form} noValidate onSubmit={onSubmit} aria-busy={pending || undefined}>
      {mine && <p className={styles.lead}>{texts.already}</p>}
      <fieldset className={form.fieldset}>
        <legend className={form.legend}>
          {texts.rating} <span className={form.note}>{texts.required}</span>
        </legend>
        <div className={styles.stars} onMouseLeave={() => setHover(0)}>
          {texts.stars.slice(0, REVIEW_RATING_MAX).map((label, i) => {
            const value = i + 1;
            return (
              <span key={value} className={styles.star}>
                <input
                  ref={i === 0 ? firstStar : undefined}
                  type="radio"
                  id={`${id}-star-${value}`}
                  name="rating"
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                  className={styles.radio}
                  aria-describedby={ratingError}
                  required
                />
                <label htmlFor={`${id}-star-${value}`} data-on={value <= shown} onMouseEnter={() => setHover(value)}>
                  {/* Filled or outlined: the choice shows by shape, not only by colour. */}
                  <span aria-hidden="true">{value <= shown ? "★" : "☆"}</span>
                  <span className="visually-hidden">{label}</span>
                </label>
              </span>
            );
          })}
          {rating > 0 && (
            <span className={styles.chosen} aria-hidden="true">
              {texts.stars[rating - 1]}
            </span>
          )}
        </div>
        <FieldError id={`${id}-rating`} error={errors.rating} />
      </fieldset>

      <FieldFrame
        id={`${id}-text`}
        label={texts.text}
        note={texts.required}
        hint={
          <>
            {texts.textHint} <span>{fill(texts.counter, { count: number.format(text.trim().length), max: number.format(REVIEW_TEXT_MAX) })}</span>
          </>
        }
        error={errors.text}
      >
        {(control) => (
          <textarea ref={textarea} name="text" rows={5} maxLength={REVIEW_TEXT_MAX} value={text} onChange={(e) => setText(e.target.value)} required {...control} />
        )}
      </FieldFrame>

      <div className={form.actions}>
        <SubmitButton pending={pending} label={texts.submit} pendingLabel={texts.submitting} />
      </div>
      <FormStatus tone={answer.tone} message={answer.message} statusRef={status} />
    </form>
  );
}
