// What staff may change on a customer's account, decided from what one commit read: the actor's
// and the target's users/{uid} documents. Pure, so the rules are unit-tested on their own;
// lib/admin/customers/db.ts reads, asks, and commits guarded by both documents being unchanged.
//
// The last-admin rule: every change needs its actor to still be an active admin (not disabled)
// when it commits, and nobody may withdraw their own rights or disable their own account. So a
// change that removes an admin (revoking, or disabling an admin) always leaves one active admin,
// its actor, and the commit proves it (the actor's document is guarded in the same commit). Two
// admins revoking each other at once: one commit wins, the other reads again, finds its actor no
// longer an admin and is refused: never zero admins, however many requests race.

export type CustomerChange = { kind: "admin"; value: boolean } | { kind: "disabled"; value: boolean };

/** The parts of users/{uid} the rules look at (a missing `disabled` is an enabled account). */
export type AccountState = { isAdmin: boolean; disabled: boolean };

export type ChangeRefusal =
  /** The actor is no admin any more (withdrawn or disabled meanwhile). */
  | "actor-not-admin"
  /** The actor would withdraw their own rights or disable their own account (the last admin cannot either). */
  | "self"
  /** No such customer. */
  | "not-found";

export type ChangeDecision =
  | { ok: true; changed: false; state: AccountState }
  | { ok: true; changed: true; before: Partial<AccountState>; after: Partial<AccountState>; state: AccountState }
  | { ok: false; reason: ChangeRefusal };

export const isActiveAdmin = (s: AccountState | null): boolean => Boolean(s?.isAdmin && !s.disabled);

export function decideChange(input: { actorUid: string; actor: AccountState | null; targetUid: string; target: AccountState | null; change: CustomerChange }): ChangeDecision {
  const { actorUid, actor, targetUid, target, change } = input;
  if (!isActiveAdmin(actor)) return { ok: false, reason: "actor-not-admin" };
  if (!target) return { ok: false, reason: "not-found" };
  const field = change.kind === "admin" ? "isAdmin" : "disabled";
  if (target[field] === change.value) return { ok: true, changed: false, state: target };
  if (targetUid === actorUid && (change.kind === "admin" ? !change.value : change.value)) return { ok: false, reason: "self" };
  return { ok: true, changed: true, before: { [field]: target[field] }, after: { [field]: change.value }, state: { ...target, [field]: change.value } };
}
