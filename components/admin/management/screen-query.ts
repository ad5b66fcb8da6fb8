// What every management screen does with its URL and its bulk bar's texts, in one place.

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The "one" and "other" forms of a count message for the bulk bar, which fills "{count}" itself
 * (no ICU formatter in the browser): the "other" form is rendered once with a stand-in number,
 * which is then replaced by the placeholder.
 */
export function countForms(format: (count: number) => string): { one: string; other: string } {
  return { one: format(1), other: format(7777).replace(/7\D?777/, "{count}") };
}

type SortsAndPager = {
  sorts: { label: string; options: { label: string; href: string; current: boolean }[] };
  pager: { label: string; first?: { href: string; label: string }; next?: { href: string; label: string } };
};

/**
 * A screen's sort links and cursor pager, from its query and its URL builder `href` (which leaves
 * the cursor out unless given: a new sort starts at page one).
 */
export function sortsAndPager<S extends string, Q extends { sort: S; cursor?: string }>(
  query: Q,
  next: string | null,
  sorts: readonly S[],
  href: (over: Partial<Q>) => string,
  texts: { sortLabel: string; sortName: (sort: S) => string; pagerLabel: string; first: string; next: string },
): SortsAndPager {
  return {
    sorts: { label: texts.sortLabel, options: sorts.map((s) => ({ label: texts.sortName(s), href: href({ sort: s } as Partial<Q>), current: s === query.sort })) },
    pager: {
      label: texts.pagerLabel,
      first: query.cursor ? { href: href({}), label: texts.first } : undefined,
      next: next ? { href: href({ cursor: next } as Partial<Q>), label: texts.next } : undefined,
    },
  };
}
