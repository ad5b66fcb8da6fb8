"use client";
// The CSV import: choose a file, check it (a dry run on the server: every bad row, or what would
// change), then import exactly that text. Choosing another file forgets the check. The outcome
// takes the focus so a screen reader hears it; problems and changes are tables.
import { useEffect, useId, useRef, useState, useSyncExternalStore, useTransition, type FormEvent } from "react";
import { importCatalogCsv, previewCatalogImport, type ImportAnswer } from "@/lib/actions/admin-catalog";
import type { ImportChange } from "@/lib/admin/catalog-csv/import";
import table from "@/components/admin/management/management.module.css";
import { FieldFrame, FormStatus, SubmitButton } from "@/components/ui/form";
import tool from "@/components/admin/tool-screen.module.css";
import own from "./catalog-csv.module.css";

const styles = { ...tool, ...own };

export type CsvImportTexts = {
  fileLabel: string;
  fileHint: string;
  check: string;
  checking: string;
  importing: string;
  chooseFile: string;
  failed: string;
  problemsCaption: string;
  changesCaption: string;
  untranslatedCaption: string;
  columns: Record<"line" | "column" | "problem" | "product" | "change" | "fields" | "missing", string>;
  kinds: Record<ImportChange["kind"], string>;
};

const noSubscription = () => () => {};

type Shown = { csv: string | null; answer: ImportAnswer } | { csv: null; message: string };

export function CsvImport({ texts }: { texts: CsvImportTexts }) {
  const fileId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [working, setWorking] = useState<"check" | "import" | null>(null);
  const [, startTransition] = useTransition();
  // False in the server's HTML: the check button waits for the script (a file is read here, in
  // the browser), rather than sending the form to nowhere.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);

  useEffect(() => {
    if (shown) resultRef.current?.focus();
  }, [shown]);

  const run = (kind: "check" | "import", csv: string) =>
    startTransition(async () => {
      setWorking(kind);
      try {
        const result = await (kind === "check" ? previewCatalogImport : importCatalogCsv)({ csv });
        if (!result.ok) setShown({ csv: null, message: result.message });
        // After a check, the text is kept for the import button; after an import, it is done.
        else setShown({ csv: kind === "check" && result.data.ok ? csv : null, answer: result.data });
      } catch {
        setShown({ csv: null, message: texts.failed });
      } finally {
        setWorking(null);
      }
    });

  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) return setShown({ csv: null, message: texts.chooseFile });
    let csv: string;
    try {
      csv = await file.text();
    } catch {
      return setShown({ csv: null, message: texts.failed });
    }
    run("check", csv);
  };

  const answer = shown && "answer" in shown ? shown.answer : null;
  return (
    <>
      <form className={styles.form} onSubmit={check} aria-busy={working !== null}>
        <FieldFrame id={fileId} label={texts.fileLabel} hint={texts.fileHint}>
          {/* A file picker keeps the browser's own look: no text-field frame. */}
          {(control) => <input ref={fileRef} name="file" type="file" accept=".csv,text/csv" onChange={() => setShown(null)} {...control} className={undefined} />}
        </FieldFrame>
        <SubmitButton pending={working === "check"} label={texts.check} pendingLabel={texts.checking} disabled={!hydrated || working !== null} />
      </form>

      {shown && (
        <div ref={resultRef} tabIndex={-1} className={styles.result} data-testid="csv-result">
          {"message" in shown ? (
            <FormStatus role="alert" tone="error" message={shown.message} />
          ) : answer?.ok ? (
            <>
              <FormStatus tone="success" message={answer.summary} />
              {answer.changes.length > 0 && (
                <ProductTable
                  caption={texts.changesCaption}
                  columns={[texts.columns.change, texts.columns.fields]}
                  rows={answer.changes.map((c) => ({ ...c, cells: [texts.kinds[c.kind], c.kind === "update" ? c.fields.join(", ") : ""] }))}
                  texts={texts}
                />
              )}
              {answer.untranslated.length > 0 && (
                <ProductTable caption={texts.untranslatedCaption} columns={[texts.columns.missing]} rows={answer.untranslated.map((r) => ({ ...r, cells: [r.missing] }))} texts={texts} />
              )}
              {shown.csv !== null && answer.importLabel && (
                <p>
                  <button type="button" className="button" disabled={working !== null} onClick={() => run("import", shown.csv!)}>
                    {working === "import" ? texts.importing : answer.importLabel}
                  </button>
                </p>
              )}
            </>
          ) : (
            answer && (
              <>
                <FormStatus role="alert" tone="error" message={answer.summary} />
                {answer.rowErrors.length > 0 && (
                  <div className={table.tableWrap}>
                    <table className={table.table}>
                      <caption>{texts.problemsCaption}</caption>
                      <thead>
                        <tr>
                          <th scope="col" className={table.num}>{texts.columns.line}</th>
                          <th scope="col">{texts.columns.column}</th>
                          <th scope="col">{texts.columns.problem}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {answer.rowErrors.map((e) => (
                          <tr key={`${e.line}:${e.column}`}>
                            <td className={table.num}>{e.line}</td>
                            <td>{e.column}</td>
                            <td>{e.message}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </>
            )
          )}
        </div>
      )}
    </>
  );
}

/** The file's products, a row each: its line, the product, and `columns` more (what changes, what is left to translate). */
function ProductTable({ caption, columns, rows, texts }: { caption: string; columns: string[]; rows: { line: number; id: string; name: string; cells: string[] }[]; texts: CsvImportTexts }) {
  return (
    <div className={table.tableWrap}>
      <table className={table.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={table.num}>{texts.columns.line}</th>
            <th scope="col">{texts.columns.product}</th>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td className={table.num}>{r.line}</td>
              <th scope="row">
                {r.name} <span className={table.hint}>({r.id})</span>
              </th>
              {r.cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
