import { clientAddress } from "./client-address";

const h = (entries: Record<string, string>) => new Headers(entries);

describe("clientAddress", () => {
  it("takes the entry the outermost trusted proxy appended, counting from the right", () => {
    const forged = h({ "x-forwarded-for": "198.51.100.1, 198.51.100.2, 203.0.113.9, 10.0.0.1" });
    expect(clientAddress(forged, 1)).toBe("10.0.0.1");
    expect(clientAddress(forged, 2)).toBe("203.0.113.9");
  });

  it("ignores whatever the client wrote in front of it", () => {
    const addresses = ["1.1.1.1", "2.2.2.2", "anything at all"].map((f) => clientAddress(h({ "x-forwarded-for": `${f}, 203.0.113.9` }), 1));
    expect(new Set(addresses)).toEqual(new Set(["203.0.113.9"]));
  });

  it("takes Next.js's own socket address when the request came without the header", () => {
    // `next start` writes the socket address when no X-Forwarded-For arrived.
    expect(clientAddress(h({ "x-forwarded-for": "127.0.0.1" }), 1)).toBe("127.0.0.1");
  });

  it("takes the first entry when there are fewer than the trusted proxies", () => {
    expect(clientAddress(h({ "x-forwarded-for": "203.0.113.9" }), 2)).toBe("203.0.113.9");
  });

  it("spells one address one way: trimmed, lower case, IPv4 without its IPv6 mapping", () => {
    expect(clientAddress(h({ "x-forwarded-for": "x,  ::FFFF:203.0.113.9 " }), 1)).toBe("203.0.113.9");
    expect(clientAddress(h({ "x-forwarded-for": "2001:DB8::1" }), 1)).toBe("2001:db8::1");
    expect(clientAddress(h({ "x-forwarded-for": "203.0.113.9,, " }), 1)).toBe("203.0.113.9");
  });

  it("never trusts X-Real-IP, and answers unknown without any forwarded address", () => {
    expect(clientAddress(h({ "x-real-ip": "203.0.113.7" }), 1)).toBe("unknown");
    expect(clientAddress(h({ "x-forwarded-for": " , " }), 1)).toBe("unknown");
  });
});
