"use client";
// A product row's buttons on /products: archive or unarchive at once, delete after a question
// (focus on "Keep it"). Runs the admin action, refreshes the server's table and announces the
// outcome; a refusal is an alert.
import { useEffect, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { deleteProduct, setProductArchived } from "@/lib/actions/admin-products";
import { FormStatus } from "@/components/ui/form";
import styles from "./admin-products.module.css";

export type RowControlTexts = {
  archive: string;
  archiveOf: string;
  unarchive: string;
  unarchiveOf: string;
  delete: string;
  deleteOf: string;
  deleteQuestion: string;
  deleteYes: string;
  deleteNo: string;
  working: string;
  archived: string;
  unarchived: string;
  deleted: string;
  failed: string;
};

type Props = { id: string; archived: boolean; texts: RowControlTexts };

export function ProductRowControls({ id, archived, texts }: Props) {
  const router = useRouter();
  const [busy, startBusy] = useTransition();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<{ kind: "status" | "alert"; text: string } | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (asking) keepRef.current?.focus();
  }, [asking]);
  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);

  const run = (work: () => ReturnType<typeof deleteProduct>, done: string) =>
    startBusy(async () => {
      setAsking(false);
      try {
        const result = await work();
        setMessage(result.ok ? { kind: "status", text: done } : { kind: "alert", text: result.message });
        if (result.ok) router.refresh();
      } catch {
        setMessage({ kind: "alert", text: texts.failed });
      }
    });

  return (
    <span className={styles.rowControls}>
      {asking ? (
        <span role="group" aria-label={texts.deleteQuestion} className={styles.rowConfirm}>
          <span aria-hidden="true">{texts.deleteQuestion}</span>
          <button type="button" className="button" disabled={busy} onClick={() => run(() => deleteProduct({ id }), texts.deleted)}>
            {texts.deleteYes}
          </button>
          <button ref={keepRef} type="button" className="button button-secondary" onClick={() => setAsking(false)}>
            {texts.deleteNo}
          </button>
        </span>
      ) : (
        <>
          <button
            type="button"
            className={styles.linkButton}
            disabled={busy}
            aria-label={archived ? texts.unarchiveOf : texts.archiveOf}
            onClick={() => run(() => setProductArchived({ id, archived: !archived }), archived ? texts.unarchived : texts.archived)}
          >
            {archived ? texts.unarchive : texts.archive}
          </button>
          <button type="button" className={styles.linkButton} disabled={busy} aria-label={texts.deleteOf} onClick={() => setAsking(true)}>
            {texts.delete}
          </button>
        </>
      )}
      {busy ? <span className={styles.working}>{texts.working}</span> : null}
      {message ? <FormStatus statusRef={messageRef} role={message.kind} tone={message.kind === "alert" ? "error" : "success"} message={message.text} /> : null}
    </span>
  );
}
