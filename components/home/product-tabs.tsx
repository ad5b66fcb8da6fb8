"use client";
// Tabs of product panels. The server renders every panel with its heading, plus in-page links to
// them: without JavaScript all panels are visible. Once hydrated, the same panels become an
// ARIA tablist (arrow keys, Home/End) showing one panel at a time; the panel markup stays the
// same element, so nothing inside it remounts.
import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { tabKeyTarget } from "@/components/ui/tab-keys";
import styles from "./home.module.css";

export type ProductTab = { id: string; label: string; panel: ReactNode };

export function ProductTabs({ tabs, label, defaultTab }: { tabs: ProductTab[]; label: string; defaultTab: string }) {
  const enhanced = useHydrated();
  const [selected, setSelected] = useState(defaultTab);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = tabKeyTarget(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(tabs[next]!.id);
    buttons.current[next]?.focus();
  }

  return (
    <div className={styles.tabs} data-enhanced={enhanced || undefined}>
      {enhanced ? (
        <div role="tablist" aria-label={label} className={styles.tabList}>
          {tabs.map((tab, i) => (
            <button
              key={tab.id}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${tab.id}-tab`}
              aria-selected={tab.id === selected}
              aria-controls={`${tab.id}-panel`}
              tabIndex={tab.id === selected ? 0 : -1}
              className={styles.tab}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      ) : (
        <ul role="list" className={styles.tabList} aria-label={label}>
          {tabs.map((tab) => (
            <li key={tab.id}>
              <a href={`#${tab.id}-panel`} className={styles.tab}>
                {tab.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`${tab.id}-panel`}
          role={enhanced ? "tabpanel" : undefined}
          aria-labelledby={enhanced ? `${tab.id}-tab` : undefined}
          tabIndex={enhanced ? 0 : undefined}
          hidden={enhanced && tab.id !== selected}
          className={styles.tabPanel}
        >
          <section aria-labelledby={`${tab.id}-heading`}>
            <h2 id={`${tab.id}-heading`} className={enhanced ? "visually-hidden" : styles.panelHeading}>
              {tab.label}
            </h2>
            {tab.panel}
          </section>
        </div>
      ))}
    </div>
  );
}
