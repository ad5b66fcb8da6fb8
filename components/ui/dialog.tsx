// A native modal <dialog>, opened with showModal() by its owner: the browser keeps focus inside
// and Escape closes it; a click on the backdrop closes it too, unless the dialog holds a form
// being filled in (the owner's onClose puts focus back where it was). Its styles
// (dialog.module.css) are imported by the server component that places the island owning it
// (components/ui/island.tsx).
import type { ButtonHTMLAttributes, DialogHTMLAttributes, ReactNode, Ref } from "react";
import styles from "./dialog.module.css";

type DialogProps = {
  dialogRef: Ref<HTMLDialogElement>;
  /** "wide" for a product or its images, "narrow" for a short form. */
  size: "wide" | "narrow";
  /** False for a form: a stray click beside it must not throw away what was typed. */
  closeOnBackdrop?: boolean;
  children: ReactNode;
} & Omit<DialogHTMLAttributes<HTMLDialogElement>, "ref" | "children">;

export function Dialog({ dialogRef, size, closeOnBackdrop = true, className, onClick, children, ...dialog }: DialogProps) {
  return (
    <dialog
      ref={dialogRef}
      className={[styles.dialog, styles[size], className].filter(Boolean).join(" ")}
      onClick={(e) => {
        // A click on the backdrop (the dialog itself, outside its content) closes it.
        if (closeOnBackdrop && e.target === e.currentTarget) e.currentTarget.close();
        onClick?.(e);
      }}
      {...dialog}
    >
      {size === "narrow" ? <div className={styles.narrowBody}>{children}</div> : children}
    </dialog>
  );
}

/** The round "×" that closes the dialog it is in; `label` is its accessible name. */
export function CloseButton({ label, buttonRef, className, ...button }: { label: string; buttonRef?: Ref<HTMLButtonElement> } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "children" | "onClick">) {
  return (
    <button ref={buttonRef} type="button" className={className ? `${styles.close} ${className}` : styles.close} onClick={(e) => e.currentTarget.closest("dialog")?.close()} {...button}>
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
        <path d="M3 3l10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
