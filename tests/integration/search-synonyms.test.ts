// The search's synonyms and its log on the real parts: staff add and remove a group (the input
// parsed by the actions' schema, written with its audit entry in one commit; the actions' own
// answers need Next's request, for the cache tag they refresh); through the admin actions, no
// session, a shopper, forged and revoked cookies and bad input write nothing. The stored groups, read back by the
// search's own reader, make "nappies" find the demo nappies. Searches are counted by the proxy,
// the step every /search request passes, into Firestore with increments, from any number of
// instances; prefetches and later pages are not. Other files share the database: this one's
// groups and counts carry its own run id.
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { ACTION_REGISTRY } from "@/lib/actions/define-action";
import "@/lib/actions/admin-search";
import { AUDIT_COLLECTION } from "@/lib/admin/audit";
import { addSynonymGroup, removeSynonymGroup } from "@/lib/admin/search-synonyms/db";
import { synonymGroupInputSchema, type SynonymGroupInput } from "@/lib/admin/search-synonyms/schema";
import { toCatalogEntry } from "@/lib/catalog/entry";
import { firestore } from "@/lib/firebase/admin";
import { searchCatalog } from "@/lib/search/engine";
import { SYNONYMS_COLLECTION, readSearchCounts, readSynonymGroups, recordSearch, storedSynonymGroupSchema } from "@/lib/search/db";
import { synonymTable } from "@/lib/search/synonyms";
import { makeProducts } from "../../scripts/seed/catalog";
import { adminClient } from "./clients";
import { refusedCallers, type SessionOf, type TestUser } from "./sessions";

jest.setTimeout(120_000);

const db = firestore();
const projectId = process.env.FIREBASE_PROJECT_ID!;
const run = randomUUID().slice(0, 8);
const STAFF = { uid: `synonyms-staff-${run}`, email: "synonyms-staff@flone.test" };
const admin = { ...STAFF, admin: true };
type Name = "adminSearch.addSynonyms" | "adminSearch.removeSynonyms";
const action = (name: Name, input: unknown, session: SessionOf) => ACTION_REGISTRY.find((a) => a.name === name)!.run(input, { session, t: (key) => key });
/** A word of this run: no other file's group or count has it. */
const word = (w: string) => `${w}${run.replace(/\d/g, "")}`;

/** What the add action does once its guard has passed. */
const add = (input: SynonymGroupInput) => addSynonymGroup(STAFF, synonymGroupInputSchema.parse(input));
const groupsWith = async (term: string) => (await readSynonymGroups()).filter((g) => g.terms.includes(term));
const auditOf = async (id: string) =>
  (await db.collection(AUDIT_COLLECTION).where("targetKey", "==", `synonym:${id}`).get()).docs.map((d) => d.data()).sort((a, b) => String(a.action).localeCompare(String(b.action)));

it("staff add a group, the search uses it, staff remove it; each write is audited", async () => {
  const nappies = word("nappiez");
  const id = await add({ locale: "en", terms: `${nappies}, eco diapers`, targets: "" });

  const [group] = await groupsWith(nappies);
  expect(group).toEqual({ id, locale: "en", kind: "two-way", terms: [nappies, "eco diapers"], targets: [] });
  expect(storedSynonymGroupSchema.parse((await db.collection(SYNONYMS_COLLECTION).doc(id).get()).data())).toMatchObject({ by: STAFF });

  // The search, with the stored groups, finds the demo nappies by the new word.
  const entries = makeProducts().map(toCatalogEntry);
  const found = searchCatalog(entries, nappies, { locale: "en", synonyms: synonymTable(await readSynonymGroups(), "en") });
  expect([...found.keys()].map((e) => e.id)).toContain("eco-diapers");
  expect(searchCatalog(entries, nappies, { locale: "en", synonyms: synonymTable([], "en") }).size).toBe(0);

  expect(await removeSynonymGroup(STAFF, id)).toBe(true);
  expect(await groupsWith(nappies)).toEqual([]);
  expect(await removeSynonymGroup(STAFF, id)).toBe(false); // gone: nothing more written

  expect(await auditOf(id)).toEqual([
    expect.objectContaining({ action: "synonym.create", actor: STAFF, before: null, after: { locale: "en", kind: "two-way", terms: [nappies, "eco diapers"], targets: [] } }),
    expect.objectContaining({ action: "synonym.delete", actor: STAFF, before: { locale: "en", kind: "two-way", terms: [nappies, "eco diapers"], targets: [] }, after: null }),
  ]);
});

it("a one-way group: its words find the targets", async () => {
  const buggy = word("buggie");
  const id = await add({ locale: "de", terms: buggy, targets: "stroller, pram" });
  expect((await groupsWith(buggy))[0]).toEqual({ id, locale: "de", kind: "one-way", terms: [buggy], targets: ["stroller", "pram"] });
  await removeSynonymGroup(STAFF, id);
});

describe("only staff change synonyms", () => {
  const opened: TestUser[] = [];
  const auth = adminClient();
  afterAll(() => Promise.all([...opened.map((u) => u.client.close()), auth.close()]));

  it("no session, a shopper, forged cookies and a revoked admin cookie are refused; bad input is 'invalid'; nothing is written", async () => {
    const refusedWord = word("refused");
    const refusals = await refusedCallers(projectId, opened, auth);
    // A group that exists, so a refused removal has something it did not remove.
    const keptId = await add({ locale: "fr", terms: `${refusedWord}, autre`, targets: "" });
    for (const [who, session, error] of refusals) {
      for (const [name, input] of [
        ["adminSearch.addSynonyms", { locale: "en", terms: `${refusedWord}x, diaper`, targets: "" }],
        ["adminSearch.removeSynonyms", { id: keptId }],
      ] as const) {
        expect({ name, who, result: await action(name, input, session) }).toMatchObject({ name, who, result: { ok: false, error } });
      }
    }

    const bad: [unknown, string][] = [
      [{ locale: "es", terms: `${refusedWord}x, diaper` }, "locale"],
      [{ locale: "en", terms: `${refusedWord}x` }, "terms"], // two-way needs two words
      [{ locale: "en", terms: `${refusedWord}x, ${refusedWord}X` }, "terms"], // the same word twice
      [{ locale: "en", terms: `${refusedWord}x, <script>` }, "terms.1"],
      [{ locale: "en", terms: `${refusedWord}x, one two three four` }, "terms.1"],
      [{ locale: "en", terms: "" }, "terms"],
      [{ locale: "en", terms: "x".repeat(1001) }, "terms"],
      [{ locale: "en", terms: `${refusedWord}x, diaper`, targets: 42 }, "targets"],
    ];
    for (const [value, field] of bad) {
      const result = await action("adminSearch.addSynonyms", value, async () => admin);
      expect({ field, result }).toMatchObject({ field, result: { ok: false, error: "invalid", fieldErrors: { [field]: expect.any(String) } } });
    }
    for (const id of ["../audit/x", "", "a/b"]) expect(await action("adminSearch.removeSynonyms", { id }, async () => admin)).toMatchObject({ ok: false, error: "invalid" });

    expect(await groupsWith(`${refusedWord}x`)).toEqual([]);
    expect((await groupsWith(refusedWord)).map((g) => g.id)).toEqual([keptId]);
    expect((await auditOf(keptId)).map((a) => a.action)).toEqual(["synonym.create"]);
    await removeSynonymGroup(STAFF, keptId);
  });
});

describe("the search log", () => {
  // A day no other file counts in.
  const day = new Date(Date.UTC(2087, 5, 1 + Math.floor(Math.random() * 20), 12));

  it("counts each search once, normalised, per language, with increments from many writers at once", async () => {
    const q = word("Nappies");
    await Promise.all(Array.from({ length: 12 }, (_, i) => recordSearch(i % 2 ? `  ${q}!` : q.toUpperCase(), "en", day)));
    await Promise.all([recordSearch(q, "fr", day), recordSearch("   ", "en", day), recordSearch("x".repeat(500), "de", day)]);
    const counts = await readSearchCounts(day, 1);
    const key = q.toLowerCase();
    expect(counts.filter((c) => c.query === key)).toEqual([
      { query: key, locale: "en", count: 12 },
      { query: key, locale: "fr", count: 1 },
    ]);
    expect(counts.find((c) => c.locale === "de")!.query).toHaveLength(60);
    // Seven days back from the day after: still there; from the day before: not yet.
    expect((await readSearchCounts(new Date(day.getTime() + 86_400_000), 7)).some((c) => c.query === key)).toBe(true);
    expect((await readSearchCounts(new Date(day.getTime() - 86_400_000), 7)).some((c) => c.query === key)).toBe(false);
  });

  it("the proxy counts a shopper's first page of /search, in the page's language, not prefetches or later pages", async () => {
    const q = word("proxysearch");
    const pending: Promise<unknown>[] = [];
    const event = { waitUntil: (p: Promise<unknown>) => void pending.push(p) };
    const visit = (path: string, headers: Record<string, string> = {}) =>
      proxy(new NextRequest(`http://127.0.0.1:3100${path}`, { headers: { host: "127.0.0.1:3100", "accept-language": "en", ...headers } }), event);
    await visit(`/search?q=${q}`);
    await visit(`/search?q=${q}&lng=de`);
    await visit(`/search?q=${q}`, { cookie: "NEXT_LOCALE=fr" });
    await visit(`/search?q=${q}&page=2`);
    await visit(`/search?q=${q}`, { "next-router-prefetch": "1" });
    await visit(`/shop-grid-standard?q=${q}`);
    await Promise.all(pending);
    const mine = (await readSearchCounts(new Date(), 1)).filter((c) => c.query === q);
    expect(mine.sort((a, b) => a.locale.localeCompare(b.locale))).toEqual([
      { query: q, locale: "de", count: 1 },
      { query: q, locale: "en", count: 1 },
      { query: q, locale: "fr", count: 1 },
    ]);
  });
});
