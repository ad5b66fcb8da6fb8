"use client";
// The categories drop-down: a <details> element, so it opens and works without JavaScript.
// This island (categories-menu-island.tsx) only closes it when a link is followed, on Escape,
// and on a click elsewhere.
import { useEffect, useRef } from "react";
import { Link } from "@/components/ui/link";
import styles from "./categories-menu.module.css";

type Item = { href: string; label: string };

export function CategoriesMenu({ label, items, allLabel, allHref }: { label: string; items: Item[]; allLabel: string; allHref: string }) {
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onDocClick = (e: MouseEvent) => {
      if (details.open && !details.contains(e.target as Node)) details.open = false;
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && details.open) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("click", onDocClick);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onDocClick);
      document.removeEventListener("keydown", onKey);
    };
  }, []);

  const close = () => {
    if (ref.current) ref.current.open = false;
  };

  return (
    <details ref={ref} className={styles.menu}>
      <summary className={styles.summary}>
        {label}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" className={styles.chevron}>
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </summary>
      <ul role="list" className={styles.panel}>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className={styles.item} onClick={close}>
              {item.label}
            </Link>
          </li>
        ))}
        <li className={styles.all}>
          <Link href={allHref} className={styles.item} onClick={close}>
            {allLabel}
          </Link>
        </li>
      </ul>
    </details>
  );
}
