import type { ReactNode } from "react";

/** What the quick-view action answers: the dialog's content, or why there is none. */
export type QuickViewResult = { ok: true; content: ReactNode } | { ok: false; reason: "invalid" | "not-found" };
