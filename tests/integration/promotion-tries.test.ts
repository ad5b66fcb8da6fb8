// Code guessing against the real Firestore emulator (lib/promotions/tries.ts): a code that is none
// of ours counts as a try, 10 a minute per client address and per account, counted in one
// transaction so that tries at once cannot slip past it, and while the limit is reached a good
// code gets the same refusal as a bad one.
import { randomUUID } from "node:crypto";
import { CODE_TRY_RULE, codeTry } from "@/lib/promotions/tries";

jest.setTimeout(60_000);

const client = () => `client-${randomUUID()}`;
const NOW = Date.parse("2031-05-01T10:00:00.000Z");

it(`allows ${CODE_TRY_RULE.max} failed tries a minute from one client, then asks it to wait; a good code is refused meanwhile too`, async () => {
  const who = { clientId: client() };
  for (let i = 0; i < CODE_TRY_RULE.max; i++) expect(await codeTry(who, true, NOW + i)).toBe(0);
  const wait = await codeTry(who, true, NOW + 100);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
  // A good code says nothing while the limit holds...
  expect(await codeTry(who, false, NOW + 200)).toBeGreaterThan(0);
  // ...and is checked again once the window has passed.
  expect(await codeTry(who, false, NOW + CODE_TRY_RULE.windowMs + 10)).toBe(0);
});

it("counts an account's tries on every address it uses", async () => {
  const uid = `tries-${randomUUID().slice(0, 8)}`;
  for (let i = 0; i < CODE_TRY_RULE.max; i++) expect(await codeTry({ uid, clientId: client() }, true, NOW + i)).toBe(0);
  expect(await codeTry({ uid, clientId: client() }, true, NOW + 50)).toBeGreaterThan(0);
});

it("30 failed tries at once from one client: exactly 10 are let through", async () => {
  const who = { clientId: client() };
  const waits = await Promise.all(Array.from({ length: 30 }, () => codeTry(who, true, NOW)));
  expect(waits.filter((w) => w === 0)).toHaveLength(CODE_TRY_RULE.max);
});
