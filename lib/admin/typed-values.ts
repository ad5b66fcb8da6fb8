// Numbers as staff type them in the admin's forms (amounts in dollars, whole numbers) and back.
// Pure and light (no zod), so forms' islands use them; what they make is parsed again on the
// server, so an unreadable entry becomes NaN and the server names its field.

/** Cents as typed dollars: 1299 -> "12.99", 1200 -> "12.00". */
export const centsToText = (cents: number) => (cents / 100).toFixed(2);

/** Typed dollars as cents ("12.99", "12,9", "12") or NaN when it is no amount (the server then refuses it). */
export function textToCents(text: string): number {
  const t = text.trim().replace(/\s/g, "");
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(t);
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}

/** A whole number as typed ("12"), or NaN. */
export function textToInt(text: string): number {
  const t = text.trim();
  return /^\d{1,9}$/.test(t) ? Number(t) : Number.NaN;
}

/** A number with at most one decimal as typed ("3", "3.5", "3,5"), or NaN: a weight in kg. */
export function textToDecimal(text: string): number {
  const m = /^(\d{1,6})(?:[.,](\d))?$/.exec(text.trim());
  return m ? Number(`${m[1]}.${m[2] ?? "0"}`) : Number.NaN;
}
