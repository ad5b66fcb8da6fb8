import { pageMetadata } from "./seo";

describe("pageMetadata", () => {
  it("gives a page its title, description, canonical URL and Open Graph tags", () => {
    const m = pageMetadata({ title: "About Flone", description: "Who we are.", path: "/about", locale: "fr" });
    expect(m.title).toBe("About Flone");
    expect(m.description).toBe("Who we are.");
    expect(m.alternates).toEqual({
      canonical: "/about",
      languages: { en: "/about?lng=en", fr: "/about?lng=fr", de: "/about?lng=de", "x-default": "/about" },
    });
    expect(m.openGraph).toMatchObject({ title: "About Flone", description: "Who we are.", url: "/about", siteName: "Flone", locale: "fr_FR", type: "website" });
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
    // A path with a query adds the language to it.
    expect(m.alternates?.languages).toMatchObject({ de: "/blog-details-standard?post=x&lng=de", "x-default": "/blog-details-standard?post=x" });
    expect(m.openGraph).toMatchObject({ type: "article", publishedTime: "2026-01-01T09:00:00.000Z", authors: ["Jess"], images: [{ url: "/demo/blog/1.svg", alt: "Post" }] });
  });
});
