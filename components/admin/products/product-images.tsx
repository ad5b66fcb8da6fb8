"use client";
// The product form's images: upload with the Firebase Storage web SDK (resumable, with a progress
// bar and a cancel button; the SDK retries within lib/storage-policy.ts's limits), shown through
// their download URL, reordered and removed with buttons (keyboard and screen readers alike; focus
// follows the moved image). The SDKs load with the first upload, so the page does not carry them.
// The browser's Firebase Auth user (signed in with the shop's sign-in) must be an admin in its
// profile: storage.rules read users/{uid}.userInfo.isAdmin at each upload, and let only admins
// write raster images under 5 MB into products/.
import { useEffect, useId, useRef, useState } from "react";
import type { UploadTask } from "firebase/storage";
import { move } from "@/lib/admin/products/form";
import { storageErrorKey, type StorageErrorKey } from "@/lib/storage-errors";
import { IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES } from "@/lib/storage-policy";
import { FieldError, FieldFrame, FormStatus } from "@/components/ui/form";
import form from "@/components/ui/form.module.css";
import styles from "./admin-products.module.css";
import { fill } from "@/lib/i18n/format";

export type ImageTexts = Record<
  | "label"
  | "hint"
  | "choose"
  | "uploading"
  | "progress"
  | "cancel"
  | "uploaded"
  | "moveUp"
  | "moveDown"
  | "remove"
  | "alt"
  | "empty"
  | "moved"
  | "removed"
  | "notImage"
  | "tooBig",
  string
>;

type Props = {
  images: string[];
  onChange: (images: string[], removed?: number) => void;
  texts: ImageTexts;
  errors: Record<StorageErrorKey, string>;
  invalid?: string;
};

/** Upload one file to products/images/ as the signed-in admin; resolves to its download URL. */
async function startUpload(file: File, onTask: (task: UploadTask) => void, onProgress: (share: number) => void): Promise<string> {
  const [{ clientAuth, clientStorage }, sdk] = await Promise.all([import("@/lib/firebase/client"), import("firebase/storage")]);
  const auth = clientAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw { code: "storage/unauthenticated" };
  const ext = (file.name.match(/\.([a-z0-9]{1,5})$/i)?.[1] ?? "img").toLowerCase();
  const ref = sdk.ref(clientStorage(), `products/images/${crypto.randomUUID()}.${ext}`);
  const task = sdk.uploadBytesResumable(ref, file, { contentType: file.type, cacheControl: "public, max-age=31536000, immutable" });
  onTask(task);
  await new Promise<void>((resolve, reject) =>
    task.on("state_changed", (s) => onProgress(s.totalBytes ? s.bytesTransferred / s.totalBytes : 0), reject, () => resolve()),
  );
  return sdk.getDownloadURL(task.snapshot.ref);
}

export function ProductImages({ images, onChange, texts, errors, invalid }: Props) {
  const inputId = useId();
  const [upload, setUpload] = useState<{ name: string; share: number } | null>(null);
  const [message, setMessage] = useState<{ kind: "status" | "alert"; text: string } | null>(null);
  const task = useRef<UploadTask | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const [focus, setFocus] = useState<{ index: number; button: string } | null>(null);

  useEffect(() => {
    if (!focus) return;
    const item = list.current?.children[focus.index];
    const button = item?.querySelector<HTMLButtonElement>(`button[data-op="${focus.button}"]:not(:disabled)`) ?? item?.querySelector<HTMLButtonElement>("button:not(:disabled)");
    button?.focus();
  }, [focus, images]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setMessage(null);
    if (!IMAGE_CONTENT_TYPES.includes(file.type)) return setMessage({ kind: "alert", text: fill(texts.notImage, { name: file.name }) });
    if (file.size >= MAX_IMAGE_BYTES) return setMessage({ kind: "alert", text: fill(texts.tooBig, { name: file.name }) });
    setUpload({ name: file.name, share: 0 });
    try {
      const url = await startUpload(
        file,
        (t) => (task.current = t),
        (share) => setUpload({ name: file.name, share }),
      );
      onChange([...images, url]);
      setMessage({ kind: "status", text: fill(texts.uploaded, { name: file.name }) });
    } catch (error) {
      setMessage({ kind: "alert", text: errors[storageErrorKey(error)] });
    } finally {
      task.current = null;
      setUpload(null);
    }
  };

  // A file chosen before this island came alive (the page's HTML arrives first) fired no onChange
  // of ours: take it once on arrival.
  const fileInput = useRef<HTMLInputElement>(null);
  const chosenEarly = useRef(choose);
  useEffect(() => {
    const input = fileInput.current;
    if (!input?.files?.[0]) return;
    void chosenEarly.current(input.files[0]);
    input.value = "";
  }, []);

  const reorder = (index: number, by: number, button: string) => {
    onChange(move(images, index, by));
    const to = Math.max(0, Math.min(images.length - 1, index + by));
    setMessage({ kind: "status", text: fill(texts.moved, { n: to + 1 }) });
    setFocus({ index: to, button });
  };

  return (
    <fieldset id="product-images" tabIndex={-1} aria-describedby={`${inputId}-hint${invalid ? ` ${inputId}-error` : ""}`}>
      <legend>{texts.label}</legend>
      <p id={`${inputId}-hint`} className={form.hint}>
        {texts.hint}
      </p>
      <FieldError id={inputId} error={invalid} />
      {images.length === 0 ? <p>{texts.empty}</p> : null}
      <ul ref={list} className={styles.images}>
        {images.map((src, i) => (
          <li key={src} className={styles.image}>
            {/* A small preview of a download URL or a site path: not worth an optimised variant. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={src} alt={fill(texts.alt, { n: i + 1 })} width={64} height={64} />
            <button type="button" className="button button-secondary" data-op="up" disabled={i === 0} onClick={() => reorder(i, -1, "up")}>
              {fill(texts.moveUp, { n: i + 1 })}
            </button>
            <button type="button" className="button button-secondary" data-op="down" disabled={i === images.length - 1} onClick={() => reorder(i, 1, "down")}>
              {fill(texts.moveDown, { n: i + 1 })}
            </button>
            <button
              type="button"
              className="button button-secondary"
              data-op="remove"
              onClick={() => {
                onChange(images.filter((_, j) => j !== i), i);
                setMessage({ kind: "status", text: texts.removed });
                setFocus(images.length > 1 ? { index: Math.min(i, images.length - 2), button: "remove" } : null);
              }}
            >
              {fill(texts.remove, { n: i + 1 })}
            </button>
          </li>
        ))}
      </ul>
      {upload ? (
        <div className={styles.progress}>
          <label htmlFor={`${inputId}-progress`}>{fill(texts.uploading, { name: upload.name })}</label>
          <progress id={`${inputId}-progress`} max={1} value={upload.share} aria-label={fill(texts.progress, { name: upload.name })} />
          <button type="button" className="button button-secondary" onClick={() => task.current?.cancel()}>
            {texts.cancel}
          </button>
        </div>
      ) : (
        <FieldFrame id={inputId} label={texts.choose}>
          <input
            ref={fileInput}
            id={inputId}
            type="file"
            accept={IMAGE_CONTENT_TYPES.join(",")}
            onChange={(e) => {
              void choose(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </FieldFrame>
      )}
      <FormStatus
        role={message?.kind === "alert" ? "alert" : "status"}
        tone={message ? (message.kind === "alert" ? "error" : "success") : "idle"}
        message={message?.text ?? ""}
      />
    </fieldset>
  );
}
