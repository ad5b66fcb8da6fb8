const formats = new Map<string, Intl.DateTimeFormat>();

/** "12 March 2026" as the reader's language writes it (UTC, so server and browser agree). */
export function formatPostDate(iso: string, locale: string): string {
  let f = formats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
    formats.set(locale, f);
  }
  return f.format(new Date(iso));
}
