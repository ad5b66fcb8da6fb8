import { subscriptionLinkHref } from "@/lib/routes";
import { LINK_TOKEN_DAYS } from "./config";
import { checkLink, linkQuerySchema, newLinkKey, signLink, type LinkQuery } from "./link-token";

const NOW = new Date("2026-03-02T09:00:00.000Z");
const DAY = 86_400_000;
const later = (days: number) => new Date(NOW.getTime() + days * DAY);
const key = newLinkKey();
const SUB = "SUB-7KQ2M9XWTR";

/** A link as the page reads it back: its URL's query, parsed. */
function read(href: string): LinkQuery {
  const query = Object.fromEntries(new URL(href, "http://shop.test").searchParams);
  return linkQuerySchema.parse(query);
}
const skipLink = () => read(subscriptionLinkHref("skip", signLink(key, "skip", { id: SUB, delivery: 3 }, NOW)));

describe("subscription link tokens", () => {
  it("a link works for its action until LINK_TOKEN_DAYS after it was made, then is expired", () => {
    const link = skipLink();
    expect(link).toMatchObject({ id: SUB, delivery: 3 });
    expect(checkLink(key, "skip", link, NOW)).toBe("ok");
    expect(checkLink(key, "skip", link, later(LINK_TOKEN_DAYS - 0.001))).toBe("ok");
    expect(checkLink(key, "skip", link, later(LINK_TOKEN_DAYS))).toBe("expired");
    expect(checkLink(key, "skip", link, later(400))).toBe("expired");
  });

  it("refuses another action, another delivery, another subscription, another key", () => {
    const link = skipLink();
    expect(checkLink(key, "change", link, NOW)).toBe("forged");
    expect(checkLink(key, "size", link, NOW)).toBe("forged");
    expect(checkLink(key, "skip", { ...link, delivery: 4 }, NOW)).toBe("forged");
    expect(checkLink(key, "skip", { ...link, id: "SUB-7KQ2M9XWTS" }, NOW)).toBe("forged");
    expect(checkLink(newLinkKey(), "skip", link, NOW)).toBe("forged");
  });

  it("refuses a link whose time was pushed back, or a token changed by one character (even in its spare bits)", () => {
    const link = skipLink();
    expect(checkLink(key, "skip", { ...link, expires: link.expires + 60 }, NOW)).toBe("forged");
    // An expired link made to look fresh is forged, not expired: the token signs its time.
    expect(checkLink(key, "skip", { ...link, expires: link.expires + 30 * 86_400 }, later(20))).toBe("forged");
    // The last character's 2 low bits are spare (43 characters carry 258 bits for 32 bytes): the
    // next letter of the alphabet decodes to the same bytes, and is still not the token.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const swapped = `${link.token.slice(0, -1)}${alphabet[alphabet.indexOf(link.token.at(-1)!) + 1]}`;
    expect(Buffer.from(swapped, "base64url")).toEqual(Buffer.from(link.token, "base64url"));
    expect(checkLink(key, "skip", { ...link, token: swapped }, NOW)).toBe("forged");
    expect(checkLink(key, "skip", { ...link, token: `${link.token[0] === "a" ? "b" : "a"}${link.token.slice(1)}` }, NOW)).toBe("forged");
  });

  it("trusts the expiry it signed: a link signed by a clock 30 days ahead works until that clock's expiry", () => {
    const ahead = read(subscriptionLinkHref("skip", signLink(key, "skip", { id: SUB, delivery: 3 }, later(30))));
    expect(checkLink(key, "skip", ahead, NOW)).toBe("ok");
    expect(checkLink(key, "skip", ahead, later(30 + 14))).toBe("expired");
  });

  it("parses only canonical query strings", () => {
    const good = { id: SUB, delivery: "3", expires: "1772442000", token: "a".repeat(43) };
    expect(linkQuerySchema.safeParse(good).success).toBe(true);
    for (const bad of [
      { ...good, id: "SUB-7kq2m9xwtr" },
      { ...good, delivery: "03" },
      { ...good, delivery: "0" },
      { ...good, delivery: "1e3" },
      { ...good, delivery: " 3" },
      { ...good, expires: "-1" },
      { ...good, token: "a".repeat(42) },
      { ...good, token: `${"a".repeat(42)}=` },
      { ...good, token: undefined },
    ]) {
      expect(linkQuerySchema.safeParse(bad).success).toBe(false);
    }
  });
});
