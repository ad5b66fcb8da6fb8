"use client";
// Language choice: plain links to ?lng=xx (the proxy sets the cookie and serves that language),
// so it works before JavaScript loads. With JavaScript, the click sets the NEXT_LOCALE cookie and
// refreshes the current route in place, keeping the URL (and its filters) as it is, but for ?lng=.
import { useTransition, type MouseEvent } from "react";
import { useRouter } from "next/navigation";
import styles from "./language-switcher.module.css";
import { isPlainClick } from "@/lib/plain-click";

type Option = { locale: string; short: string; name: string };

const COOKIE = "NEXT_LOCALE";
const LANGUAGE_PARAM = "lng";
const ONE_YEAR = 60 * 60 * 24 * 365;

/** The same cookie the proxy reads (and sets for ?lng=). */
function rememberLocale(locale: string): void {
  document.cookie = `${COOKIE}=${locale}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
}

export function LanguageSwitcher({ current, label, options }: { current: string; label: string; options: Option[] }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function choose(event: MouseEvent<HTMLAnchorElement>, locale: string) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (locale === current) return;
    rememberLocale(locale);
    // An address that still says ?lng= wins over the cookie (proxy.ts), and the router refreshes
    // the address it knows: so that address is left for itself without ?lng=, the rest kept.
    const url = new URL(window.location.href);
    if (url.searchParams.has(LANGUAGE_PARAM)) {
      url.searchParams.delete(LANGUAGE_PARAM);
      window.location.replace(url);
      return;
    }
    startTransition(() => router.refresh());
  }

  return (
    <nav aria-label={label} className={styles.switcher} aria-busy={pending || undefined}>
      <ul role="list" className={styles.list}>
        {options.map((o) => (
          <li key={o.locale}>
            <a
              href={`?${LANGUAGE_PARAM}=${o.locale}`}
              hrefLang={o.locale}
              lang={o.locale}
              className={styles.option}
              aria-current={o.locale === current ? "true" : undefined}
              onClick={(e) => choose(e, o.locale)}
            >
              {o.short}
              <span className="visually-hidden"> – {o.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
