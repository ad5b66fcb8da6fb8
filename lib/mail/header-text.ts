// Text that goes into a mail header (a subject, a name): one line, whatever was typed. A line
// break in a header value would end it and start another header (a "Bcc:" smuggled in a name),
// so every control character (CR, LF, tab...) and Unicode line separator becomes a space.
export function headerText(value: string, max = 200): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);
}

/** True when `value` can be a header as it is (no line break or other control character). */
export const isHeaderText = (value: string): boolean => !/[\p{Cc}\u2028\u2029]/u.test(value);
