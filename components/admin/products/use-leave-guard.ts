"use client";
// While a form has unsaved changes: the browser asks before the tab is closed or reloaded
// (beforeunload), and a click on any link of the app asks first (window.confirm), since the App
// Router has no navigation event to cancel. The link click is caught in the capture phase, before
// Next's <Link> handles it.
import { useEffect } from "react";
import { isPlainClick } from "@/lib/plain-click";

export function useLeaveGuard(dirty: boolean, question: string): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download")) return;
      if (link.origin === window.location.origin && link.pathname === window.location.pathname && link.hash) return;
      if (!window.confirm(question)) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty, question]);
}
