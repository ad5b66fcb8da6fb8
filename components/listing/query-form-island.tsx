"use client";
// What a listing's GET form (query-form.tsx) becomes once JavaScript runs: its fields become the
// page's search params through a client navigation with a clean URL (empty fields and the
// default sort left out); it can submit itself on change (the sort select), and it closes the
// <details> panel it sits in after submitting (the folded filters on small screens). Loaded as its
// own chunk after hydration, so it weighs nothing on a listing's first load.
import { useEffect, useTransition, type ComponentPropsWithoutRef, type RefObject } from "react";
import { useRouter } from "next/navigation";

export type QueryFormProps = Omit<ComponentPropsWithoutRef<"form">, "action" | "method" | "onSubmit" | "onChange"> & {
  /** The listing's path, e.g. "/shop-grid-standard". */
  action: string;
  /** Submit whenever a field changes (the sort select). */
  autoSubmit?: boolean;
};

/** The query string a form's fields make: empty fields and the default sort left out. */
function searchOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value !== "string") continue;
    const v = value.trim();
    if (v === "" || (key === "sort" && v === "default")) continue;
    params.append(key, v);
  }
  return params.toString();
}

/** The forms enhanced before (Next keeps left pages mounted, and enhances them again on Back). */
const enhanced = new WeakSet<HTMLFormElement>();

/** Whether a select of the form no longer shows the option the page came with. */
function changedSinceLoad(form: HTMLFormElement): boolean {
  return [...form.elements].some((field) => field instanceof HTMLSelectElement && [...field.options].some((o) => o.selected !== o.defaultSelected));
}

export function QueryFormEnhancer({ form, action, autoSubmit }: { form: RefObject<HTMLFormElement | null>; action: string; autoSubmit: boolean }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const go = () => {
      const search = searchOf(element);
      element.closest("details")?.removeAttribute("open");
      startTransition(() => router.push(search ? `${action}?${search}` : action));
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      go();
    };
    element.addEventListener("submit", onSubmit);
    if (autoSubmit) element.addEventListener("change", go);
    element.setAttribute("data-enhanced", "true");
    // A choice made before this loaded (the plain form waits for its button): carry it out now.
    // Once per form: a page shown again by Back keeps the choice that navigated away from it.
    if (autoSubmit && !enhanced.has(element) && changedSinceLoad(element)) go();
    enhanced.add(element);
    return () => {
      element.removeEventListener("submit", onSubmit);
      element.removeEventListener("change", go);
      element.removeAttribute("data-enhanced");
    };
  }, [form, action, autoSubmit, router]);

  useEffect(() => {
    if (pending) form.current?.setAttribute("aria-busy", "true");
    else form.current?.removeAttribute("aria-busy");
  }, [form, pending]);

  return null;
}
