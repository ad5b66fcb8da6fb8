import { absoluteUrl, siteUrl } from "./site-url";

describe("siteUrl", () => {
  it("is SITE_URL's origin when set, whatever the port", () => {
    expect(siteUrl({ SITE_URL: "https://shop.example.com/some/path", PORT: "3990" })).toBe("https://shop.example.com");
    expect(siteUrl({ NEXT_PUBLIC_SITE_URL: "https://shop.example.com", PORT: "3990" })).toBe("https://shop.example.com");
    expect(siteUrl({ VERCEL_PROJECT_PRODUCTION_URL: "shop.vercel.app" })).toBe("https://shop.vercel.app");
  });

  it("follows the port the shop was started on when no site URL is set", () => {
    expect(siteUrl({ PORT: "3990" })).toBe("http://localhost:3990");
    expect(siteUrl({})).toBe("http://localhost:3000");
    expect(siteUrl({ PORT: "" , SITE_URL: "" })).toBe("http://localhost:3000");
  });

  it("ignores a port that is no port, and a site URL that is no URL", () => {
    expect(siteUrl({ PORT: "80; rm" })).toBe("http://localhost:3000");
    expect(siteUrl({ PORT: "99999" })).toBe("http://localhost:3000");
    expect(siteUrl({ SITE_URL: "not a url", PORT: "4100" })).toBe("http://localhost:4100");
  });
});

describe("absoluteUrl", () => {
  const saved = process.env.PORT;
  afterEach(() => (saved === undefined ? delete process.env.PORT : (process.env.PORT = saved)));

  it("puts a path on the running shop's origin", () => {
    process.env.PORT = "3990";
    expect(absoluteUrl("/newsletter/confirm?id=1")).toBe("http://localhost:3990/newsletter/confirm?id=1");
  });
});
