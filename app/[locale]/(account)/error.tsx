"use client";
// Errors in an account page: shown inside the account frame; a chunk that failed to load after a
// deploy reloads the page once (components/layout/error-view.tsx).
import { ErrorView } from "@/components/layout/error-view";

export default function AccountError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorView error={error} retry={retry} />;
}
