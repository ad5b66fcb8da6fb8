"use client";
// The bulk action bar of a management screen: counts the rows ticked in the table (their
// checkboxes belong to this bar's form through their form attribute), offers the choices (a status
// to move to...), runs the server action on the ticked rows, then refreshes the server's view and
// announces the outcome (focus moves to it, so it is read out and the keyboard stays nearby).
import { useCallback, useEffect, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import type { BulkAnswer, BulkChoice, BulkRun, BulkTexts } from "./types";
import styles from "./management.module.css";
import { fill } from "@/lib/i18n/format";

type Props = { formId: string; choices: readonly BulkChoice[]; texts: BulkTexts; run: BulkRun; max: number };

const plural = (n: number, forms: { one: string; other: string }) => fill(n === 1 ? forms.one : forms.other, { count: n });

export function BulkBar({ formId, choices, texts, run, max }: Props) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const choiceRef = useRef<HTMLSelectElement>(null);
  const [count, setCount] = useState(0);
  const [choice, setChoice] = useState("");
  const [outcome, setOutcome] = useState<{ answer?: BulkAnswer; error?: string } | null>(null);
  const [busy, startBusy] = useTransition();
  // A choice that asks first (deleting): its question shows, focus on the safe answer.
  const [asking, setAsking] = useState<BulkChoice["confirm"] | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keepRef.current?.focus();
  }, [asking]);

  const boxes = useCallback(() => {
    const f = form.current;
    if (!f) return { rows: [] as HTMLInputElement[], all: null as HTMLInputElement | null };
    const controls = [...f.elements].filter((e): e is HTMLInputElement => e instanceof HTMLInputElement && e.type === "checkbox");
    return { rows: controls.filter((c) => c.name === "ids"), all: controls.find((c) => c.hasAttribute("data-select-all")) ?? null };
  }, []);

  const sync = useCallback(() => {
    const { rows, all } = boxes();
    const ticked = rows.filter((r) => r.checked).length;
    setCount(ticked);
    if (all) {
      all.checked = ticked > 0 && ticked === rows.length;
      all.indeterminate = ticked > 0 && ticked < rows.length;
    }
  }, [boxes]);

  // The checkboxes live in the table, outside this form: listen to changes in the document.
  useEffect(() => {
    const onChange = (event: Event) => {
      const target = event.target;
      if (!(target instanceof HTMLInputElement) || target.form !== form.current) return;
      if (target.hasAttribute("data-select-all")) for (const r of boxes().rows) r.checked = target.checked;
      sync();
    };
    document.addEventListener("change", onChange);
    // A status chosen before this chunk arrived (no onChange saw it) is kept: the next render would
    // put the controlled select back to the state's empty choice.
    const picked = choiceRef.current?.value;
    if (picked) setChoice(picked);
    // Boxes ticked before this chunk arrived (no listener saw them): counted on the next frame. A
    // "select every order" ticked then ticks the rows, as it would have; left alone, the count of
    // unticked rows would untick it again, undoing what the person did.
    const frame = requestAnimationFrame(() => {
      const { rows, all } = boxes();
      if (all?.checked && !all.indeterminate && rows.every((r) => !r.checked)) for (const r of rows) r.checked = true;
      sync();
    });
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("change", onChange);
    };
  }, [boxes, sync]);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const confirm = choices.find((c) => c.value === choice)?.confirm;
    if (confirm && !asking) {
      setAsking(confirm);
      return;
    }
    setAsking(null);
    const ids = boxes()
      .rows.filter((r) => r.checked)
      .map((r) => r.value)
      .slice(0, max);
    if (ids.length === 0 || !choice) return;
    startBusy(async () => {
      try {
        const result = await run({ ids, choice });
        if (!result.ok) {
          setOutcome({ error: result.message });
          return;
        }
        for (const r of boxes().rows) r.checked = false;
        sync();
        setOutcome({ answer: result.data });
        router.refresh();
      } catch {
        setOutcome({ error: texts.failed });
      }
    });
  };

  const selected = count === 0 ? texts.selected.zero : plural(count, texts.selected);
  return (
    <form ref={form} id={formId} className={styles.bulk} onSubmit={submit} aria-label={texts.label}>
      <p className={styles.bulkCount} aria-live="polite">
        {selected}
      </p>
      <label htmlFor={`${formId}-choice`}>{texts.choiceLabel}</label>
      <select ref={choiceRef} id={`${formId}-choice`} value={choice} onChange={(e) => setChoice(e.target.value)} aria-describedby={texts.choiceHint ? `${formId}-choice-hint` : undefined}>
        <option value="">{texts.choosePrompt}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      {asking ? (
        <span role="group" aria-label={asking.question} className={styles.bulkConfirm}>
          <span aria-hidden="true">{asking.question}</span>
          <button type="submit" className="button" disabled={busy}>
            {asking.yes}
          </button>
          <button ref={keepRef} type="button" className="button button-secondary" onClick={() => setAsking(null)}>
            {asking.no}
          </button>
        </span>
      ) : (
        <button type="submit" className="button" disabled={busy || count === 0 || !choice} aria-disabled={busy || count === 0 || !choice}>
          {busy ? texts.working : texts.apply}
        </button>
      )}
      {texts.choiceHint ? (
        <p id={`${formId}-choice-hint`} className={styles.bulkHint}>
          {texts.choiceHint}
        </p>
      ) : null}
      {outcome ? (
        <div ref={outcomeRef} tabIndex={-1} role={outcome.error ? "alert" : "status"} className={styles.outcome}>
          {outcome.error ? (
            <p>{outcome.error}</p>
          ) : (
            <>
              {outcome.answer!.done.length > 0 ? <p>{plural(outcome.answer!.done.length, texts.done)}</p> : null}
              {outcome.answer!.refused.length > 0 ? (
                <>
                  <p>{plural(outcome.answer!.refused.length, texts.refused)}</p>
                  <ul>
                    {outcome.answer!.refused.map((r) => (
                      <li key={r.id}>
                        {r.href ? <a href={r.href}>{r.id}</a> : r.id}: {r.message}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </form>
  );
}
