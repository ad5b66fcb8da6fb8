"use client";
// The listing's GET forms (filters, sort): plain HTML GET forms, which work before JavaScript
// (their submit buttons show until the form is marked data-enhanced). Once the page has
// hydrated, an enhancer loads as its own chunk (query-form-island.tsx) and takes over the form's
// submit and change events: clean URLs, client navigation, submit on change. It renders nothing,
// so the form's HTML is in the page once, in place, on the first load and on a client navigation.
import { lazy, Suspense, useRef } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { QueryFormProps } from "./query-form-island";

const Enhancer = lazy(() => import("./query-form-island").then((m) => ({ default: m.QueryFormEnhancer })));

export function QueryForm({ action, autoSubmit = false, children, ...rest }: QueryFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  return (
    <form {...rest} ref={form} method="get" action={action}>
      {children}
      {hydrated && (
        <Suspense fallback={null}>
          <Enhancer form={form} action={action} autoSubmit={autoSubmit} />
        </Suspense>
      )}
    </form>
  );
}
