"use client";
// The drawer's navigation, rendered from data rather than as server markup: its categories are the
// very array the header's categories menu receives, so the RSC payload carries them once and
// refers to them here (it carried each link of the drawer as an element, ~3 KB on every page).
// The HTML is the same as a server component's; the links are hydrated with the page, so a link
// followed before the drawer's own island arrives is still a client navigation.
import { Link } from "@/components/ui/link";
import styles from "./header-drawer.module.css";

export type NavLink = { href: string; label: string };

function LinkList({ links, labelledBy }: { links: NavLink[]; labelledBy?: string }) {
  return (
    <ul role="list" className={styles.links} aria-labelledby={labelledBy}>
      {links.map((l) => (
        <li key={l.href}>
          <Link href={l.href} className={styles.link}>
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The main links, then the categories under their heading. */
export function DrawerNav({ label, links, categoriesLabel, categoriesId, categories }: { label: string; links: NavLink[]; categoriesLabel: string; categoriesId: string; categories: NavLink[] }) {
  return (
    <nav aria-label={label}>
      <LinkList links={links} />
      <h3 id={categoriesId} className={styles.subhead}>
        {categoriesLabel}
      </h3>
      <LinkList links={categories} labelledBy={categoriesId} />
    </nav>
  );
}
