import { choiceKey, restockChoiceSchema, restockFormSchema, restockGuestSchema, restockRequestId, storedRestockWaitSchema } from "./schema";

const form = (over: Record<string, unknown> = {}) => restockFormSchema.parse({ productId: "bamboo-sleepsuit", color: "pink", size: "S", email: " Ana@Example.TEST ", locale: "fr", ...over });

describe("restockGuestSchema", () => {
  it("takes the product, the choice, the address (normalised) and the language", () => {
    expect(restockGuestSchema.parse(form())).toEqual({ productId: "bamboo-sleepsuit", color: "pink", size: "S", email: "ana@example.test", locale: "fr" });
  });

  it("reads an empty colour and size as none (a product without variations), and an unknown language as English", () => {
    expect(restockGuestSchema.parse(form({ color: "", size: "", locale: "es" }))).toEqual({ productId: "bamboo-sleepsuit", email: "ana@example.test", locale: "en" });
  });

  it.each([
    ["an address that is none", { email: "ana" }, "email"],
    ["an address with a header in it", { email: "ana@example.test\r\nBcc: x@example.test" }, "email"],
    ["no address", { email: "" }, "email"],
    ["a product id that is no id", { productId: "../mail" }, "productId"],
    ["too long a size", { size: "x".repeat(41) }, "size"],
  ])("refuses %s", (_, over, field) => {
    const parsed = restockGuestSchema.safeParse(form(over));
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.path[0])).toContain(field);
  });

  it("bounds what is posted before parsing it", () => {
    expect(restockFormSchema.safeParse({ email: "x".repeat(6001) }).success).toBe(false);
    expect(restockFormSchema.parse({})).toEqual({ productId: "", color: "", size: "", email: "", locale: "" });
  });
});

describe("a signed-in shopper's request", () => {
  it("takes no address from the browser", () => {
    expect(restockChoiceSchema.parse(form())).not.toHaveProperty("email");
  });
});

describe("ids and keys", () => {
  it("one request per product, choice and address; one key per choice", () => {
    const id = restockRequestId({ productId: "p", color: "pink", size: "S" }, "ana@example.test");
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(restockRequestId({ productId: "p", color: "pink", size: "M" }, "ana@example.test")).not.toBe(id);
    expect(restockRequestId({ productId: "p", color: "pink", size: "S" }, "bo@example.test")).not.toBe(id);
    expect(choiceKey({ color: "pink", size: "S" })).toMatch(/^c[0-9a-f]{16}$/);
    expect(choiceKey({})).not.toBe(choiceKey({ color: "pink", size: "S" }));
    expect(storedRestockWaitSchema.parse({ productId: "p", waiting: 2, choices: { [choiceKey({})]: { waiting: 2 } } }).waiting).toBe(2);
  });
});
