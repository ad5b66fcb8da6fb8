// lib/blog against the real Firestore emulator. Test files share one database and run in
// parallel: this one writes only posts with its own unique slugs and deletes them afterwards.
import { randomUUID } from "node:crypto";
import { firestore } from "@/lib/firebase/admin";
import { countOps } from "@/lib/firebase/op-counter";
import { parseBlogListQuery, runBlogList } from "@/lib/blog/query";
import { POSTS_COLLECTION, fetchPost, fetchPostSummaries } from "@/lib/blog/db";
import { postSchema, type Post } from "@/lib/blog/schema";

const id = randomUUID().slice(0, 8);
const word = `zebu${id.replace(/\d/g, "")}`; // a word no other post has
const slug = (name: string) => `itest-${id}-${name}`;
const NOW = new Date("2030-01-01T00:00:00.000Z");

const post = (name: string, publishedAt: string, over: Partial<Post> = {}): Post => ({
  slug: slug(name),
  title: `Integration ${name} ${word}`,
  excerpt: `Excerpt of ${name}.`,
  body: [`First paragraph of ${name}.`, "Second paragraph."],
  author: "Test Author",
  category: "Testing",
  tags: ["itest", name],
  image: "/demo/blog/1.svg",
  publishedAt,
  language: "en",
  translations: {},
  ...over,
});

const older = post("older", "2029-01-01T09:00:00.000Z");
const newer = post("newer", "2029-06-01T09:00:00.000Z");
const scheduled = post("scheduled", "2031-01-01T09:00:00.000Z");
const mine = [older, newer, scheduled];

beforeAll(async () => {
  // The malformed post below is reported on purpose; keep the output readable.
  jest.spyOn(process.stderr, "write").mockImplementation(() => true);
  const batch = firestore().batch();
  for (const p of mine) batch.set(firestore().collection(POSTS_COLLECTION).doc(p.slug), postSchema.parse(p));
  // A malformed document: the lists skip it and its page is a 404, nothing throws.
  batch.set(firestore().collection(POSTS_COLLECTION).doc(slug("broken")), { title: 42, publishedAt: "2029-03-01T09:00:00.000Z" });
  await batch.commit();
});

afterAll(async () => {
  const batch = firestore().batch();
  for (const name of ["older", "newer", "scheduled", "broken"]) batch.delete(firestore().collection(POSTS_COLLECTION).doc(slug(name)));
  await batch.commit();
});

describe("blog store", () => {
  it("lists published posts newest first, without their bodies, skipping scheduled and malformed ones", async () => {
    const { posts } = await fetchPostSummaries(NOW);
    const ours = posts.filter((p) => p.slug.startsWith(`itest-${id}-`));
    expect(ours.map((p) => p.slug)).toEqual([newer.slug, older.slug]);
    expect(ours[0]).not.toHaveProperty("body");
    expect(ours[0]).toMatchObject({ title: newer.title, category: "Testing", tags: ["itest", "newer"] });
    // Sorted by date across every post in the collection.
    const dates = posts.map((p) => p.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("never reads more than its limit (plus one, to know there are more)", async () => {
    const { result, ops } = await countOps(() => fetchPostSummaries(NOW, { limit: 1 }));
    expect(result.posts).toHaveLength(1);
    expect(result.truncated).toBe(true);
    expect(ops.reads).toBeLessThanOrEqual(2);
  });

  it("reads one post with its body; unknown, malformed, scheduled and invalid slugs are no post", async () => {
    const { result: post, ops } = await countOps(() => fetchPost(newer.slug, { now: NOW }));
    expect(post).toEqual(newer);
    expect(ops.reads).toBe(1);
    expect(await fetchPost(slug("nope"), { now: NOW })).toBeNull();
    expect(await fetchPost(slug("broken"), { now: NOW })).toBeNull();
    expect(await fetchPost(scheduled.slug, { now: NOW })).toBeNull();
    expect(await fetchPost(scheduled.slug, { now: new Date("2032-01-01T00:00:00.000Z") })).toEqual(scheduled);
    const bad = await countOps(() => Promise.all(["__x__", "a/b", "UPPER", ""].map((slug) => fetchPost(slug, { now: NOW }))));
    expect(bad.result).toEqual([null, null, null, null]);
    expect(bad.ops.reads).toBe(0); // never sent to Firestore
  });

  it("searches, filters and pages what it read", async () => {
    const { posts } = await fetchPostSummaries(NOW);
    const found = runBlogList(posts, parseBlogListQuery({ q: word.slice(0, 6) }));
    expect(found.items.map((p) => p.slug)).toEqual([newer.slug, older.slug]);
    const tagged = runBlogList(posts, parseBlogListQuery({ tag: "newer", category: "testing" }));
    expect(tagged.items.map((p) => p.slug)).toEqual([newer.slug]);
  });
});
