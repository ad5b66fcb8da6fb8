// The documentation holds together: every relative link and image in README.md, BENCHMARKS.md and
// docs/**/*.md points at a file that exists and, with a #fragment, at a heading of that file (by
// GitHub's slugs); the README stays short enough to read; and no page cites work by an issue or
// session number, which a reader cannot follow. One test per file, so a failure names the file and
// lists its broken links with their lines.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const ROOT = join(__dirname, "..");
const README_MAX_LINES = 250;

/** README.md, BENCHMARKS.md and every Markdown file under docs/, relative to the repository. */
function markdownFiles(): string[] {
  const under = (dir: string): string[] =>
    readdirSync(join(ROOT, dir)).flatMap((name) => {
      const path = join(dir, name);
      return statSync(join(ROOT, path)).isDirectory() ? under(path) : name.endsWith(".md") ? [path] : [];
    });
  return ["README.md", "BENCHMARKS.md", ...(existsSync(join(ROOT, "docs")) ? under("docs") : [])];
}

const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

/** The text with fenced code blocks and HTML comments blanked, line numbers kept. */
function withoutFences(text: string): string {
  let fence: string | null = null;
  const lines = text.split("\n").map((line) => {
    const open = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fence === null && open) {
      fence = open[1]!;
      return "";
    }
    if (fence !== null) {
      if (new RegExp(`^\\s{0,3}${fence[0]}{${fence.length},}\\s*$`).test(line)) fence = null;
      return "";
    }
    return line;
  });
  return lines.join("\n").replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, " "));
}

/** Inline code spans blanked (a run of n backticks closes at the next run of exactly n). */
const withoutCodeSpans = (text: string) =>
  text.replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, (span) => span.replace(/[^\n]/g, " "));

/** GitHub's anchor for a heading: formatting dropped, lower case, punctuation but - and _ removed, spaces to -. */
function slug(heading: string): string {
  return heading
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors a Markdown file offers: its headings' slugs (repeats get -1, -2...) and HTML ids. */
function anchorsOf(file: string): Set<string> {
  const text = withoutFences(read(file));
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of text.split("\n")) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (heading) {
      const base = slug(heading[1]!);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const m of line.matchAll(/<[a-z]+\s[^>]*\b(?:id|name)="([^"]+)"/gi)) anchors.add(m[1]!);
  }
  return anchors;
}

type Link = { line: number; target: string };

/** Markdown links and images, reference definitions, and HTML <img src> / <a href>, outside code. */
function linksIn(markdown: string): Link[] {
  const text = withoutCodeSpans(withoutFences(markdown));
  const links: Link[] = [];
  const lineAt = (index: number) => text.slice(0, index).split("\n").length;
  const patterns = [
    /!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*<?([^()\s<>]*(?:\([^()\s]*\)[^()\s<>]*)*)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g,
    /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm,
    /<(?:img|source)\b[^>]*?\ssrc\s*=\s*["']([^"']+)["']/gi,
    /<a\b[^>]*?\shref\s*=\s*["']([^"']+)["']/gi,
  ];
  for (const pattern of patterns) for (const m of text.matchAll(pattern)) links.push({ line: lineAt(m.index!), target: m[1]! });
  return links.sort((a, b) => a.line - b.line);
}

/** What is wrong with each relative link of a file: a missing file, or an anchor no heading has. */
function brokenLinks(file: string): string[] {
  const broken: string[] = [];
  for (const { line, target } of linksIn(read(file))) {
    if (target === "" || /^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith("//")) continue; // http(s):, mailto:...
    const hash = target.indexOf("#");
    const path = decodeURIComponent(hash === -1 ? target : target.slice(0, hash));
    const anchor = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1));
    const resolved = path === "" ? file : relative(ROOT, path.startsWith("/") ? join(ROOT, path) : resolve(ROOT, dirname(file), path));
    const where = `${file}:${line}: ${target}`;
    if (resolved.startsWith("..")) broken.push(`${where} (outside the repository)`);
    else if (!existsSync(join(ROOT, resolved))) broken.push(`${where} (no file ${resolved})`);
    else if (anchor && resolved.endsWith(".md") && !anchorsOf(resolved).has(anchor)) broken.push(`${where} (no heading #${anchor} in ${resolved})`);
  }
  return broken;
}

const FILES = markdownFiles();

describe("the documentation", () => {
  test.each(FILES)("%s: every relative link and image resolves", (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });

  test.each(FILES)("%s: cites no issue or session numbers", (file) => {
    const cites = read(file)
      .split("\n")
      .flatMap((line, i) => (/\b(issue|session)\s+#?\d+/i.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
    expect(cites).toEqual([]);
  });

  test(`README.md has at most ${README_MAX_LINES} lines`, () => {
    expect(read("README.md").replace(/\n$/, "").split("\n").length).toBeLessThanOrEqual(README_MAX_LINES);
  });
});

describe("the link checker itself", () => {
  test("slugs headings as GitHub does", () => {
    expect(slug("Card payments: Stripe Checkout")).toBe("card-payments-stripe-checkout");
    expect(slug("The account screen (`/my-account`)")).toBe("the-account-screen-my-account");
    expect(slug("Sign-in, registration and the header's account button")).toBe("sign-in-registration-and-the-headers-account-button");
    expect(slug("The one- and two-second steps")).toBe("the-one--and-two-second-steps");
    expect(slug("Why it holds at 10,000 products")).toBe("why-it-holds-at-10000-products");
    expect(slug("`npm run bench:floor`")).toBe("npm-run-benchfloor");
    expect(slug("snake_case [link](x.md) **bold**")).toBe("snake_case-link-bold");
  });

  test("finds links and images, and none in code", () => {
    const md = [
      "See [a](a.md#x), ![pic](img/p.webp \"title\") and <img src=\"b.webp\" alt=\"\">.",
      "`[not](code.md)` and [ref]: r.md",
      "```",
      "[fenced](f.md)",
      "```",
      "[b](<c.md>) [site](https://example.com)",
    ].join("\n");
    expect(linksIn(md).map((l) => `${l.line} ${l.target}`)).toEqual(["1 a.md#x", "1 img/p.webp", "1 b.webp", "6 c.md", "6 https://example.com"]);
  });
});
