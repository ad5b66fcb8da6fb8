"use client";
// The error screen's five sentences, handed down by the locale layout. Error boundaries are
// client components that render when anything else may have failed, so they get their words
// from this context rather than from next-intl's client runtime (~10 KB on every page for one
// screen that rarely shows).
import { createContext, use, type ReactNode } from "react";

export type ErrorTexts = Record<"title" | "text" | "retry" | "home" | "reloading", string>;

const ErrorTextsContext = createContext<ErrorTexts | null>(null);

export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <ErrorTextsContext value={texts}>{children}</ErrorTextsContext>;
}

export function useErrorTexts(): ErrorTexts {
  const texts = use(ErrorTextsContext);
  if (!texts) throw new Error("useErrorTexts needs ErrorTextsProvider (app/[locale]/layout.tsx)");
  return texts;
}
