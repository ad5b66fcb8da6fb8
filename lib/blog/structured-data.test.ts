import { jsonLdText } from "@/lib/catalog/structured-data";
import { postSchema } from "./schema";
import { postJsonLd } from "./structured-data";

const post = postSchema.parse({
  slug: "bath-time-safety",
  title: "Bath time safety",
  excerpt: "Stay with them.",
  body: ["One."],
  author: "Flone Editorial",
  category: "Bath time",
  image: "/demo/blog/3.svg",
  publishedAt: "2026-01-01T09:00:00.000Z",
  translations: { fr: { title: "Le bain en toute sécurité", excerpt: "Restez avec eux." } },
});
const origin = "https://shop.example";

describe("postJsonLd", () => {
  it("describes the post in the page's language, at that language's URL", () => {
    expect(postJsonLd(post, { origin, locale: "fr" })).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      "@id": "https://shop.example/blog-details-standard?post=bath-time-safety&lng=fr#post",
      headline: "Le bain en toute sécurité",
      description: "Restez avec eux.",
      datePublished: "2026-01-01T09:00:00.000Z",
      author: { "@type": "Person", name: "Flone Editorial" },
      image: "https://shop.example/demo/blog/3.svg",
      inLanguage: "fr",
      url: "https://shop.example/blog-details-standard?post=bath-time-safety&lng=fr",
      mainEntityOfPage: "https://shop.example/blog-details-standard?post=bath-time-safety&lng=fr",
      publisher: { "@type": "Organization", name: "Flone" },
    });
  });

  it("shows the post's own texts where a language has no translation", () => {
    const de = postJsonLd(post, { origin, locale: "de" });
    expect(de).toMatchObject({ headline: "Bath time safety", description: "Stay with them.", inLanguage: "de" });
    expect(de.url).toBe("https://shop.example/blog-details-standard?post=bath-time-safety&lng=de");
  });

  it("leaves out an empty description, and cannot close its script element", () => {
    const bare = postSchema.parse({ ...post, excerpt: "", title: "</script><b>", translations: {} });
    const ld = postJsonLd(bare, { origin, locale: "en" });
    expect(ld).not.toHaveProperty("description");
    expect(jsonLdText(ld)).not.toContain("</script>");
  });
});
