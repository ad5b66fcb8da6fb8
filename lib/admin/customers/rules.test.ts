import { decideChange, isActiveAdmin, type AccountState, type CustomerChange } from "./rules";

const ADMIN: AccountState = { isAdmin: true, disabled: false };
const SHOPPER: AccountState = { isAdmin: false, disabled: false };
const decide = (change: CustomerChange, target: AccountState | null, actor: AccountState | null = ADMIN, self = false) =>
  decideChange({ actorUid: "a", actor, targetUid: self ? "a" : "t", target, change });

describe("decideChange", () => {
  it("grants and revokes admin, disables and enables, with the field's values before and after", () => {
    expect(decide({ kind: "admin", value: true }, SHOPPER)).toEqual({ ok: true, changed: true, before: { isAdmin: false }, after: { isAdmin: true }, state: ADMIN });
    expect(decide({ kind: "admin", value: false }, ADMIN)).toMatchObject({ ok: true, changed: true, before: { isAdmin: true }, after: { isAdmin: false } });
    expect(decide({ kind: "disabled", value: true }, SHOPPER)).toMatchObject({ ok: true, changed: true, state: { isAdmin: false, disabled: true } });
    expect(decide({ kind: "disabled", value: false }, { isAdmin: false, disabled: true })).toMatchObject({ ok: true, changed: true, after: { disabled: false } });
  });

  it("changes nothing when the account already is as asked", () => {
    expect(decide({ kind: "admin", value: true }, ADMIN)).toEqual({ ok: true, changed: false, state: ADMIN });
    expect(decide({ kind: "disabled", value: false }, SHOPPER)).toEqual({ ok: true, changed: false, state: SHOPPER });
  });

  it("refuses an actor who is no longer an active admin, whatever the change", () => {
    for (const actor of [null, SHOPPER, { isAdmin: true, disabled: true }]) {
      expect(decide({ kind: "admin", value: true }, SHOPPER, actor)).toEqual({ ok: false, reason: "actor-not-admin" });
      expect(decide({ kind: "disabled", value: false }, SHOPPER, actor)).toEqual({ ok: false, reason: "actor-not-admin" });
    }
  });

  it("refuses withdrawing one's own rights or disabling one's own account (so the last admin stays)", () => {
    expect(decide({ kind: "admin", value: false }, ADMIN, ADMIN, true)).toEqual({ ok: false, reason: "self" });
    expect(decide({ kind: "disabled", value: true }, ADMIN, ADMIN, true)).toEqual({ ok: false, reason: "self" });
  });

  it("answers not-found for a missing customer", () => {
    expect(decide({ kind: "admin", value: true }, null)).toEqual({ ok: false, reason: "not-found" });
  });
});

describe("isActiveAdmin", () => {
  it("is an admin whose account is not disabled", () => {
    expect(isActiveAdmin(ADMIN)).toBe(true);
    expect(isActiveAdmin({ isAdmin: true, disabled: true })).toBe(false);
    expect(isActiveAdmin(SHOPPER)).toBe(false);
    expect(isActiveAdmin(null)).toBe(false);
  });
});
