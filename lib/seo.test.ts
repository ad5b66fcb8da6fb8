import { languageUrl, pageMetadata } from "./seo";

describe("pageMetadata", () => {
  it("gives a page its title, description, canonical URL and Open Graph tags", () => {
    const m = pageMetadata({ title: "About Flone", description: "Who we are.", path: "/about", locale: "fr" });
    expect(m.title).toBe("About Flone");
    expect(m.description).toBe("Who we are.");
    expect(m.alternates).toEqual({
      canonical: "/about?lng=fr",
      languages: { en: "/about", fr: "/about?lng=fr", de: "/about?lng=de", "x-default": "/about" },
    });
    expect(m.openGraph).toMatchObject({ title: "About Flone", description: "Who we are.", url: "/about?lng=fr", siteName: "Flone", locale: "fr_FR", type: "website" });
  });

  it("gives each language version its own URL as canonical, the one its hreflang names", () => {
    for (const locale of ["en", "fr", "de"]) {
      const m = pageMetadata({ title: "T", description: "D", path: "/product/eco-diapers", locale });
      const languages = m.alternates?.languages as Record<string, string>;
      expect(m.alternates?.canonical).toBe(languages[locale]);
      expect(m.alternates?.canonical).toBe(locale === "en" ? "/product/eco-diapers" : `/product/eco-diapers?lng=${locale}`);
      expect(languages["x-default"]).toBe("/product/eco-diapers");
    }
    // A query keeps its place before the language; an unknown language is English, the bare URL.
    expect(languageUrl("/blog-details-standard?post=x", "de")).toBe("/blog-details-standard?post=x&lng=de");
    expect(languageUrl("/cart", "xx")).toBe("/cart");
  });

  it("describes articles with their image, date and author", () => {
    const m = pageMetadata({
      title: "Post",
      description: "D",
      path: "/blog-details-standard?post=x",
      locale: "en",
      type: "article",
      publishedTime: "2026-01-01T09:00:00.000Z",
      authors: ["Jess"],
      image: { url: "/demo/blog/1.svg", alt: "Post" },
      absoluteTitle: true,
    });
    expect(m.title).toEqual({ absolute: "Post" });
    // The default language's URL is the bare one, its query kept; another language adds to the query.
    expect(m.alternates?.canonical).toBe("/blog-details-standard?post=x");
    expect(m.alternates?.languages).toMatchObject({ de: "/blog-details-standard?post=x&lng=de", "x-default": "/blog-details-standard?post=x" });
    expect(m.openGraph).toMatchObject({ type: "article", publishedTime: "2026-01-01T09:00:00.000Z", authors: ["Jess"], images: [{ url: "/demo/blog/1.svg", alt: "Post" }] });
  });
});
