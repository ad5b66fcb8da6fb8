"use client";
// The product's description / additional information / reviews tabs: an ARIA tablist (arrow keys,
// Home and End move between tabs, automatic activation). The panels are server-rendered and all
// present in the HTML; the first is shown from the start (no layout shift on hydration). A link
// to #<panel id> (the "3 reviews" link next to the stars) opens that tab.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { tabKeyTarget } from "@/components/ui/tab-keys";
import styles from "./detail-tabs.module.css";

export type DetailTab = { id: string; label: string; panel: ReactNode };

export function DetailTabs({ tabs, label, idPrefix }: { tabs: DetailTab[]; label: string; idPrefix: string }) {
  const [selected, setSelected] = useState(tabs[0]?.id);
  const list = useRef<HTMLDivElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    const fromHash = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const tab = tabs.find((t) => `${idPrefix}-${t.id}` === id);
      if (!tab) return;
      setSelected(tab.id);
      document.getElementById(`${idPrefix}-${tab.id}-tab`)?.scrollIntoView({ block: "start" });
    };
    fromHash();
    // Marks the tablist as live (keyboard handling attached): tests and styles can wait for it.
    list.current?.setAttribute("data-ready", "");
    window.addEventListener("hashchange", fromHash);
    return () => window.removeEventListener("hashchange", fromHash);
  }, [tabs, idPrefix]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = tabKeyTarget(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(tabs[next]!.id);
    buttons.current[next]?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div ref={list} role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-${tab.id}-tab`}
            aria-selected={tab.id === selected}
            aria-controls={`${idPrefix}-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(tab.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`${idPrefix}-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`${idPrefix}-${tab.id}-tab`}
          tabIndex={0}
          hidden={tab.id !== selected}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
