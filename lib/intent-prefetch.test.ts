/** @jest-environment jsdom */
import { intentUrl } from "./intent-prefetch";

const here = { origin: "http://localhost", pathname: "/product/duck", search: "" };

function target(html: string, selector = "span"): Element {
  document.body.innerHTML = html;
  return document.querySelector(selector)!;
}

describe("intentUrl", () => {
  it("gives the page of the shop link the event came from, inside or on it", () => {
    expect(intentUrl(target('<a href="/cart" data-prefetch="intent"><span>Cart</span></a>'), here)).toBe("/cart");
    expect(intentUrl(target('<a href="/search?q=bear" data-prefetch="intent">Bears</a>', "a"), here)).toBe("/search?q=bear");
    expect(intentUrl(target('<a href="http://localhost/blog-standard" data-prefetch="intent"><span>Blog</span></a>'), here)).toBe("/blog-standard");
  });

  it("leaves alone what is not a client navigation of this site", () => {
    const none = [
      '<a href="/cart"><span>a plain link, not the shop\'s Link</span></a>',
      '<a href="https://pinterest.com/pin" data-prefetch="intent"><span>another site</span></a>',
      '<a href="/cart" target="_blank" data-prefetch="intent"><span>a new tab</span></a>',
      '<a href="/api/orders/1/invoice" download data-prefetch="intent"><span>a download</span></a>',
      '<a href="/product/duck#reviews" data-prefetch="intent"><span>this page</span></a>',
      "<button><span>not a link</span></button>",
    ];
    for (const html of none) expect(intentUrl(target(html), here)).toBeNull();
    expect(intentUrl(null, here)).toBeNull();
    expect(intentUrl(document, here)).toBeNull();
  });
});
