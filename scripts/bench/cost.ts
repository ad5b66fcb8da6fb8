// npm run bench:cost -- --from <figures.json>   (the file `npm run bench:sale -- --json <file>` writes)
// The shop's monthly cost at 1,000, 10,000 and 100,000 orders a month, from what the sale day's
// cost probe measured one request of each kind to cost, and the traffic mix stated below
// (cost-model.ts multiplies, at list prices with their sources). Prints the table BENCHMARKS.md records.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { z } from "zod";
import { costTable, monthlyCost, PRICES, type Fixed, type MeasuredKinds, type Stored, type TrafficMix } from "./cost-model";

const { values } = parseArgs({ options: { from: { type: "string" } } });
if (!values.from) throw new Error("usage: npm run bench:cost -- --from <the JSON file bench:sale --json wrote>");

const kindSchema = z.object({ reads: z.number(), writes: z.number(), deletes: z.number(), cpuMs: z.number() });
const kinds: MeasuredKinds = z.object({ probeKinds: z.record(z.string(), kindSchema) }).parse(JSON.parse(readFileSync(values.from, "utf8"))).probeKinds;

// Per order placed: 150 page views (a 2.5 % conversion of sessions of about 4 pages, rounded up),
// of which most are cached pages (home, categories, products), the rest filtered listings and
// searches no one asked for just before (uncached), and cart screens; one checkout, paid half by
// card, 30 % cash on delivery, 20 % bank transfer.
const MIX: TrafficMix = {
  perOrder: {
    "cached page (home)": 110,
    "uncached listing": 15,
    "search (uncached)": 15,
    "cart check": 10,
    "checkout card": 0.5,
    "checkout cash-on-delivery": 0.3,
    "checkout bank-transfer": 0.2,
  },
  // A page's HTML gzipped plus its share of scripts (cached by the browser after the first page).
  bytesPerPageView: 60_000,
  // Product photos as next/image serves them (a card ~15 KB, a product page's gallery more).
  imageBytesPerPageView: 150_000,
};
const MINUTES = 30 * 24 * 60;
const job = (name: string) => kinds[`job ${name}`] ?? { reads: 0, writes: 0, deletes: 0, cpuMs: 0 };
const jobRun = ["outbox", "unpaid", "restock", "subscriptions"].map(job).reduce((a, b) => ({ reads: a.reads + b.reads, writes: a.writes + b.writes, deletes: a.deletes + b.deletes, cpuMs: a.cpuMs + b.cpuMs }));
const FIXED: Fixed = {
  jobRuns: MINUTES, // the four jobs every minute, counted as one run of all four
  jobRun,
  heartbeats: (MINUTES * 60) / 10, // the cache-tag channel: one beat every 10 s (safety 60 s)
  instances: 2,
  memoryGiB: 1, // apphosting.yaml memoryMiB
  billedTimePerCpu: 2, // an instance is billed while a request waits on Firestore too: taken as twice its CPU time
  warmSeconds: MINUTES * 60, // minInstances: 1
};
const STORED: Stored = {
  bytesPerOrder: 20_000, // the order, its private address, emails in the outbox, events, invoice
  catalogBytes: 10_000 * 5_000, // 10,000 products and their index entries
  imageBytes: 10_000 * 4 * 150_000, // four photos a product
};

console.log(`Traffic mix per order: ${Object.entries(MIX.perOrder).map(([k, n]) => `${n} ${k}`).join(", ")}`);
console.log(`Prices: ${Object.values(PRICES).map((p) => `${p.value} USD/${p.unit} (${p.source}, read ${p.read})`).join("; ")}\n`);
console.log(costTable([1_000, 10_000, 100_000].map((orders) => monthlyCost(orders, kinds, MIX, FIXED, STORED))));
