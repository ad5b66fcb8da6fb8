import { isSameOrigin } from "./same-origin";

const url = "http://127.0.0.1:3000/api/session";
const h = (init: Record<string, string>) => new Headers({ host: "127.0.0.1:3000", ...init });

it("accepts a same-origin fetch", () => {
  expect(isSameOrigin(h({ origin: "http://127.0.0.1:3000", "sec-fetch-site": "same-origin" }), url)).toBe(true);
  expect(isSameOrigin(h({ origin: "http://127.0.0.1:3000" }), url)).toBe(true); // older browsers: no Sec-Fetch-Site
});

it("uses the forwarded host behind a proxy", () => {
  const headers = new Headers({ host: "internal:8080", "x-forwarded-host": "shop.example.com", origin: "https://shop.example.com" });
  expect(isSameOrigin(headers, "http://internal:8080/api/session")).toBe(true);
  expect(isSameOrigin(new Headers({ host: "internal:8080", origin: "https://shop.example.com" }), "http://internal:8080/api/session")).toBe(false);
});

it.each([
  ["another site's origin", { origin: "https://evil.test" }],
  ["another port", { origin: "http://127.0.0.1:4000" }],
  ["a look-alike host", { origin: "http://127.0.0.1:3000.evil.test" }],
  ["no origin at all", {}],
  ["Origin: null", { origin: "null" }],
  ["Sec-Fetch-Site: cross-site", { origin: "http://127.0.0.1:3000", "sec-fetch-site": "cross-site" }],
  ["Sec-Fetch-Site: same-site (a sibling subdomain)", { origin: "http://127.0.0.1:3000", "sec-fetch-site": "same-site" }],
  ["Sec-Fetch-Site: none (typed in the address bar)", { origin: "http://127.0.0.1:3000", "sec-fetch-site": "none" }],
])("refuses %s", (_, headers) => {
  expect(isSameOrigin(h(headers), url)).toBe(false);
});
