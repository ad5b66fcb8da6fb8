// The WAI-ARIA tabs pattern for a row of buttons and their panels: the tab shown, and the props of
// each tab (roving tabindex; arrows, Home and End move and show) and of each panel. `idOf(name)`
// prefixes the ids ("-tab", "-panel") that tie them together.
import { useRef, useState, type KeyboardEvent } from "react";
import { tabKeyTarget } from "./tab-keys";

export function useTabs<T extends string>(names: readonly T[], idOf: (name: T) => string) {
  const [tab, setTab] = useState<T>(names[0]!);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabProps = (name: T, index: number) => ({
    ref: (el: HTMLButtonElement | null) => {
      refs.current[index] = el;
    },
    type: "button" as const,
    role: "tab" as const,
    id: `${idOf(name)}-tab`,
    "aria-selected": tab === name,
    "aria-controls": `${idOf(name)}-panel`,
    tabIndex: tab === name ? 0 : -1,
    onClick: () => setTab(name),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      const next = tabKeyTarget(event.key, index, names.length);
      if (next === null) return;
      event.preventDefault();
      setTab(names[next]!);
      refs.current[next]?.focus();
    },
  });
  const panelProps = (name: T) => ({ id: `${idOf(name)}-panel`, role: "tabpanel" as const, "aria-labelledby": `${idOf(name)}-tab`, hidden: tab !== name });
  return { tab, setTab, tabProps, panelProps };
}
