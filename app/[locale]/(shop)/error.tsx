"use client";
// Errors in a storefront page: shown inside the shop frame (header, footer); a chunk that failed
// to load after a deploy reloads the page once (components/layout/error-view.tsx).
import { ErrorView } from "@/components/layout/error-view";

export default function ShopError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorView error={error} retry={retry} />;
}
