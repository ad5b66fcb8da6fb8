// A promotion's single-use codes as a CSV file for staff: one row a code, with the order that used
// it (empty while unused) and when it was made, oldest first. Every cell goes through the
// catalogue CSV's formula escaping, so no cell can run in a spreadsheet. Pure.
import { stringify } from "csv-stringify/sync";
import { escapeFormula } from "../catalog-csv/csv";

export const CODES_CSV_COLUMNS = ["code", "used_by_order", "created_at"] as const;

export type SingleUseCode = { code: string; orderId?: string; createdAt: string };

export function codesCsv(codes: readonly SingleUseCode[]): string {
  const rows = [...codes]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.code.localeCompare(b.code))
    .map((c) => [c.code, c.orderId ?? "", c.createdAt].map(escapeFormula));
  return stringify([[...CODES_CSV_COLUMNS], ...rows]);
}
