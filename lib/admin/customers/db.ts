import "server-only";
// The admin customers screen's data and changes. Reads: one page of users/{uid} profiles for a
// query (search, filters and sorts are Firestore where/orderBy on fields each profile carries,
// lib/users/search-terms.ts: a page reads at most pageSize + 2 documents, never the collection),
// one customer with their Auth account, their lifetime spend (aggregations) and audit entries.
// Changes: grant or revoke admin, disable or enable, each decided (lib/admin/customers/rules.ts)
// and committed optimistically with its audit entry, then mirrored to Firebase Auth.
import type { DocumentSnapshot, Query } from "firebase-admin/firestore";
import { adminAuth, firestore } from "@/lib/firebase/admin";
import { commitOptimistically, ContentionError, unchangedSince } from "@/lib/firebase/optimistic";
import { ORDERS_COLLECTION } from "@/lib/orders/schema";
import { uidSchema } from "@/lib/users/schema";
import { storedProfileSchema, USERS_COLLECTION } from "@/lib/users/stored-profile";
import { mirrorAdminClaim } from "@/lib/users/roles";
import { listAuditFor, recordAudit, type AuditEntry } from "../audit";
import { ADMIN_CUSTOMERS_PAGE_SIZE, type CustomerQuery } from "./query";
import { decideChange, type AccountState, type ChangeRefusal, type CustomerChange } from "./rules";
import { sales } from "../dash/figures";
import type { Staff } from "../audit";
import { readPage } from "../paging";
import { log } from "@/lib/log";

export type { CustomerChange } from "./rules";

const users = () => firestore().collection(USERS_COLLECTION);

export type Customer = {
  uid: string;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: string;
  isAdmin: boolean;
  /** The profile's mirror of the Auth account's state (the account itself on a customer's page). */
  disabled: boolean;
};

function parseCustomer(uid: string, data: unknown): Customer | null {
  const parsed = storedProfileSchema.safeParse(data);
  if (!parsed.success) {
    log.error(`users/${uid} does not match the schema: ${parsed.error.message}`);
    return null;
  }
  const p = parsed.data;
  return { uid, firstName: p.firstName, lastName: p.lastName, email: p.email, createdAt: p.createdAt, isAdmin: p.userInfo.isAdmin, disabled: p.disabled === true };
}

/**
 * The Firestore query for `query` (without its cursor and limit): the search is one
 * array-contains on `searchTerms`, the filters equalities, the sort createdAt or nameKey. The
 * composite indexes they need are in firestore.indexes.json (Firestore merges them when a search
 * and filters come together).
 */
function customerQuery(query: CustomerQuery): Query {
  let q: Query = users();
  if (query.q) q = q.where("searchTerms", "array-contains", query.q);
  if (query.role === "admin") q = q.where("userInfo.isAdmin", "==", true);
  if (query.status === "disabled") q = q.where("disabled", "==", true);
  return query.sort === "name" ? q.orderBy("nameKey", "asc") : q.orderBy("createdAt", "desc");
}

export type CustomerPage = { customers: Customer[]; next: string | null };

/** One page of customers for `query`, after its cursor. */
export async function searchCustomers(query: CustomerQuery, pageSize = ADMIN_CUSTOMERS_PAGE_SIZE): Promise<CustomerPage> {
  const { docs, next } = await readPage(users(), customerQuery(query), pageSize, query.cursor);
  return { customers: docs.map((d) => parseCustomer(d.id, d.data())).filter((c): c is Customer => c !== null), next };
}

export type CustomerDetail = Customer & { lastSignInAt: string | null; hasAccount: boolean };

const authCode = (error: unknown) => (error as { code?: unknown } | null)?.code;
const accountOf = (uid: string) =>
  adminAuth()
    .getUser(uid)
    .catch((error: unknown) => {
      if (authCode(error) === "auth/user-not-found") return null;
      throw error;
    });

/** One customer (profile and Auth account), or null when there is no profile. */
export async function getCustomerForAdmin(uid: string): Promise<CustomerDetail | null> {
  const id = uidSchema.safeParse(uid);
  if (!id.success) return null;
  const [snap, account] = await Promise.all([users().doc(id.data).get(), accountOf(id.data)]);
  const customer = snap.exists ? parseCustomer(snap.id, snap.data()) : null;
  if (!customer) return null;
  const lastSignIn = account?.metadata.lastSignInTime;
  return {
    ...customer,
    // The account is the truth for signing in; the profile's flag only mirrors it.
    disabled: account ? account.disabled : customer.disabled,
    lastSignInAt: lastSignIn ? new Date(lastSignIn).toISOString() : null,
    hasAccount: account !== null,
  };
}

/**
 * A customer's lifetime spend: the dashboard's revenue rule (SALE_STATUSES: placed and not
 * cancelled or refunded, pending included, a partly refunded order for what was kept) over their
 * orders, as one sum + count aggregation and their partly refunded orders read; plus the count of
 * all their orders.
 */
export async function customerSpend(uid: string): Promise<{ spent: number; sales: number; orders: number }> {
  const theirs = firestore().collection(ORDERS_COLLECTION).where("uid", "==", uidSchema.parse(uid));
  const [sold, all] = await Promise.all([sales(theirs), theirs.count().get()]);
  const orders = all.data().count;
  return { spent: sold.revenue, sales: sold.orders, orders };
}

/** The audit entries about one customer, newest first. */
export const customerAudit = (uid: string, limit = 50): Promise<AuditEntry[]> => listAuditFor({ kind: "user", id: uid }, limit);

/** An expected refusal of a change, or "busy" when the documents kept changing. */
export class CustomerError extends Error {
  constructor(readonly code: ChangeRefusal | "busy") {
    super(code);
    this.name = "CustomerError";
  }
}

const stateOf = (snap: DocumentSnapshot): AccountState | null =>
  snap.exists ? { isAdmin: snap.get("userInfo.isAdmin") === true, disabled: snap.get("disabled") === true } : null;

export type ChangeOutcome = { uid: string; changed: boolean; state: AccountState; auditId: string | null };

/**
 * Change a customer's role or disabled state as `staff`:
 * 1. One optimistic commit (lib/firebase/optimistic.ts; the emulator deadlocks runTransaction
 *    under contention): read the actor's and the target's profiles, decide (rules.ts),
 *    write the target's field, "touch" the actor's profile (rewrite its isAdmin: true) and the
 *    audit entry, both profiles guarded by "unchanged since read". The actor's guard is what
 *    makes the last-admin rule hold under concurrency: the commit proves its actor is still an
 *    active admin, so revoking each other at once cannot leave zero admins.
 * 2. Then Firebase Auth follows the profile: the `admin` claim (and every session of the account
 *    ends, so the proxy's claim is fresh at the next sign-in), or the account's disabled flag (a
 *    disabled account's session cookies stop verifying at once; its tokens are revoked too).
 *    Asking for the state an account already has changes nothing in Firestore (no audit entry)
 *    but applies the Auth side again, which repairs a change whose Auth step failed.
 * Throws CustomerError (not-found, self, actor-not-admin, busy).
 */
export async function changeCustomer(staff: Staff, uid: string, change: CustomerChange, now: () => Date = () => new Date()): Promise<ChangeOutcome> {
  const id = uidSchema.parse(uid);
  const auth = adminAuth();
  // The Auth account is changed after the commit: it must exist.
  if (!(await accountOf(id))) throw new CustomerError("not-found");
  const db = firestore();
  const actorRef = users().doc(uidSchema.parse(staff.uid));
  const targetRef = users().doc(id);

  let outcome: ChangeOutcome;
  try {
    outcome = await commitOptimistically<ChangeOutcome>(db, async (batch) => {
      const snaps = await db.getAll(actorRef, targetRef);
      const [actorSnap, targetSnap] = [snaps[0]!, snaps.at(-1)!];
      const decision = decideChange({ actorUid: staff.uid, actor: stateOf(actorSnap), targetUid: id, target: stateOf(targetSnap), change });
      if (!decision.ok) throw new CustomerError(decision.reason);
      if (!decision.changed) return { result: { uid: id, changed: false, state: decision.state, auditId: null } };
      const at = now().toISOString();
      batch.update(targetRef, change.kind === "admin" ? { "userInfo.isAdmin": change.value } : { disabled: change.value }, unchangedSince(targetSnap));
      // actor !== target here: a change of one's own account is either no change or refused.
      batch.update(actorRef, { "userInfo.isAdmin": true }, unchangedSince(actorSnap));
      const auditId = recordAudit(batch, {
        actor: staff,
        action: change.kind === "admin" ? "user.admin" : "user.disabled",
        target: { kind: "user", id },
        before: decision.before,
        after: decision.after,
        at,
      });
      return { result: { uid: id, changed: true, state: decision.state, auditId }, batch };
    });
  } catch (error) {
    if (error instanceof ContentionError) throw new CustomerError("busy");
    throw error;
  }

  if (change.kind === "admin") {
    await mirrorAdminClaim(id, outcome.state.isAdmin, { endSessions: outcome.changed });
  } else {
    await auth.updateUser(id, { disabled: outcome.state.disabled });
    if (outcome.state.disabled) await auth.revokeRefreshTokens(id);
  }
  return outcome;
}
