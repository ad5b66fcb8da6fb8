import {
  adjacentPosts,
  blogSidebar,
  normalizeText,
  parseBlogListQuery,
  postSearchScore,
  readingMinutes,
  runBlogList,
  type PostSummary,
} from "./query";

const post = (slug: string, daysAgo: number, over: Partial<PostSummary> = {}): PostSummary => ({
  slug,
  title: `Post ${slug}`,
  excerpt: "An excerpt.",
  author: "Flone Editorial",
  category: "Sleep",
  tags: [],
  image: "/demo/blog/1.svg",
  publishedAt: new Date(Date.UTC(2026, 0, 31) - daysAgo * 86_400_000).toISOString(),
  language: "en",
  translations: {},
  ...over,
});

const posts: PostSummary[] = [
  post("c", 3, { title: "Bath time safety", category: "Bath time", tags: ["bath", "safety"] }),
  post("a", 1, { title: "Safe sleep basics", category: "Sleep", tags: ["sleep", "safety"] }),
  post("b", 2, { title: "Starting solids", category: "Feeding", tags: ["feeding"], excerpt: "Bottles, spoons and first purées." }),
  post("d", 4, { title: "Sécurité à la maison", category: "Safety", tags: ["home"] }),
  post("e", 5, { category: "Sleep" }),
  post("f", 6, { category: "Sleep" }),
  post("g", 7, { category: "Play" }),
];

describe("parseBlogListQuery", () => {
  it("reads page, search, category and tag, dropping what is invalid", () => {
    expect(parseBlogListQuery({ page: "2", q: "  sleep ", category: "Sleep", tag: ["bath", "x"] })).toEqual({
      page: 2,
      q: "sleep",
      category: "Sleep",
      tag: "bath",
    });
    expect(parseBlogListQuery({ page: "-1", q: "   " })).toEqual({ page: 1, q: undefined, category: undefined, tag: undefined });
    expect(parseBlogListQuery({ page: "abc", q: "x".repeat(500) }).page).toBe(1);
    expect(parseBlogListQuery({ q: "x".repeat(500) }).q).toBeUndefined();
  });
});


describe("search", () => {
  it("matches word prefixes, accent- and case-insensitively, title first", () => {
    expect(normalizeText("Sécurité")).toBe("securite");
    expect(postSearchScore(posts[1]!, "SLEE")).toBeGreaterThan(0);
    expect(postSearchScore(posts[3]!, "securite maison")).toBeGreaterThan(0);
    expect(postSearchScore(posts[2]!, "bott")).toBe(1); // excerpt only
    expect(postSearchScore(posts[2]!, "solids")).toBe(3); // title
    expect(postSearchScore(posts[2]!, "solids zebra")).toBe(0); // every word must match
    expect(postSearchScore(posts[2]!, "  ")).toBe(0);
  });

  it("ranks title matches before other matches, then newest first", () => {
    const r = runBlogList(posts, parseBlogListQuery({ q: "safe" }));
    // "Safe sleep basics" and "Bath time safety" (titles; newer first), then category "Safety".
    expect(r.items.map((p) => p.slug)).toEqual(["a", "c", "d"]);
    // "Bath time safety" (title) before the tag and category matches, newest first.
    expect(runBlogList(posts, parseBlogListQuery({ q: "safety" })).items.map((p) => p.slug)).toEqual(["c", "a", "d"]);
  });
});

describe("runBlogList", () => {
  it("lists newest first, in pages", () => {
    const first = runBlogList(posts, parseBlogListQuery({}), 3);
    expect(first.items.map((p) => p.slug)).toEqual(["a", "b", "c"]);
    expect([first.total, first.page, first.pageCount]).toEqual([7, 1, 3]);
    const last = runBlogList(posts, parseBlogListQuery({ page: "3" }), 3);
    expect(last.items.map((p) => p.slug)).toEqual(["g"]);
    // A page past the end shows the last page.
    expect(runBlogList(posts, parseBlogListQuery({ page: "99" }), 3).page).toBe(3);
  });

  it("filters by category and tag, case-insensitively, and names them as the posts do", () => {
    const r = runBlogList(posts, parseBlogListQuery({ category: "sleep" }));
    expect(r.items.map((p) => p.slug)).toEqual(["a", "e", "f"]);
    expect(r.category).toBe("Sleep");
    const t = runBlogList(posts, parseBlogListQuery({ tag: "SAFETY" }));
    expect(t.items.map((p) => p.slug)).toEqual(["a", "c"]);
    expect(t.tag).toBe("safety");
    const none = runBlogList(posts, parseBlogListQuery({ category: "Nope" }));
    expect([none.total, none.pageCount, none.items.length]).toEqual([0, 1, 0]);
  });
});

describe("sidebar and neighbours", () => {
  it("counts categories and tags and lists the newest posts", () => {
    const s = blogSidebar(posts, 2);
    expect(s.categories[0]).toEqual({ value: "Sleep", count: 3 });
    expect(s.tags[0]).toEqual({ value: "safety", count: 2 });
    expect(s.recent.map((p) => p.slug)).toEqual(["a", "b"]);
  });

  it("finds the older and newer post", () => {
    expect(adjacentPosts(posts, "b")).toEqual({ newer: posts[1], older: posts[0] });
    expect(adjacentPosts(posts, "a").newer).toBeUndefined();
    expect(adjacentPosts(posts, "g").older).toBeUndefined();
    expect(adjacentPosts(posts, "nope")).toEqual({});
  });
});

it("readingMinutes rounds up to whole minutes", () => {
  expect(readingMinutes(["one two three"])).toBe(1);
  expect(readingMinutes([Array(660).fill("word").join(" ")])).toBe(3);
  expect(readingMinutes([Array(300).fill("word").join(" "), Array(200).fill("word").join(" ")])).toBe(3);
});
