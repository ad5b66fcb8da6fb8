"use server";
// Staff importing the catalogue from a CSV file (the export is a route handler: a download).
// A dry run first (planCatalogImport: what would change, or every bad row), then the import,
// which checks the whole file again and writes nothing when any row is bad.
import { getTranslations } from "next-intl/server";
import { staffOf } from "@/lib/admin/audit";
import { csvHintKey, type CsvProblem, type CsvRowError } from "@/lib/admin/catalog-csv/csv";
import type { TranslatableField } from "@/lib/catalog/translations";
import { csvInputSchema } from "@/lib/admin/catalog-csv/schema";
import { importCatalog, planCatalogImport, type ImportChange, type ImportPlan } from "@/lib/admin/catalog-csv/import";
import { revalidateProducts } from "@/lib/catalog/read";
import { sendAfterResponse } from "@/lib/mail/sender";
import { defineAction } from "./define-action";

/** A plan as the screen shows it: every problem in words. */
export type ImportAnswer =
  | {
      ok: true;
      changes: ImportChange[];
      /** Rows whose product stays untranslated somewhere: "Français: Full description" per language. */
      untranslated: { line: number; id: string; name: string; missing: string }[];
      /** "12 rows: 2 new, 3 changed, 7 unchanged." (or, after an import, "5 products imported."). */
      summary: string;
      /** The import button's text ("Import 5 products"); null when the file changes nothing. */
      importLabel: string | null;
      written: number;
    }
  | { ok: false; summary: string; rowErrors: { line: number; column: string | null; message: string }[] };

async function answer(plan: ImportPlan, written: number | null): Promise<ImportAnswer> {
  const [t, tt] = await Promise.all([getTranslations("AdminCatalogCsv"), getTranslations("AdminTranslations")]);
  const text = (problem: CsvProblem, values: Record<string, string | number> = {}) => t(`errors.${problem}`, values);
  if (plan.ok) {
    const count = (kind: ImportChange["kind"]) => plan.changes.filter((c) => c.kind === kind).length;
    const summary =
      written !== null
        ? t("done", { count: written })
        : plan.changes.length === 0
          ? t("nothingToDo")
          : t("planSummary", { rows: plan.rowCount, creates: count("create"), updates: count("update"), unchanged: plan.unchanged });
    const importLabel = written === null && plan.changes.length > 0 ? t("import", { count: plan.changes.length }) : null;
    const untranslated = plan.untranslated.map(({ line, id, name, missing }) => ({
      line,
      id,
      name,
      missing: Object.entries(missing)
        .map(([locale, fields]) => tt("missingList", { language: tt(`languages.${locale as "fr" | "de"}`), fields: fields.map((f: TranslatableField) => tt(`fields.${f}`)).join(", ") }))
        .join("; "),
    }));
    return { ok: true, changes: plan.changes, untranslated, summary, importLabel, written: written ?? 0 };
  }
  if ("fileError" in plan) {
    const { problem, line, detail } = plan.fileError;
    return { ok: false, summary: text(problem, { line: line ?? 0, detail: detail ?? "" }), rowErrors: [] };
  }
  return {
    ok: false,
    summary: t("refusedSummary", { count: plan.rowErrors.length, rows: plan.rowCount }),
    rowErrors: plan.rowErrors.map(({ line, column, problem }: CsvRowError) => ({
      line,
      column,
      message: text(problem, { column: column ?? "", hint: column ? t(`hints.${csvHintKey(column)}` as never) : "" }),
    })),
  };
}

/** What importing the file would change; writes nothing. */
export const previewCatalogImport = defineAction(
  { name: "adminCatalog.previewImport", access: "admin", input: csvInputSchema },
  async ({ csv }): Promise<ImportAnswer> => answer(await planCatalogImport(csv), null),
);

/** Import the file: all of it, or nothing when any row is bad. */
export const importCatalogCsv = defineAction(
  { name: "adminCatalog.import", access: "admin", input: csvInputSchema },
  async ({ csv }, { session }): Promise<ImportAnswer> => {
    const { plan, written } = await importCatalog(csv, staffOf(session));
    revalidateProducts(written);
    if (written.length > 0) sendAfterResponse(); // back-in-stock notices the import let out
    return answer(plan, written.length);
  },
);
