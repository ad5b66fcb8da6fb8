import { synonymGroupSchema, synonymTable, type SynonymGroup } from "./synonyms";

const group = (g: Partial<SynonymGroup>): SynonymGroup => synonymGroupSchema.parse({ locale: "en", kind: "two-way", terms: [], targets: [], ...g });

describe("synonym groups", () => {
  it("takes two-way groups of two words or more, and one-way groups with what they find", () => {
    expect(group({ terms: ["nappy", "diaper"] }).terms).toEqual(["nappy", "diaper"]);
    expect(group({ kind: "one-way", terms: ["buggy"], targets: ["stroller"] }).targets).toEqual(["stroller"]);
    expect(group({ locale: "fr", kind: "one-way", terms: [" Lit bébé "], targets: ["cot"] }).terms).toEqual(["Lit bébé"]);
  });

  it("refuses a two-way group of one word, a one-way group without targets, phrases over three words and odd characters", () => {
    const bad = [
      { terms: ["nappy"] },
      { terms: ["nappy", "Nappy"] },
      { terms: ["nappy", "diaper"], targets: ["x"] },
      { kind: "one-way", terms: ["buggy"], targets: [] },
      { terms: ["a very long phrase", "one two three four"] },
      { terms: ["nappy", "<b>diaper</b>"] },
      { terms: ["nappy", ""] },
      { locale: "es", terms: ["pañal", "diaper"] },
      { terms: Array.from({ length: 21 }, (_, i) => `word${i}`) },
    ];
    for (const b of bad) expect({ b, ok: synonymGroupSchema.safeParse({ locale: "en", kind: "two-way", targets: [], ...b }).success }).toEqual({ b, ok: false });
  });
});

describe("synonym table", () => {
  const groups = [
    group({ terms: ["nappy", "diaper"] }),
    group({ kind: "one-way", terms: ["buggy"], targets: ["stroller", "Pushchair"] }),
    group({ terms: ["Sleeping bag", "sleep sack"] }),
    group({ locale: "fr", kind: "one-way", terms: ["poussette"], targets: ["stroller"] }),
    group({ locale: "de", kind: "one-way", terms: ["Schnuller"], targets: ["pacifier"] }),
  ];

  it("makes each word of a two-way group find the others, normalised", () => {
    const table = synonymTable(groups, "en");
    expect(table.get("nappy")).toEqual(["diaper"]);
    expect(table.get("diaper")).toEqual(["nappy"]);
    expect(table.get("sleep sack")).toEqual(["sleeping bag"]);
  });

  it("makes a one-way group's words find its targets, not the reverse", () => {
    const table = synonymTable(groups, "en");
    expect(table.get("buggy")).toEqual(["stroller", "pushchair"]);
    expect(table.has("stroller")).toBe(false);
  });

  it("uses the page's language and English, never a third language", () => {
    const fr = synonymTable(groups, "fr");
    expect(fr.get("poussette")).toEqual(["stroller"]);
    expect(fr.get("nappy")).toEqual(["diaper"]);
    expect(fr.has("schnuller")).toBe(false);
    expect(synonymTable(groups, "en").has("poussette")).toBe(false);
  });
});
