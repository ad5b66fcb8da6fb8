// Every server action, walked from the registry that defineAction() fills: without a session
// each user and admin action is refused ("signed-out"), as a shopper each admin action is refused
// ("forbidden"), and nothing in the database changes. Public actions must be named below, so a
// new action cannot be public by accident. A new action file is found by the glob, not by a list.
import { readdirSync } from "node:fs";
import path from "node:path";
import { ACTION_REGISTRY, type ActionRequest } from "@/lib/actions/define-action";
import { everyDocument } from "./whole-database";

const PUBLIC_ACTIONS = new Set([
  "cart.checkCart",
  "cart.quoteCart",
  "saved.getWishlistProducts",
  "saved.getCompareProducts",
  "product.quickView",
  "contact.sendMessage",
  "newsletter.subscribe",
  "restock.guest",
]);

const ACTION_FILES = [
  ...readdirSync(path.join(process.cwd(), "lib/actions"))
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .map((f) => path.join(process.cwd(), "lib/actions", f)),
  path.join(process.cwd(), "components/product/quick-view-action.ts"),
];

const request = (session: Awaited<ReturnType<ActionRequest["session"]>>): ActionRequest => ({
  session: async () => session,
  t: (key) => key,
});
const SHOPPER = { uid: "demo-shopper", email: "shopper@flone.test", admin: false };

// Inputs that would pass each action's schema do not matter: the guard runs before the parse.
const INPUTS: unknown[] = [undefined, {}, { id: "classic-bath-duck", locale: "en" }];

/** Every document's path and update time: what a write would change. */
async function snapshot(): Promise<Map<string, string>> {
  return new Map((await everyDocument()).map((d) => [d.path, d.updateTime]));
}

beforeAll(async () => {
  for (const file of ACTION_FILES) await import(file);
});

test("the registry holds every action file's actions", () => {
  const names = ACTION_REGISTRY.map((a) => a.name);
  expect(names).toEqual(expect.arrayContaining([...PUBLIC_ACTIONS]));
  expect(new Set(names).size).toBe(names.length);
});

test("public actions are exactly the ones named here", () => {
  expect(ACTION_REGISTRY.filter((a) => a.access === "public").map((a) => a.name).sort()).toEqual([...PUBLIC_ACTIONS].sort());
});

test("without a session every user and admin action is refused and writes nothing; a shopper is refused every admin action", async () => {
  const guarded = ACTION_REGISTRY.filter((a) => a.access !== "public");
  expect(guarded.map((a) => a.name)).toEqual(expect.arrayContaining(["shopping.merge", "shopping.load", "shopping.save"]));
  const before = await snapshot();
  for (const action of guarded) {
    for (const input of INPUTS) {
      const result = await action.run(input, request(null));
      expect({ action: action.name, result }).toMatchObject({ action: action.name, result: { ok: false, error: "signed-out" } });
    }
  }
  for (const action of guarded.filter((a) => a.access === "admin")) {
    const result = await action.run({}, request(SHOPPER));
    expect({ action: action.name, result }).toMatchObject({ action: action.name, result: { ok: false, error: "forbidden" } });
  }
  expect(await snapshot()).toEqual(before);
});

test("a public action still parses its input: bad input is a translated 'invalid', not an exception", async () => {
  const checkCart = ACTION_REGISTRY.find((a) => a.name === "cart.checkCart")!;
  await expect(checkCart.run("not a cart", request(null))).resolves.toMatchObject({ ok: false, error: "invalid", message: "errors.invalid" });
});
