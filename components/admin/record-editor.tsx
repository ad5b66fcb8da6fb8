"use client";
// What a record's edit form on the admin (a product, a promotion) does around its fields: it holds
// what was typed, knows whether it differs from what was loaded (asking before leaving:
// use-leave-guard.ts), saves through an admin action that parses everything again, marks the
// fields a refusal names (focus on the first) or announces the answer (focus on it), and remembers
// the `updatedAt` it saved, so the next save is guarded against someone else's edit. Its fields are
// the form kit's (components/ui/form.tsx); its layout record-editor.module.css.
import { useEffect, useRef, useState, useTransition, type ReactNode, type RefObject } from "react";
import { FieldFrame, FormStatus, SubmitButton, type ControlProps } from "@/components/ui/form";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { ActionResult } from "@/lib/actions/result";
import { useLeaveGuard } from "./products/use-leave-guard";
import styles from "./record-editor.module.css";

export type EditorTexts = { invalid: string; failed: string; leave: string; unsaved: string; saving: string };
type Message = { kind: "status" | "alert"; text: string };

/**
 * `fieldIdOf`: the id of the input a server field error's path belongs to (null: none, the
 * message says it). `loadedAt`: the record's updatedAt as loaded, or null for a new one.
 */
export function useRecordEditor<F extends object>(initial: F, loadedAt: string | null, texts: EditorTexts, fieldIdOf: (path: string) => string | null) {
  const [form, setForm] = useState(initial);
  const [baseline, setBaseline] = useState(() => JSON.stringify(initial));
  const [updatedAt, setUpdatedAt] = useState(loadedAt);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<Message | null>(null);
  const [saving, startSaving] = useTransition();
  const messageRef = useRef<HTMLParagraphElement>(null);
  const focusAfter = useRef<string | null>(null);
  const dirty = JSON.stringify(form) !== baseline;
  useLeaveGuard(dirty, texts.leave);
  // The page read the record again (after a save, or another change on the page such as a status):
  // an untouched form takes that version, so its next save is not refused as stale.
  const [seen, setSeen] = useState(loadedAt);
  if (loadedAt !== seen) {
    setSeen(loadedAt);
    if (!dirty) {
      setForm(initial);
      setBaseline(JSON.stringify(initial));
      setUpdatedAt(loadedAt);
    }
  }

  useEffect(() => {
    const id = focusAfter.current;
    focusAfter.current = null;
    if (id) document.getElementById(id)?.focus();
    else if (message) messageRef.current?.focus();
  }, [message, errors]);

  const set = <K extends keyof F>(key: K, value: F[K]) => setForm((f) => ({ ...f, [key]: value }));

  /** Move focus to an element the next render makes (a row just added). */
  const focusNext = (id: string) => {
    focusAfter.current = id;
    setErrors((e) => ({ ...e }));
  };

  /** Save with `send`; `saved` answers the text to announce (and may navigate). */
  function save<T extends { updatedAt: string }>(send: (form: F, updatedAt: string | null) => Promise<ActionResult<T>>, saved: (data: T) => string) {
    startSaving(async () => {
      try {
        const result = await send(form, updatedAt);
        if (!result.ok) {
          const byField: Record<string, string> = {};
          for (const [path, text] of Object.entries(result.fieldErrors ?? {})) {
            const id = fieldIdOf(path);
            if (id) byField[id] ??= text;
          }
          focusAfter.current = Object.keys(byField)[0] ?? null;
          setErrors(byField);
          setMessage({ kind: "alert", text: result.error === "invalid" ? texts.invalid : result.message });
          return;
        }
        setErrors({});
        setBaseline(JSON.stringify(form));
        setUpdatedAt(result.data.updatedAt);
        setMessage({ kind: "status", text: saved(result.data) });
      } catch {
        setMessage({ kind: "alert", text: texts.failed });
      }
    });
  }

  /** A labelled control with its hint and the error a refusal gave it, described by both. */
  const field = (id: string, label: string, control: (a: ControlProps) => ReactNode, hint?: string) => (
    <FieldFrame id={id} label={label} hint={hint} error={errors[id]}>
      {control}
    </FieldFrame>
  );

  return { form, setForm, set, errors, field, message, messageRef, saving, dirty, save, focusNext };
}

/** The form and its frame, disabled until React runs: what is typed into the server's HTML before would be reset by hydration. */
export function EditorForm({ onSave, children }: { onSave: () => void; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <fieldset disabled={!hydrated} className={styles.whole}>
        {children}
      </fieldset>
    </form>
  );
}

type SaveState = { saving: boolean; dirty: boolean; message: Message | null; messageRef: RefObject<HTMLParagraphElement | null> };

/** The sticky bar under the form: the save button, "unsaved changes", and the answer's status line. */
export function EditorSaveBar({ editor, label, texts }: { editor: SaveState; label: string; texts: EditorTexts }) {
  const { saving, dirty, message, messageRef } = editor;
  return (
    <div className={styles.saveBar}>
      <SubmitButton pending={saving} label={label} pendingLabel={texts.saving} />
      {dirty ? <p>{texts.unsaved}</p> : null}
      <FormStatus
        statusRef={messageRef}
        role={message?.kind === "alert" ? "alert" : "status"}
        tone={message ? (message.kind === "alert" ? "error" : "success") : "idle"}
        message={message?.text ?? ""}
      />
    </div>
  );
}
