"use client";
// "Delete registry": an inline question (focus on the safe "Keep it"), then the action and back
// to the list of registries. A refusal is an alert.
import { useEffect, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { deleteMyRegistry } from "@/lib/actions/registry";
import { ROUTES } from "@/lib/routes";
import type { RegistryTexts } from "./texts";
import form from "@/components/ui/form.module.css";

export function DeleteRegistry({ slug, texts }: { slug: string; texts: RegistryTexts }) {
  const t = texts.delete;
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState("");
  const [busy, start] = useTransition();
  const keep = useRef<HTMLButtonElement>(null);
  const open = useRef<HTMLButtonElement>(null);
  const [focus, setFocus] = useState<{ on: "keep" | "open" } | null>(null);
  useEffect(() => {
    if (focus) (focus.on === "keep" ? keep : open).current?.focus();
  }, [focus]);

  const remove = () =>
    start(async () => {
      const result = await deleteMyRegistry({ slug });
      if (result.ok) router.push(ROUTES.registries);
      else setError(result.message);
    });

  return (
    <div className={form.form}>
      {error ? <p role="alert" className={form.fieldError}>{error}</p> : null}
      {asking ? (
        <div role="group" aria-label={t.question} className={form.actions}>
          <p>{t.question}</p>
          <button type="button" className={`button ${form.danger}`} disabled={busy} onClick={remove}>
            {t.confirm}
          </button>
          <button
            ref={keep}
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => {
              setAsking(false);
              setFocus({ on: "open" });
            }}
          >
            {t.keep}
          </button>
        </div>
      ) : (
        <div className={form.actions}>
          <button
            ref={open}
            type="button"
            className={`button ${form.danger}`}
            onClick={() => {
              setError("");
              setAsking(true);
              setFocus({ on: "keep" });
            }}
          >
            {t.submit}
          </button>
        </div>
      )}
    </div>
  );
}
