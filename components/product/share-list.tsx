// The share links' markup, drawn from their URLs and words (share-links.tsx builds them on the
// server): rendered by the product islands' chunk, so the RSC payload carries five URLs and a few
// words rather than every link, icon and path as elements.
import { CopyLink } from "@/components/ui/copy-link";
import styles from "./share-links.module.css";

const ICONS = {
  link: "M7 11a4 4 0 0 0 5.7 0l2.6-2.6a4 4 0 0 0-5.7-5.7L8.5 3.8M11 7a4 4 0 0 0-5.7 0L2.7 9.6a4 4 0 0 0 5.7 5.7l1.1-1.1",
  email: "M2 4h14v10H2zM2 4l7 6 7-6",
  x: "M3 3l12 12M15 3 3 15",
  facebook: "M10.5 16V9.5h2.2l.3-2.5h-2.5V5.6c0-.7.2-1.2 1.3-1.2H13V2.2a18 18 0 0 0-2-.1c-2 0-3.3 1.2-3.3 3.4V7H5.5v2.5h2.2V16",
  pinterest: "M9 2a7 7 0 0 0-2.5 13.5c-.1-.6-.1-1.5 0-2.1l.9-3.7s-.2-.5-.2-1.1c0-1 .6-1.8 1.3-1.8.6 0 .9.5.9 1 0 .6-.4 1.5-.6 2.4-.2.7.4 1.3 1.1 1.3 1.3 0 2.3-1.4 2.3-3.4 0-1.8-1.3-3-3.1-3-2.1 0-3.3 1.6-3.3 3.2 0 .6.2 1.3.5 1.7",
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18" className={styles.icon}>
      <path d={ICONS[name]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export type ShareTexts = Record<"share" | "copyLink" | "linkCopied" | "shareEmail" | "shareX" | "shareFacebook" | "sharePinterest" | "newTab", string>;
export type ShareUrls = { page: string; email: string; x: string; facebook: string; pinterest: string };

/** Copy link, email, X, Facebook, Pinterest: plain links to each service's share page. */
export function ShareList({ idPrefix, urls, texts }: { idPrefix: string; urls: ShareUrls; texts: ShareTexts }) {
  const external = [
    { key: "x", label: texts.shareX, href: urls.x },
    { key: "facebook", label: texts.shareFacebook, href: urls.facebook },
    { key: "pinterest", label: texts.sharePinterest, href: urls.pinterest },
  ] as const;
  return (
    <div className={styles.share}>
      <p className={styles.heading} id={`${idPrefix}-share`}>
        {texts.share}
      </p>
      <ul role="list" className={styles.list} aria-labelledby={`${idPrefix}-share`}>
        <li>
          <CopyLink url={urls.page} label={texts.copyLink} copied={texts.linkCopied} className={styles.link}>
            <Icon name="link" />
          </CopyLink>
        </li>
        <li>
          <a href={urls.email} className={styles.link}>
            <Icon name="email" />
            <span>{texts.shareEmail}</span>
          </a>
        </li>
        {external.map((l) => (
          <li key={l.key}>
            <a href={l.href} className={styles.link} target="_blank" rel="noopener noreferrer">
              <Icon name={l.key} />
              <span>{l.label}</span>
              <span className="visually-hidden"> ({texts.newTab})</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
