import "server-only";
// /products/csv: the catalogue's CSV download, and an import that is checked (dry run) before
// it writes. The import form is an island; its texts come from here.
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { ROUTES } from "@/lib/routes";
import { CsvImport } from "./catalog-csv-islands";
import tool from "@/components/admin/tool-screen.module.css";
import own from "./catalog-csv.module.css";
import "@/components/ui/form.module.css"; // the import island's styles (components/ui/island.tsx)

const styles = { ...tool, ...own };

export async function CatalogCsvScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "AdminCatalogCsv" });
  return (
    <div className={styles.screen}>
      <p className={styles.lead}>{t("lead")}</p>
      <p>
        <a className="button" href={ROUTES.productsCsvDownload} download>
          {t("export")}
        </a>
      </p>
      <section aria-labelledby="csv-import-heading" className={styles.section}>
        <h2 id="csv-import-heading">{t("importHeading")}</h2>
        <CsvImport
          texts={{
            fileLabel: t("fileLabel"),
            fileHint: t("fileHint"),
            check: t("check"),
            checking: t("checking"),
            importing: t("importing"),
            chooseFile: t("chooseFile"),
            failed: t("failed"),
            problemsCaption: t("problemsCaption"),
            changesCaption: t("changesCaption"),
            untranslatedCaption: t("untranslatedCaption"),
            columns: {
              line: t("columns.line"),
              column: t("columns.column"),
              problem: t("columns.problem"),
              product: t("columns.product"),
              change: t("columns.change"),
              fields: t("columns.fields"),
              missing: t("columns.missing"),
            },
            kinds: { create: t("kinds.create"), update: t("kinds.update") },
          }}
        />
      </section>
    </div>
  );
}
