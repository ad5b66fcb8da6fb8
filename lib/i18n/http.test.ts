import { missingKeySaveEnabled, missingKeysSchema, namespaceMessages, parseNamespace } from "./http";
import fr from "@/messages/fr.json";

describe("translations over HTTP", () => {
  it("knows the namespaces, with or without .json", () => {
    expect(parseNamespace("Common.json")).toBe("Common");
    expect(parseNamespace("Common")).toBe("Common");
    expect(parseNamespace("Nope.json")).toBeNull();
    expect(parseNamespace("constructor")).toBeNull();
    expect(parseNamespace("__proto__.json")).toBeNull();
  });

  it("serves one namespace in one language", async () => {
    expect(await namespaceMessages("fr", "Common.json")).toEqual(fr.Common);
    expect(await namespaceMessages("xx", "Common.json")).toBeNull();
    expect(await namespaceMessages("fr", "Nope.json")).toBeNull();
  });

  it("accepts a small object of missing keys only", () => {
    expect(missingKeysSchema.safeParse({ "Blog.title": "Blog" }).success).toBe(true);
    expect(missingKeysSchema.safeParse({}).success).toBe(false);
    expect(missingKeysSchema.safeParse(["a"]).success).toBe(false);
    expect(missingKeysSchema.safeParse({ "bad key!": "x" }).success).toBe(false);
    expect(missingKeysSchema.safeParse({ a: 1 }).success).toBe(false);
    expect(missingKeysSchema.safeParse(Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, "v"]))).success).toBe(false);
  });

  it("saves missing keys in development only, unless asked", () => {
    expect(missingKeySaveEnabled({ NODE_ENV: "development" })).toBe(true);
    expect(missingKeySaveEnabled({ NODE_ENV: "production" })).toBe(false);
    expect(missingKeySaveEnabled({ NODE_ENV: "production", I18N_SAVE_MISSING: "1" })).toBe(true);
  });
});
