import { postSchema } from "./schema";
import { blogCategoryLabel, langOf, postTexts } from "./translations";

const post = postSchema.parse({
  slug: "bath-time-safety",
  title: "Bath time safety",
  excerpt: "Stay with them.",
  body: ["One.", "Two."],
  author: "Flone Editorial",
  category: "Bath time",
  image: "/demo/blog/3.svg",
  publishedAt: "2026-01-01T09:00:00.000Z",
  translations: { fr: { title: "Le bain en toute sécurité", body: ["Un.", "Deux."] }, de: { excerpt: "Bleiben Sie dabei." } },
});

describe("postTexts", () => {
  it("shows each translated field in the reader's language, the post's own language field by field", () => {
    const fr = postTexts(post, "fr");
    expect([fr.title, fr.excerpt, fr.body]).toEqual([
      { text: "Le bain en toute sécurité", lang: "fr" },
      { text: "Stay with them.", lang: "en" },
      { text: ["Un.", "Deux."], lang: "fr" },
    ]);
    expect(postTexts(post, "de").title).toEqual({ text: "Bath time safety", lang: "en" });
    expect(postTexts(post, "de").excerpt).toEqual({ text: "Bleiben Sie dabei.", lang: "de" });
  });

  it("marks only a text that is not in the page's language", () => {
    const fr = postTexts(post, "fr");
    expect([langOf(fr.title, "fr"), langOf(fr.excerpt, "fr"), langOf(postTexts(post, "en").title, "en")]).toEqual([undefined, "en", undefined]);
  });

  it("refuses an empty translated title", () => {
    expect(postSchema.safeParse({ ...post, translations: { fr: { title: " " } } }).success).toBe(false);
  });
});

describe("blogCategoryLabel", () => {
  it("names a category in the page's language, the stored name when the messages have none", () => {
    const t = Object.assign((key: string) => ({ "bath-time": "Le bain" })[key] ?? key, { has: (key: string) => key === "bath-time" });
    expect([blogCategoryLabel(t, "Bath time"), blogCategoryLabel(t, "Recipes")]).toEqual(["Le bain", "Recipes"]);
  });
});
