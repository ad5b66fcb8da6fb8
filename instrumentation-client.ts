// Runs in the browser before React hydrates (Next's instrumentation-client convention).
// A code chunk that fails to load (typically after a new deploy) is reported and the page
// reloads once, instead of leaving a half-working page. Errors thrown while rendering reach the
// error boundary (app/[locale]/(shop)/error.tsx), which does the same for chunk errors.
// Also: zod runs without compiling code, which the Content-Security-Policy forbids (lib/zod-jitless.ts).
import { isChunkLoadError, noteNavigation, recoverFromChunkError } from "@/lib/chunk-reload";
import { makeZodJitless } from "@/lib/zod-jitless";

makeZodJitless();

window.addEventListener("error", (event) => {
  if (isChunkLoadError(event.error) || isChunkLoadError(event.message)) recoverFromChunkError(event.error ?? event.message);
});

window.addEventListener("unhandledrejection", (event) => {
  if (isChunkLoadError(event.reason)) recoverFromChunkError(event.reason);
});

/** Next calls this as a client navigation starts: a chunk failure then reloads its target. */
export function onRouterTransitionStart(url: string): void {
  noteNavigation(url);
}
