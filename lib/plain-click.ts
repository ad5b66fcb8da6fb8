/**
 * A click a link's page should take over: the main button, no modifier. Any other (a new tab or
 * window, a download, the middle button) is left to the browser, as a plain link would be.
 */
export function isPlainClick(event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
