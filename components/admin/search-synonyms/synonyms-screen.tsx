import "server-only";
// /search-synonyms: the search's synonyms per language, each group with what it finds and a
// button to remove it, and a form per language to add one (words comma-separated; "find instead"
// left empty, the words find each other). Staff come here from /dash's searches that find nothing.
import { getTranslations } from "next-intl/server";
import { RecordActions, RecordForm } from "@/components/admin/admin-record-islands";
import table from "@/components/admin/management/management.module.css";
import tool from "@/components/admin/tool-screen.module.css";
import { addSynonyms, removeSynonyms } from "@/lib/actions/admin-search";
import type { ActionResult } from "@/lib/actions/result";
import { LOCALES, type Locale } from "@/lib/i18n/routing";
import { readSynonymGroups } from "@/lib/search/db";
import "@/components/ui/form.module.css"; // the record forms' fields (components/ui/island.tsx)

type Answer = Promise<ActionResult<{ message: string }>>;

/** The add form's action, bound to its language: a bad word is said on its field ("terms", not "terms.2"). */
async function add(locale: Locale, form: Record<string, string>): Answer {
  "use server";
  const result = await addSynonyms({ locale, terms: form.terms ?? "", targets: form.targets ?? "" });
  if (!result.ok) {
    const fieldErrors = Object.fromEntries(Object.entries(result.fieldErrors ?? {}).map(([field, text]) => [field.split(".")[0]!, text]));
    return { ...result, fieldErrors };
  }
  return { ok: true, data: { message: (await getTranslations("AdminSynonyms"))("added") } };
}

/** A row's remove button, bound to its group. */
async function remove(id: string): Answer {
  "use server";
  const result = await removeSynonyms({ id });
  return result.ok ? { ok: true, data: { message: (await getTranslations("AdminSynonyms"))("removed") } } : result;
}

export async function SynonymsScreen({ locale }: { locale: Locale }) {
  const [t, groups] = await Promise.all([getTranslations({ locale, namespace: "AdminSynonyms" }), readSynonymGroups()]);
  return (
    <div className={tool.screen}>
      <p className={tool.lead}>{t("lead")}</p>
      {LOCALES.map((language) => {
        const own = groups.filter((g) => g.locale === language);
        const heading = `synonyms-${language}`;
        return (
          <section key={language} aria-labelledby={heading} className={tool.section}>
            <h2 id={heading}>{t(`languages.${language}`)}</h2>
            {own.length === 0 ? (
              <p>{t("empty")}</p>
            ) : (
              <div className={table.tableWrap}>
                <table className={table.table}>
                  <caption>{t("caption", { language: t(`languages.${language}`) })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("columns.words")}</th>
                      <th scope="col">{t("columns.finds")}</th>
                      <th scope="col">{t("columns.remove")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {own.map((g) => {
                      const words = g.terms.join(", ");
                      return (
                        <tr key={g.id}>
                          <th scope="row" lang={language}>
                            {words}
                          </th>
                          <td>{g.kind === "two-way" ? t("eachOther") : g.targets.join(", ")}</td>
                          <td>
                            <RecordActions
                              run={remove.bind(null, g.id)}
                              choices={[
                                {
                                  value: "remove",
                                  label: t("remove", { words }),
                                  secondary: true,
                                  confirm: { question: t("removeQuestion", { words }), yes: t("removeYes"), no: t("removeNo") },
                                },
                              ]}
                              texts={{ working: t("working"), failed: t("failed"), none: "" }}
                            />
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            )}
            <h3>{t("addHeading", { language: t(`languages.${language}`) })}</h3>
            <RecordForm
              run={add.bind(null, language)}
              fields={[
                { name: "terms", label: t("terms"), hint: t("termsHint"), maxLength: 1000 },
                { name: "targets", label: t("targets"), hint: t("targetsHint"), maxLength: 1000, optional: true },
              ]}
              texts={{ submit: t("add"), working: t("working"), failed: t("failed") }}
            />
          </section>
        );
      })}
    </div>
  );
}
