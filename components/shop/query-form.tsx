"use client";
// The listing's GET forms (filters, sort). The enhanced form (query-form-island.tsx: clean URLs,
// client navigation, submit on change) loads as its own chunk; until it has loaded, the same
// form is a plain HTML GET form, which works as it is (its submit buttons are shown until the
// island marks the form data-enhanced). On a first load the server's HTML stays untouched while
// the chunk arrives; on a client navigation the plain form shows in the meantime, identical.
import { lazy, Suspense } from "react";
import type { QueryFormProps } from "./query-form-island";

const Island = lazy(() => import("./query-form-island").then((m) => ({ default: m.QueryFormIsland })));

export function QueryForm(props: QueryFormProps) {
  const { action, autoSubmit: _autoSubmit, children, ...rest } = props;
  void _autoSubmit;
  return (
    <Suspense
      fallback={
        <form {...rest} method="get" action={action}>
          {children}
        </form>
      }
    >
      <Island {...props} />
    </Suspense>
  );
}
