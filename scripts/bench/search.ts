// npm run bench:search [-- --products 10000 --runs 20]
// The shop's search, measured rather than assumed, in this process (no server, no database: the
// search is pure work over the catalogue index's entries). First its quality over the seeded demo
// catalogue, with the seeded synonyms (scripts/seed/synonyms.ts), and the labelled searches of scripts/bench/search-queries.ts: per language, success@3
// (a search whose expected product is among the first three results) and the zero-result rate.
// Then its speed over `products` generated products (the seed's own generator, as the other
// benches seed them): p50/p95 of one search page's work (runListing: match, rank, facets) over the
// labelled searches, each `runs` times, the first run apart. BENCHMARKS.md records the figures.
import { parseArgs } from "node:util";
import { makeProducts, DEFAULT_PRODUCT_COUNT } from "../seed/catalog";
import { toCatalogEntry, type CatalogEntry } from "@/lib/catalog/entry";
import { isListed } from "@/lib/catalog/visibility";
import { parseListingQuery, runListing } from "@/lib/catalog/query";
import { searchIndexOf } from "@/lib/search/engine";
import { synonymTable } from "@/lib/search/synonyms";
import { SEED_SYNONYMS } from "../seed/synonyms";
import { LABELLED_SEARCHES, type LabelledSearch } from "./search-queries";

const { values } = parseArgs({ options: { products: { type: "string", default: "10000" }, runs: { type: "string", default: "20" } } });
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const entriesOf = (count: number): CatalogEntry[] => makeProducts(count).map(toCatalogEntry).filter(isListed);

/** One search as the /search page runs it, in the search's language with the seeded synonyms. */
const synonyms = { en: synonymTable(SEED_SYNONYMS, "en"), fr: synonymTable(SEED_SYNONYMS, "fr"), de: synonymTable(SEED_SYNONYMS, "de") };
const search = (entries: CatalogEntry[], s: LabelledSearch) => runListing(entries, parseListingQuery({ q: s.q }), 1000, { locale: s.locale, synonyms: synonyms[s.locale] });

function quality(entries: CatalogEntry[]) {
  console.log(`quality over the ${entries.length} demo products, ${LABELLED_SEARCHES.length} labelled searches:`);
  for (const locale of ["en", "fr", "de"] as const) {
    const own = LABELLED_SEARCHES.filter((s) => s.locale === locale);
    let found = 0;
    let zero = 0;
    let zeroExpected = 0;
    const misses: string[] = [];
    const waiting: string[] = [];
    for (const s of own) {
      const result = search(entries, s);
      if (result.total === 0) zero++;
      if (s.expect.length === 0) zeroExpected++;
      const top = result.items.slice(0, 3).map((e) => e.id);
      const ok = s.expect.length === 0 ? result.total === 0 : top.some((id) => s.expect.includes(id));
      if (ok) found++;
      else (s.translated ? waiting : misses).push(`"${s.q}" -> ${top.join(", ") || "nothing"}`);
    }
    const ready = own.length - own.filter((s) => s.translated).length;
    const readyFound = found - own.filter((s) => s.translated && !waiting.some((w) => w.startsWith(`"${s.q}"`))).length;
    console.log(
      `  ${locale}: success@3 ${(found / own.length).toFixed(2)} (${found}/${own.length}; without the ${own.length - ready} needing translated names ${(readyFound / ready).toFixed(2)}), ` +
        `zero results ${(zero / own.length).toFixed(2)} (${zero}/${own.length}, ${zeroExpected} of them expected to find nothing)`,
    );
    for (const m of misses) console.log(`    miss: ${m}`);
    for (const w of waiting) console.log(`    needs translated names: ${w}`);
  }
}

function speed(entries: CatalogEntry[]) {
  const runs = Number(values.runs);
  const heap = () => {
    global.gc?.();
    return process.memoryUsage().heapUsed;
  };
  // The search index, built once per index load and language (before the timed searches).
  const before = heap();
  const first = performance.now();
  for (const locale of ["en", "fr", "de"] as const) searchIndexOf(entries, locale);
  const firstMs = (performance.now() - first) / 3;
  const memory = heap() - before;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    for (const s of LABELLED_SEARCHES) {
      const start = performance.now();
      search(entries, s);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `speed at ${entries.length} products, ${times.length} searches: p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms; ` +
      `building the search index ${firstMs.toFixed(0)} ms a language, ` +
      (global.gc ? `its memory ${(memory / 3 / 1024 / 1024).toFixed(1)} MB a language (${(memory / 1024 / 1024).toFixed(1)} MB for en, fr and de)` : "memory: run with node --expose-gc"),
  );
}

quality(entriesOf(DEFAULT_PRODUCT_COUNT));
speed(entriesOf(Number(values.products)));
