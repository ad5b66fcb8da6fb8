// The shop's form kit: a labelled field whose hint and error are tied to its control
// (aria-describedby, in reading order: hint, then error; aria-invalid), a field error, a checkbox,
// the status line of a form's answer and the submit button (the answer itself: form-answer.ts).
// Every form of the shop is built from these and styled by form.module.css, so they read and work
// alike for keyboards and screen readers. Plain markup, for server and client components alike. A
// server component that places a form's island imports form.module.css itself, so the form's
// server HTML is styled at once (components/ui/island.tsx).
import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode, Ref, RefObject } from "react";
import styles from "./form.module.css";

// ------------------------------------------------------------------ fields

/** The ids a control is described by: its hint, then its error (the order the page shows them). */
export function describedBy(id: string, hint?: ReactNode, error?: string): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

/** What a field's control carries: its id, the kit's look, and its hint and error tied to it. */
export type ControlProps = { id: string; className?: string; "aria-invalid"?: true; "aria-describedby"?: string };

export function controlProps(id: string, hint?: ReactNode, error?: string): ControlProps {
  return { id, className: styles.input, ...(error ? { "aria-invalid": true as const } : {}), "aria-describedby": describedBy(id, hint, error) };
}

/**
 * A field's error, tied to its control by id (`${id}-error`); nothing when there is none. `live`:
 * always in the page as an alert, so a new error is announced where focus stays put (a one-field
 * form answered in place).
 */
export function FieldError({ id, error, live = false }: { id: string; error?: string; live?: boolean }) {
  if (live) {
    return (
      <p id={`${id}-error`} role="alert" className={styles.fieldError}>
        {error}
      </p>
    );
  }
  return error ? (
    <p id={`${id}-error`} className={styles.fieldError}>
      {error}
    </p>
  ) : null;
}

type FrameProps = {
  /** Unique per page (useId or scopedId, plus the name). */
  id: string;
  label: string;
  /** "(required)" / "(optional)" after the label. */
  note?: string;
  hint?: ReactNode;
  error?: string;
  /** The label for screen readers only (a one-field form whose placeholder and button say it). */
  labelHidden?: boolean;
  /** The error is a live region, always there (FieldError `live`): for a form answered in place. */
  liveError?: boolean;
  /** The control, or a function given the props that tie it to the label, hint and error. */
  children: ReactNode | ((control: ControlProps) => ReactNode);
};

/** Label, control, hint and error of one field (a textarea, a select, or any other control). */
export function FieldFrame({ id, label, note, hint, error, labelHidden = false, liveError = false, children }: FrameProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={labelHidden ? "visually-hidden" : undefined}>
        {label}
        {note ? <span className={styles.note}> {note}</span> : null}
      </label>
      {typeof children === "function" ? children(controlProps(id, hint, error)) : children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} live={liveError} />
    </div>
  );
}

type FieldProps = Omit<FrameProps, "children"> & { name: string; ref?: Ref<HTMLInputElement> } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name">;

/**
 * A labelled input. Uncontrolled by default (defaultValue): what a person typed before the
 * page's script arrived is kept, where React would reset a controlled field when it hydrates.
 */
export function Field({ id, name, label, note, hint, error, ...input }: FieldProps) {
  return (
    <FieldFrame id={id} label={label} note={note} hint={hint} error={error}>
      {(control) => <input name={name} {...control} {...input} />}
    </FieldFrame>
  );
}

/** A checkbox with its label beside it. */
export function Check({ id, label, ...input }: { id: string; label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type">) {
  return (
    <div className={styles.check}>
      <input id={id} type="checkbox" {...input} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

// ------------------------------------------------------------------ answers

/** How a status line reads: nothing yet, done, or refused. */
export type Tone = "idle" | "success" | "error";

/**
 * The status line of a form's answer: always in the page, so a new message is announced, and
 * taking no room while empty; focusable, so focus can land on it. `role` "alert" for forms whose
 * refusals interrupt (the admin's).
 */
export function FormStatus({
  tone,
  message,
  statusRef,
  id,
  role = "status",
}: {
  tone: Tone;
  message: ReactNode;
  statusRef?: RefObject<HTMLParagraphElement | null>;
  id?: string;
  role?: "status" | "alert";
}) {
  return (
    <p id={id} ref={statusRef} role={role} tabIndex={-1} data-tone={tone} className={styles.status}>
      {message}
    </p>
  );
}

/** The form's submit button: its label, or the pending one while the answer is on its way. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  className,
  disabled,
  ...button
}: { pending: boolean; label: ReactNode; pendingLabel: ReactNode } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "children">) {
  return (
    <button type="submit" className={className ? `button ${className}` : "button"} disabled={pending || disabled} {...button}>
      {pending ? pendingLabel : label}
    </button>
  );
}
