"use client";
// The phone header's menu drawer, a modal <dialog> that its buttons open and close by invoker
// commands (`commandfor`/`command`), so it works before any script where the browser has them.
// This lazy island (menu-drawer-island.tsx) adds what markup cannot: the menu button's
// aria-expanded follows the dialog, and browsers without invoker commands get them here. (A link
// followed inside closes it by the root layout's inline script, lib/dialog-links.ts, so also
// before this chunk arrives.)
import { useEffect } from "react";

export function MenuDrawer({ dialogId, buttonId }: { dialogId: string; buttonId: string }) {
  useEffect(() => {
    const dialog = document.getElementById(dialogId);
    const button = document.getElementById(buttonId);
    if (!(dialog instanceof HTMLDialogElement) || !button) return;
    const sync = () => button.setAttribute("aria-expanded", String(dialog.open));
    const observer = new MutationObserver(sync);
    observer.observe(dialog, { attributeFilter: ["open"] });
    sync();

    const nativeCommands = "command" in HTMLButtonElement.prototype;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      const invoker = target.closest(`button[commandfor="${dialogId}"]`);
      if (invoker && !nativeCommands) {
        if (invoker.getAttribute("command") === "close") dialog.close();
        else if (!dialog.open) dialog.showModal();
        return;
      }
      // The backdrop (closedby="any" does it natively where supported): the dialog itself, as
      // its content fills it.
      if (dialog.open && target === dialog) dialog.close();
    };
    document.addEventListener("click", onClick);
    return () => {
      observer.disconnect();
      document.removeEventListener("click", onClick);
    };
  }, [dialogId, buttonId]);
  return null;
}
