// What a promotion code looks like, without zod: the browser's stored cart (stores/, zod/mini)
// keeps a code in the same shape as the server's schemas (lib/promotions/schema.ts) check it.

/** Codes as stored and compared: upper case, letters, digits and dashes, 3 to 32 characters. */
export const CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,31}$/;

/** What a shopper types, trimmed and upper-cased: "  spring10 " finds SPRING10. */
export const normalizeCode = (typed: string) => typed.trim().toUpperCase();

/** A typed code as it is kept and sent (trimmed, upper case), or undefined when it cannot be one of ours. */
export function codeOf(typed: string): string | undefined {
  const code = normalizeCode(typed);
  return CODE_PATTERN.test(code) ? code : undefined;
}
