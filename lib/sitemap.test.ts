import { absoluteUrl } from "@/lib/site-url";
import { languageEntries, sitemapEntries } from "./sitemap";

const abs = (path: string) => absoluteUrl(path);

describe("sitemap entries", () => {
  it("lists a page once per language, each at its own URL with every language and x-default", () => {
    const entries = languageEntries("/product/eco-diapers", { priority: 0.8 });
    const languages = {
      en: abs("/product/eco-diapers"),
      fr: abs("/product/eco-diapers?lng=fr"),
      de: abs("/product/eco-diapers?lng=de"),
      "x-default": abs("/product/eco-diapers"),
    };
    expect(entries).toEqual([
      { url: languages.en, alternates: { languages }, priority: 0.8 },
      { url: languages.fr, alternates: { languages }, priority: 0.8 },
      { url: languages.de, alternates: { languages }, priority: 0.8 },
    ]);
  });

  it("holds every page, product and post in each language, each URL once: the bare URL is the English one", () => {
    const entries = sitemapEntries({
      products: [{ id: "eco-diapers", createdAt: "2026-01-01T00:00:00.000Z" }],
      posts: [{ slug: "bath-time-safety", publishedAt: "2026-02-01T00:00:00.000Z", image: "/demo/blog/1.svg" }],
    });
    const urls = entries.map((e) => e.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const path of ["/", "/shop-grid-standard", "/about", "/product/eco-diapers"]) {
      for (const lng of ["fr", "de"]) expect(urls).toContain(abs(`${path}?lng=${lng}`));
      expect(urls).toContain(abs(path));
      expect(urls).not.toContain(abs(`${path}?lng=en`));
    }
    const post = entries.filter((e) => e.url.includes("post=bath-time-safety"));
    expect(post.map((e) => e.url)).toEqual(["", "&lng=fr", "&lng=de"].map((l) => abs(`/blog-details-standard?post=bath-time-safety${l}`)));
    expect(post[1]).toMatchObject({ lastModified: "2026-02-01T00:00:00.000Z", images: [abs("/demo/blog/1.svg")] });
    // Each entry names itself among its alternates: the URL is the canonical of its language.
    for (const e of entries) expect(Object.values(e.alternates?.languages ?? {})).toContain(e.url);
  });
});
