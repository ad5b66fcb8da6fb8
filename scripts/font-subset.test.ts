import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { FONT_SUBSET_RANGES, FONT_WEIGHTS, inSubset, SUBSET_FILE } from "./font-subset";

/** Every file under dir (recursively) whose name passes keep. */
function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, keep) : keep(name) ? [path] : [];
  });
}

describe("the font subset", () => {
  it("covers every character of the shop's texts: messages, demo catalogue and blog", () => {
    const sources = [
      ...files("messages", (n) => n.endsWith(".json")),
      ...files("scripts/seed", (n) => n.endsWith(".ts") && !n.endsWith(".test.ts")),
      ...files("lib", (n) => /\.tsx?$/.test(n) && !n.endsWith(".test.ts")),
    ];
    expect(sources.length).toBeGreaterThan(10);
    const missing = new Set<string>();
    for (const file of sources) for (const char of readFileSync(file, "utf8")) if (char >= " " && !inSubset(char)) missing.add(`${char} (U+${char.codePointAt(0)!.toString(16)}) in ${file}`);
    expect([...missing]).toEqual([]);
  });

  it("keeps out what the shop does not print (a sample: Cyrillic, Greek, CJK)", () => {
    expect(["Ж", "Ω", "界"].filter(inSubset)).toEqual([]);
    expect(["a", "ß", "œ", "ł", "€", "…"].every(inSubset)).toBe(true);
  });

  it("ships a generated file that the font module loads, with the weights it was cut to", () => {
    expect(statSync(SUBSET_FILE).size).toBeGreaterThan(10_000);
    const fontModule = readFileSync("components/layout/font.ts", "utf8");
    expect(fontModule).toContain(SUBSET_FILE.replace("components/layout/", "./"));
    expect(fontModule).toContain(`weight: "${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max}"`);
    expect(FONT_SUBSET_RANGES.every(([from, to]) => from <= to)).toBe(true);
  });
});
