import "server-only";
// /letters: the newsletter's letters. Who a letter would go to now (confirmed subscribers per
// language), the composer (an island: write, preview, send), and the letters sent, newest first,
// each with how many subscribers it was queued for and how many messages have gone out.
import { getTranslations } from "next-intl/server";
import table from "@/components/admin/management/management.module.css";
import { formatDate } from "@/lib/i18n/format";
import { LOCALES, type Locale } from "@/lib/i18n/routing";
import { letterCodeOptions } from "@/lib/newsletter/letter-code";
import { confirmedSubscribers, listLetters } from "@/lib/newsletter/letters";
import { LetterComposer } from "./letters-islands";
import tool from "@/components/admin/tool-screen.module.css";
import own from "./letters.module.css";
import "@/components/ui/form.module.css"; // the composer island's styles (components/ui/island.tsx)

const styles = { ...tool, ...own };

export async function LettersScreen({ locale }: { locale: Locale }) {
  const [t, audience, past, codes, codeLines] = await Promise.all([
    getTranslations({ locale, namespace: "AdminLetters" }),
    confirmedSubscribers(),
    listLetters(20),
    letterCodeOptions(),
    Promise.all(LOCALES.map(async (l) => [l, (await getTranslations({ locale: l, namespace: "Mail.newsletterLetter" })).raw("code") as string] as const)),
  ]);
  const languages = Object.fromEntries(LOCALES.map((l) => [l, t(`languages.${l}`)])) as Record<Locale, string>;
  return (
    <div className={styles.screen}>
      <p className={styles.lead}>{t("lead")}</p>
      <p data-testid="letters-audience">{t("audience", { total: audience.en + audience.fr + audience.de, ...audience })}</p>

      <section aria-labelledby="letters-write" className={styles.section}>
        <h2 id="letters-write">{t("writeHeading")}</h2>
        <LetterComposer
          audience={audience}
          codes={codes}
          texts={{
            languages,
            subject: t("subject"),
            body: t("body"),
            bodyHint: t("bodyHint"),
            preview: t("preview"),
            previewing: t("previewing"),
            previewHeading: t("previewHeading"),
            previewOf: t.raw("previewOf") as string,
            send: t.raw("send") as string,
            sending: t("sending"),
            sent: t.raw("sent") as string,
            repeated: t.raw("repeated") as string,
            another: t("another"),
            failed: t("failed"),
            code: t("code"),
            codeHint: t("codeHint"),
            codeNone: t("codeNone"),
            codeLines: Object.fromEntries(codeLines) as Record<Locale, string>,
          }}
        />
      </section>

      <section aria-labelledby="letters-past" className={styles.section}>
        <h2 id="letters-past">{t("pastHeading")}</h2>
        {past.length === 0 ? (
          <p>{t("pastEmpty")}</p>
        ) : (
          <div className={table.tableWrap}>
            <table className={table.table}>
              <caption>{t("pastCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("columns.subject")}</th>
                  <th scope="col">{t("columns.code")}</th>
                  <th scope="col">{t("columns.date")}</th>
                  <th scope="col">{t("columns.by")}</th>
                  <th scope="col" className={table.num}>
                    {t("columns.recipients")}
                  </th>
                  <th scope="col" className={table.num}>
                    {t("columns.sent")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {past.map((letter) => (
                  <tr key={letter.id}>
                    <th scope="row" lang="en">
                      {letter.subject}
                    </th>
                    <td>{letter.code ?? "—"}</td>
                    <td>
                      <time dateTime={letter.createdAt}>{formatDate(letter.createdAt, locale)}</time>
                    </td>
                    <td>{letter.by}</td>
                    <td className={table.num}>{letter.state === "queued" ? letter.recipients : t("queueing")}</td>
                    <td className={table.num}>{letter.sent}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
