import { RELOAD_GUARD_MS, isChunkLoadError, recoveryUrl, shouldReload } from "./chunk-reload";

describe("isChunkLoadError", () => {
  it("recognises chunk failures from Turbopack, webpack and the browsers", () => {
    const turbopack = Object.assign(new Error("Failed to load chunk /_next/static/chunks/abc.js from module 123"), { name: "ChunkLoadError" });
    expect(isChunkLoadError(turbopack)).toBe(true);
    expect(isChunkLoadError(new Error("Loading chunk 42 failed."))).toBe(true);
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: https://x/a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError("Loading CSS chunk app/layout failed")).toBe(true);
  });

  it("leaves other errors alone", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError(42)).toBe(false);
  });
});

describe("shouldReload", () => {
  function memory() {
    const map = new Map<string, string>();
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
  }

  it("reloads once, then not again within the guard time, then again later", () => {
    const s = memory();
    expect(shouldReload(s, 1_000_000)).toBe(true);
    expect(shouldReload(s, 1_000_000 + 5_000)).toBe(false);
    expect(shouldReload(s, 1_000_000 + RELOAD_GUARD_MS + 1)).toBe(true);
  });

  it("does not reload when storage is unavailable (it could loop)", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {},
    };
    expect(shouldReload(broken, 1)).toBe(false);
  });
});

describe("recoveryUrl", () => {
  it("goes to the page a navigation was going to, else loads the current page again", () => {
    expect(recoveryUrl("/contact", "https://shop.test/about")).toBe("https://shop.test/contact");
    expect(recoveryUrl("https://shop.test/contact?x=1", "https://shop.test/about")).toBe("https://shop.test/contact?x=1");
    expect(recoveryUrl(undefined, "https://shop.test/about")).toBe("https://shop.test/about");
  });
  it("never leaves the site", () => {
    expect(recoveryUrl("https://evil.test/", "https://shop.test/about")).toBe("https://shop.test/about");
  });
});
