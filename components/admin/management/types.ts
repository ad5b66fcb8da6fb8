// What a management screen (components/admin/management/management-screen.tsx) is told: its rows
// and columns, its filters, sorts and pages (all in the URL), row actions and bulk actions. Typed
// by the row, so /orders, /products and /customers describe their tables the same way.
import type { ReactNode } from "react";
import type { ActionResult } from "@/lib/actions/result";

export type Column<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
  /** The cell that names the row (a <th scope="row">); one column should have it. */
  rowHeader?: boolean;
};

/** A field of the filters form (a GET form: its names are the URL's query keys). */
export type FilterField =
  | { kind: "text"; name: string; label: string; value?: string; hint?: string; type?: "search" | "text" | "email"; autoComplete?: string }
  | { kind: "select"; name: string; label: string; value?: string; options: readonly { value: string; label: string }[] }
  | { kind: "date"; name: string; label: string; value?: string };

export type Filters = {
  legend: string;
  fields: readonly FilterField[];
  /** Where the form goes: the screen's path. */
  action: string;
  /** Query keys kept when filtering (the sort, say). The cursor never is: a new filter starts at page one. */
  hidden?: Readonly<Record<string, string>>;
  submit: string;
  /** "Clear the filters", when some are set. */
  clear?: { href: string; label: string };
  note?: string;
};

export type Sorts = { label: string; options: readonly { label: string; href: string; current: boolean }[] };

export type Pager = { label: string; first?: { href: string; label: string }; next?: { href: string; label: string } };

/** A link per row ("Open"): `label` is what it shows, `accessibleName` names the row too. */
export type RowAction<Row> = { key: string; label: string; accessibleName: (row: Row) => string; href: (row: Row) => string };

/** What a bulk action answers: the rows it changed, and those it refused with a reason (and the row's page, where it can be done). */
export type BulkAnswer = { done: string[]; refused: { id: string; message: string; href?: string }[] };

/** A server action run on the selected rows with one of `choices` (e.g. the status to move to). */
export type BulkRun = (input: { ids: string[]; choice: string }) => Promise<ActionResult<BulkAnswer>>;

export type BulkTexts = {
  /** The bar's group label. */
  label: string;
  /** "{count} selected" (ICU already resolved per count by the caller: 0, 1 and "other" forms). */
  selected: { zero: string; one: string; other: string };
  choiceLabel: string;
  /** What the choices leave out and where it is done instead (tied to the choice). */
  choiceHint?: string;
  choosePrompt: string;
  apply: string;
  working: string;
  done: { one: string; other: string };
  refused: { one: string; other: string };
  failed: string;
  /** The select-all checkbox's name; each row's: `selectRow` with {id}. */
  selectAll: string;
  selectRow: string;
};

/** A choice of the bulk bar; `confirm`: a question asked before it runs (deleting), with its two answers. */
export type BulkChoice = { value: string; label: string; confirm?: { question: string; yes: string; no: string } };

export type Bulk = { run: BulkRun; choices: readonly BulkChoice[]; texts: BulkTexts; max: number };
