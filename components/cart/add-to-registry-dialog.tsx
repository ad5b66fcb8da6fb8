"use client";
// The "Add to registry" dialog (its own chunk, loaded on the first click): a native modal
// <dialog> (focus kept inside, Escape closes, focus returns to the button), the parent's
// registries from the server, how many are wanted and a note. The answer is a notice (sonner),
// like the other add buttons'; a refusal stays in the dialog, read out.
import { useEffect, useId, useRef, useState, useTransition } from "react";
import { Link } from "@/components/ui/link";
import { toast } from "sonner";
import { addToMyRegistry, listMyRegistries } from "@/lib/actions/registry";
import { MAX_WANTED } from "@/lib/registry/schema";
import { ROUTES } from "@/lib/routes";
import type { ShoppingTexts } from "@/components/ui/shop-state/texts";
import { Dialog } from "@/components/ui/dialog";
import { Field, FieldFrame, FormStatus, SubmitButton } from "@/components/ui/form";
import form from "@/components/ui/form.module.css";
import styles from "./add-to-registry.module.css";
import { fill } from "@/lib/i18n/format";

export type AddToRegistryDialogProps = {
  product: { id: string; name: string };
  color?: string;
  size?: string;
  /** The colour's name in the page's language. */
  colorLabel?: string;
  texts: ShoppingTexts["addToRegistry"];
  onClose: () => void;
};

type Mine = { slug: string; title: string }[];

export function AddToRegistryDialog({ product, color, size, colorLabel, texts: t, onClose }: AddToRegistryDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [registries, setRegistries] = useState<Mine | null>(null);
  const [error, setError] = useState("");
  const [pending, start] = useTransition();

  useEffect(() => {
    const d = dialog.current;
    d?.showModal();
    let active = true;
    listMyRegistries().then(
      (result) => {
        if (!active) return;
        if (result.ok) setRegistries(result.data);
        else {
          setRegistries([]);
          setError(result.message);
        }
      },
      () => active && setError(t.loading),
    );
    return () => {
      active = false;
      d?.close();
    };
  }, [t.loading]);

  function submit(data: FormData) {
    const slug = String(data.get("slug") ?? "");
    const title = registries?.find((r) => r.slug === slug)?.title ?? "";
    start(async () => {
      const result = await addToMyRegistry({ slug, productId: product.id, color, size, wanted: Number(data.get("wanted")), note: String(data.get("note") ?? "") });
      if (!result.ok) {
        setError(result.message);
        return;
      }
      toast.success(result.data.merged ? fill(t.raised, { title, count: result.data.wanted }) : fill(t.added, { title }));
      onClose();
    });
  }

  return (
    <Dialog dialogRef={dialog} size="narrow" closeOnBackdrop={false} aria-labelledby={`${id}-title`} onClose={onClose}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t.dialogTitle}
      </h2>
      <p className={styles.product}>
        {product.name}
        {color && size ? ` (${colorLabel ?? color}, ${size})` : ""}
      </p>
      <FormStatus role="alert" tone="error" message={error} />
      {registries === null ? (
        <p role="status">{t.loading}</p>
      ) : registries.length === 0 ? (
        <p>
          {t.none} <Link href={ROUTES.registries}>{t.create}</Link>
        </p>
      ) : (
        <form action={submit} className={form.form}>
          <FieldFrame id={`${id}-slug`} label={t.registry}>
            {(control) => (
              <select name="slug" {...control}>
                {registries.map((r) => (
                  <option key={r.slug} value={r.slug}>
                    {r.title}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <Field id={`${id}-wanted`} name="wanted" label={t.wanted} type="number" inputMode="numeric" min={1} max={MAX_WANTED} defaultValue={1} required />
          <Field id={`${id}-note`} name="note" label={t.note} maxLength={200} />
          <div className={form.actions}>
            <SubmitButton pending={pending} label={t.submit} pendingLabel={t.adding} />
            <button type="button" className="button button-secondary" onClick={onClose}>
              {t.cancel}
            </button>
          </div>
        </form>
      )}
      {registries?.length === 0 ? (
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t.close}
        </button>
      ) : null}
    </Dialog>
  );
}
