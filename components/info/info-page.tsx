import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { pageMetadata } from "@/lib/seo";
import { INFO_PAGES, type InfoNamespace } from "@/lib/routes";
import intro from "@/components/ui/page-intro.module.css";
import styles from "./info-page.module.css";



/** A section in the messages: paragraphs (text), then bullet points (list), then more paragraphs (after). */
type Section = { title: string; text?: Record<string, string>; list?: Record<string, string>; after?: Record<string, string> };
/** Key facts beside the content: a title and term/detail pairs. */
type Facts = { title: string; items: Record<string, { term: string; detail: string }> };

export async function infoMetadata(locale: string, namespace: InfoNamespace) {
  const t = await getTranslations({ locale, namespace });
  return pageMetadata({ title: t("metaTitle"), description: t("metaDescription"), path: INFO_PAGES[namespace], locale });
}

/**
 * An information page from its messages: heading and intro, then each section, and its key facts
 * (if it has any) beside them on wide screens. `children` come first (the contact form).
 */
export async function InfoPage({ locale, namespace, children }: { locale: string; namespace: InfoNamespace; children?: ReactNode }) {
  const [t, tCommon, tLinks] = await Promise.all([
    getTranslations({ locale, namespace }),
    getTranslations({ locale, namespace: "Common" }),
    getTranslations({ locale, namespace: "SiteLinks" }),
  ]);
  const sections = Object.entries((t.raw("sections") ?? {}) as Record<string, Section>);
  const facts = t.has("facts") ? (t.raw("facts") as Facts) : null;
  const related = (Object.keys(INFO_PAGES) as InfoNamespace[]).filter((n) => n !== namespace);

  return (
    <div className="container">
      <div className={intro.intro}>
        <Breadcrumbs label={tCommon("breadcrumb")} items={[{ label: tCommon("home"), href: "/" }, { label: t("title") }]} />
        <h1 className={intro.title}>{t("title")}</h1>
        <p className={intro.lead}>{t("intro")}</p>
      </div>
      <div className={facts ? styles.withAside : undefined}>
        <div className={styles.content}>
          {children}
          {sections.map(([key, s]) => (
            <section key={key} aria-labelledby={`section-${key}`} className={styles.section}>
              <h2 id={`section-${key}`}>{s.title}</h2>
              {Object.values(s.text ?? {}).map((p, i) => (
                <p key={`t${i}`}>{p}</p>
              ))}
              {s.list && (
                <ul className={styles.list}>
                  {Object.values(s.list).map((item, i) => (
                    <li key={i}>{item}</li>
                  ))}
                </ul>
              )}
              {Object.values(s.after ?? {}).map((p, i) => (
                <p key={`a${i}`}>{p}</p>
              ))}
            </section>
          ))}
        </div>
        {facts && (
          <aside aria-labelledby="facts-heading" className={styles.card}>
            <h2 id="facts-heading">{facts.title}</h2>
            <dl>
              {Object.entries(facts.items).map(([key, item]) => (
                <div key={key}>
                  <dt>{item.term}</dt>
                  <dd>{item.detail}</dd>
                </div>
              ))}
            </dl>
          </aside>
        )}
      </div>
      <nav aria-labelledby="related-pages" className={styles.related}>
        <h2 id="related-pages" className={styles.relatedTitle}>
          {tLinks("helpHeading")}
        </h2>
        <ul role="list" className={styles.relatedList}>
          {related.map((n) => (
            <li key={n}>
              <Link href={INFO_PAGES[n]} className={styles.relatedLink}>
                {tLinks(n)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
