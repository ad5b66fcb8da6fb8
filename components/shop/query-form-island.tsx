"use client";
// A GET form whose fields become the page's search params. It works as a plain HTML form before
// JavaScript loads; once hydrated it navigates client-side with a clean URL (empty fields and the
// default sort left out), can submit itself on change (the sort select), and closes the
// <details> panel it sits in after submitting (the folded filters on small screens).
// Loaded as its own chunk (see query-form.tsx), so it weighs nothing on a listing's first load.
import { useEffect, useRef, useTransition, type ComponentPropsWithoutRef } from "react";
import { useRouter } from "next/navigation";

export type QueryFormProps = Omit<ComponentPropsWithoutRef<"form">, "action" | "method" | "onSubmit" | "onChange"> & {
  /** The listing's path, e.g. "/shop-grid-standard". */
  action: string;
  /** Submit whenever a field changes (the sort select). */
  autoSubmit?: boolean;
};

export function QueryFormIsland({ action, autoSubmit = false, children, ...rest }: QueryFormProps) {
  const router = useRouter();
  const ref = useRef<HTMLFormElement>(null);
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    ref.current?.setAttribute("data-enhanced", "true");
  }, []);

  function go(form: HTMLFormElement) {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value !== "string") continue;
      const v = value.trim();
      if (v === "" || (key === "sort" && v === "default")) continue;
      params.append(key, v);
    }
    const search = params.toString();
    form.closest("details")?.removeAttribute("open");
    startTransition(() => router.push(search ? `${action}?${search}` : action));
  }

  return (
    <form
      {...rest}
      ref={ref}
      method="get"
      action={action}
      aria-busy={pending || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        go(e.currentTarget);
      }}
      onChange={autoSubmit ? (e) => go(e.currentTarget) : undefined}
    >
      {children}
    </form>
  );
}
