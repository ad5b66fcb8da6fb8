"use client";
// The parent's items: each with its picture, choice and "bought n of m", a form for how many are
// wanted and the note, "move up" / "move down" buttons (keyboard-usable reordering, no drag
// needed) and "remove". Every change is a server action; the list comes back from the server.
// After a move, focus stays on the same button of the moved item, and a polite status says where
// it went.
import { useEffect, useId, useRef, useState, useTransition } from "react";
import { removeFromMyRegistry, reorderMyRegistry, updateMyRegistryItem } from "@/lib/actions/registry";
import { MAX_WANTED } from "@/lib/registry/schema";
import { Field, FormStatus, type Tone } from "@/components/ui/form";
import form from "@/components/ui/form.module.css";
import { Thumb } from "@/components/ui/thumb";
import { type RegistryTexts } from "./texts";
import styles from "./registry.module.css";
import { fill } from "@/lib/i18n/format";

export type EditorItem = {
  id: string;
  name: string;
  /** "Blue, S", or "" for a simple product. */
  choice: string;
  image: string | null;
  href: string | null;
  wanted: number;
  bought: number;
  note: string;
};

type Notice = { tone: Tone; message: string };

export function RegistryItemsEditor({ slug, items, texts }: { slug: string; items: EditorItem[]; texts: RegistryTexts }) {
  const t = texts.items;
  const [notice, setNotice] = useState<Notice>({ tone: "idle", message: "" });
  const [busy, startBusy] = useTransition();
  const [focus, setFocus] = useState<{ id: string } | null>(null);
  const status = useRef<HTMLParagraphElement>(null);

  // After the server's list arrives: focus the control the person used (or the status line).
  useEffect(() => {
    if (!focus) return;
    const target = document.getElementById(focus.id);
    if (target && !(target as HTMLButtonElement).disabled) target.focus();
    else status.current?.focus();
  }, [focus, items]);

  const run = (work: () => Promise<{ ok: true } | { ok: false; message: string }>, success: string, focusId?: string) =>
    startBusy(async () => {
      const result = await work();
      setNotice(result.ok ? { tone: "success", message: success } : { tone: "error", message: result.message });
      setFocus({ id: result.ok && focusId ? focusId : "" });
      if (!result.ok || !focusId) status.current?.focus();
    });

  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((i) => i.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    const item = items[index]!;
    const position = index + by + 1;
    run(() => reorderMyRegistry({ slug, itemIds: ids }), fill(t.moved, { name: item.name, position }), `${by < 0 ? "up" : "down"}-${item.id}`);
  };

  return (
    <div className={form.form}>
      <FormStatus tone={notice.tone} message={notice.message} statusRef={status} />
      {items.length === 0 ? (
        <p className={form.hint}>{t.empty}</p>
      ) : (
        <ol className={styles.items} aria-label={t.listLabel}>
          {items.map((item, index) => (
            <li key={item.id} className={styles.item} data-item={item.id}>
              <ItemHead item={item} texts={texts} />
              <ItemForm slug={slug} item={item} texts={texts} disabled={busy} onAnswer={(n) => setNotice(n)} statusRef={status} />
              <div className={form.actions}>
                <button id={`up-${item.id}`} type="button" className={form.linkButton} disabled={busy || index === 0} onClick={() => move(index, -1)}>
                  <span aria-hidden="true">↑ </span>
                  <span className="visually-hidden">{fill(t.moveUp, { name: item.name })}</span>
                </button>
                <button id={`down-${item.id}`} type="button" className={form.linkButton} disabled={busy || index === items.length - 1} onClick={() => move(index, 1)}>
                  <span aria-hidden="true">↓ </span>
                  <span className="visually-hidden">{fill(t.moveDown, { name: item.name })}</span>
                </button>
                <button type="button" className={form.linkButton} disabled={busy} onClick={() => run(() => removeFromMyRegistry({ slug, itemId: item.id }), t.removed)}>
                  {fill(t.remove, { name: item.name })}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function ItemHead({ item, texts }: { item: EditorItem; texts: RegistryTexts }) {
  return (
    <div className={styles.itemHead}>
      <Thumb src={item.image ?? ""} size={64} className={styles.thumb} />
      <div>
        <p className={styles.itemName}>{item.href ? <a href={item.href}>{item.name}</a> : item.name}</p>
        {item.choice ? <p className={form.hint}>{item.choice}</p> : null}
        {item.href ? null : <p className={form.hint}>{texts.items.unavailable}</p>}
        <p className={styles.counts}>{fill(texts.items.boughtOf, { bought: item.bought, wanted: item.wanted })}</p>
      </div>
    </div>
  );
}

function ItemForm({
  slug,
  item,
  texts,
  disabled,
  onAnswer,
  statusRef,
}: {
  slug: string;
  item: EditorItem;
  texts: RegistryTexts;
  disabled: boolean;
  onAnswer: (notice: Notice) => void;
  statusRef: React.RefObject<HTMLParagraphElement | null>;
}) {
  const t = texts.items;
  const id = useId();
  const [error, setError] = useState("");
  const [pending, start] = useTransition();
  const wantedInput = useRef<HTMLInputElement>(null);

  return (
    <form
      className={styles.itemForm}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        start(async () => {
          const result = await updateMyRegistryItem({ slug, itemId: item.id, wanted: Number(data.get("wanted")), note: String(data.get("note") ?? "") });
          if (result.ok) {
            setError("");
            onAnswer({ tone: "success", message: t.saved });
            statusRef.current?.focus();
          } else {
            const message = result.fieldErrors?.wanted ?? result.message;
            setError(message);
            onAnswer({ tone: "error", message: result.message });
            wantedInput.current?.focus();
          }
        });
      }}
    >
      <div className={styles.wantedField}>
        <Field
          ref={wantedInput}
          id={`${id}-wanted`}
          name="wanted"
          label={t.wanted}
          error={error}
          type="number"
          inputMode="numeric"
          min={Math.max(1, item.bought)}
          max={MAX_WANTED}
          defaultValue={item.wanted}
        />
      </div>
      <div className={styles.noteField}>
        <Field id={`${id}-note`} name="note" label={t.note} maxLength={200} defaultValue={item.note} />
      </div>
      <button type="submit" className="button button-secondary" disabled={disabled || pending}>
        {t.save}
        <span className="visually-hidden">: {item.name}</span>
      </button>
    </form>
  );
}
