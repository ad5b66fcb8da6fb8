/** @jest-environment node */
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { makePosts, makeProducts, usedProductImages } from "./catalog";
import { blogSvg, productSvg } from "./images";

const PUBLIC = path.join(__dirname, "..", "..", "public");
const NOW = new Date("2026-03-15T00:00:00.000Z");

function referencedImages(): string[] {
  const refs = new Set<string>();
  for (const p of makeProducts(124, NOW)) {
    for (const i of p.images) refs.add(i);
    for (const v of p.variations) refs.add(v.image);
  }
  for (const p of makePosts(NOW)) refs.add(p.image);
  return [...refs].sort();
}

/** Tags balance, attributes are quoted, nothing but whitespace outside the root element. */
function checkWellFormed(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = tag.exec(svg))) {
    const between = svg.slice(last, m.index);
    if (between.includes("<") || between.includes(">")) problems.push(`stray markup near ${m.index}: ${between.slice(0, 40)}`);
    if (stack.length === 0 && last > 0 && between.trim()) problems.push("text outside the root element");
    last = tag.lastIndex;
    const [, close, name, , selfClose] = m;
    if (close) {
      if (stack.pop() !== name) problems.push(`unexpected </${name}>`);
    } else if (!selfClose) stack.push(name!);
  }
  if (svg.slice(last).trim()) problems.push(`trailing content: ${svg.slice(last, last + 40)}`);
  if (stack.length) problems.push(`unclosed: ${stack.join(", ")}`);
  return problems;
}

describe("demo images", () => {
  const refs = referencedImages();

  it("exist for every image the catalogue and the blog reference", () => {
    expect(refs.length).toBeGreaterThan(100);
    const missing = refs.filter((r) => {
      try {
        return !statSync(path.join(PUBLIC, r)).isFile();
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });

  it("are small, well-formed SVGs with a viewBox and an accessible label", () => {
    for (const r of refs) {
      const file = path.join(PUBLIC, r);
      const svg = readFileSync(file, "utf8");
      expect([r, statSync(file).size < 6 * 1024]).toEqual([r, true]);
      expect(svg.startsWith("<svg")).toBe(true);
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
      expect([r, checkWellFormed(svg)]).toEqual([r, []]);
    }
  });

  it("product images are square and under 3 KB", () => {
    for (const r of refs.filter((x) => x.startsWith("/demo/products/"))) {
      const svg = readFileSync(path.join(PUBLIC, r), "utf8");
      expect(svg).toContain('viewBox="0 0 600 600"');
      expect([r, Buffer.byteLength(svg) < 3 * 1024]).toEqual([r, true]);
    }
  });

  it("match what scripts/seed/images.ts draws (regenerate with `npx tsx scripts/seed/images.ts`)", () => {
    for (const { type, color } of usedProductImages()) {
      const file = path.join(PUBLIC, "demo", "products", `${type}-${color}.svg`);
      expect([file, readFileSync(file, "utf8") === productSvg(type, color)]).toEqual([file, true]);
    }
    const covers = makePosts(NOW).map((p) => p.image);
    covers.forEach((c, i) => expect(readFileSync(path.join(PUBLIC, c), "utf8")).toBe(blogSvg(i + 1)));
  });

  it("has no stray files in the generated folders", () => {
    const products = readdirSync(path.join(PUBLIC, "demo", "products")).map((f) => `/demo/products/${f}`);
    const blog = readdirSync(path.join(PUBLIC, "demo", "blog")).map((f) => `/demo/blog/${f}`);
    expect([...products, ...blog].sort()).toEqual(refs);
  });
});
