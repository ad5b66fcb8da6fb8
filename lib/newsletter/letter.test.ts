import { letterInputSchema, letterParagraphs, toLetter } from "./letter";

const text = (subject: string, body: string) => ({ subject, body });
const input = { letterId: "spring-2027", en: text("Spring", "Hello."), fr: text("Printemps", "Bonjour."), de: text("Frühling", "Hallo.") };

describe("letterParagraphs", () => {
  it("splits at blank lines (also with spaces or CRLF), joins a paragraph's lines and drops empty ones", () => {
    expect(letterParagraphs("First line\nsame paragraph.\n\n\n  Second.  \r\n \t\r\nThird <b>as typed</b>\n")).toEqual([
      "First line same paragraph.",
      "Second.",
      "Third <b>as typed</b>",
    ]);
    expect(letterParagraphs(" \n\n ")).toEqual([]);
  });
});

describe("letterInputSchema", () => {
  it("takes a subject and a text in every language, trimmed", () => {
    expect(letterInputSchema.parse({ ...input, en: text("  Spring ", " Hello. ") })).toEqual({ ...input, en: text("Spring", "Hello.") });
    expect(toLetter(text("Spring", "A\n\nB"))).toEqual({ subject: "Spring", paragraphs: ["A", "B"] });
  });

  it.each([
    ["a missing language", { letterId: input.letterId, en: input.en, fr: input.fr }, "de"],
    ["a subject of two lines (a header)", { ...input, fr: text("Printemps\r\nBcc: x@example.test", "Bonjour.") }, "fr.subject"],
    ["an empty text", { ...input, de: text("Frühling", " \n ") }, "de.body"],
    ["too long a subject", { ...input, en: text("x".repeat(151), "Hello.") }, "en.subject"],
    ["too many paragraphs", { ...input, en: text("Spring", Array.from({ length: 81 }, (_, i) => `P${i}`).join("\n\n")) }, "en.body"],
    ["an id that is no letter id", { ...input, letterId: "../mail" }, "letterId"],
  ])("refuses %s", (_, value, field) => {
    const parsed = letterInputSchema.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.path.join("."))).toContain(field);
  });
});
