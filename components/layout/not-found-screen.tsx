// The not-found screen's markup, drawn from its words and links (not-found-view.tsx gives them).
// An island, because a route group's not-found page travels in the RSC payload of every page
// under it: as elements it weighed ~2.4 KB a page, as words it weighs ~0.7 KB. Same HTML.
import { Link } from "@/components/ui/link";
import { ROUTES } from "@/lib/routes";
import styles from "./not-found-view.module.css";

export type NotFoundTexts = Record<"eyebrow" | "title" | "text" | "searchLabel" | "searchPlaceholder" | "searchSubmit" | "home" | "shop" | "helpful", string>;

export function NotFoundScreen({ texts, helpful }: { texts: NotFoundTexts; helpful: { href: string; label: string }[] }) {
  return (
    <div className={`container ${styles.wrap}`}>
      <svg className={styles.art} width="160" height="120" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
        <ellipse cx="80" cy="104" rx="58" ry="8" fill="#f3ece5" />
        <path d="M44 64a24 24 0 0 1 46-10 18 18 0 1 1 6 34H50a18 18 0 0 1-6-24Z" fill="#e5effb" />
        <path d="M104 18a16 16 0 1 0 10 28 13 13 0 0 1-10-28Z" fill="#f2b27a" />
        <circle cx="34" cy="28" r="3" fill="#f4b6c6" />
        <circle cx="130" cy="64" r="2.5" fill="#bfe8d6" />
      </svg>
      <p className={styles.eyebrow}>{texts.eyebrow}</p>
      <h1>{texts.title}</h1>
      <p className={styles.text}>{texts.text}</p>
      {/* A plain GET form: it works before (and without) JavaScript. */}
      <form role="search" action={ROUTES.search} method="get" className={styles.search}>
        <label htmlFor="not-found-search" className="visually-hidden">
          {texts.searchLabel}
        </label>
        <input
          id="not-found-search"
          type="search"
          name="q"
          maxLength={100}
          placeholder={texts.searchPlaceholder}
          className={styles.searchInput}
        />
        <button type="submit" className="button">
          {texts.searchSubmit}
        </button>
      </form>
      <div className={styles.actions}>
        <Link href="/" className="button">
          {texts.home}
        </Link>
        <Link href={ROUTES.shop} className="button button-secondary">
          {texts.shop}
        </Link>
      </div>
      <nav aria-labelledby="not-found-helpful" className={styles.helpful}>
        <h2 id="not-found-helpful" className={styles.helpfulTitle}>
          {texts.helpful}
        </h2>
        <ul role="list" className={styles.helpfulList}>
          {helpful.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
