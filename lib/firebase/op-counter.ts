// Counts the Firestore operations this server process is billed for: document reads, writes and
// deletes, as Firestore counts them (cloud.google.com/firestore/pricing). Counted where every call
// of the client goes through (its request funnels), from what the server answered, so no code path
// can forget to count: benchmarks read the process's totals (GET /api/metrics with SHOP_METRICS=1)
// and tests measure one call with countOps(). Always on: a few additions per answer.
//
// Billing rules applied: a document returned by a lookup or a query is one read; a lookup of a
// missing document is one read; a query that returns nothing is one read; an aggregation (count)
// is one read per 1,000 index entries it matched, at least one; a watch (onSnapshot) is one read
// per document change it delivers. Each write of a commit is one write, or one delete.
import { AsyncLocalStorage } from "node:async_hooks";
import type { Firestore } from "firebase-admin/firestore";

export type FirestoreOps = { reads: number; writes: number; deletes: number };
type Kind = keyof FirestoreOps;

// On globalThis: Next may load this module more than once (one copy per bundle), and every copy
// must add to one total.
const KEY = Symbol.for("flone.firestoreOps");
type State = { total: FirestoreOps; scopes: AsyncLocalStorage<FirestoreOps[]>; instrumented: WeakSet<object> };
function state(): State {
  const g = globalThis as { [KEY]?: State };
  g[KEY] ??= { total: zero(), scopes: new AsyncLocalStorage(), instrumented: new WeakSet() };
  return g[KEY];
}
const zero = (): FirestoreOps => ({ reads: 0, writes: 0, deletes: 0 });

function add(kind: Kind, n: number, scopes: readonly FirestoreOps[] | undefined): void {
  state().total[kind] += n;
  for (const s of scopes ?? []) s[kind] += n;
}

/** This process's operations since it started. */
export function firestoreOps(): FirestoreOps {
  return { ...state().total };
}

/** Runs `fn` and answers the operations it caused (and only it: concurrent work is not counted). */
export async function countOps<T>(fn: () => Promise<T>): Promise<{ result: T; ops: FirestoreOps }> {
  const ops = zero();
  const outer = state().scopes.getStore() ?? [];
  const result = await state().scopes.run([...outer, ops], fn);
  return { result, ops };
}

type Message = Record<string, unknown>;
type Internals = {
  request(method: string, request: Message, ...rest: unknown[]): Promise<unknown>;
  requestStream(method: string, bidirectional: boolean, request: Message, tag: string): Promise<NodeJS.ReadableStream>;
};

/** Reads in one answer of a streamed call (`method`): what Firestore bills for that message. */
export function readsInMessage(method: string, message: Message): number {
  switch (method) {
    case "batchGetDocuments":
      return message.found || message.missing ? 1 : 0;
    case "runQuery":
      return message.document ? 1 : 0;
    case "runAggregationQuery": {
      const fields = (message.result as { aggregateFields?: Record<string, { integerValue?: string | number }> } | undefined)?.aggregateFields;
      if (!fields) return 0;
      const matched = Math.max(0, ...Object.values(fields).map((f) => Number(f.integerValue ?? 0)));
      return Math.max(1, Math.ceil(matched / 1000));
    }
    case "listen":
      return message.documentChange ? 1 : 0;
    default:
      return 0;
  }
}

/** Writes and deletes in one commit (or batchWrite) request. */
export function writesInRequest(request: Message): Pick<FirestoreOps, "writes" | "deletes"> {
  const writes = Array.isArray(request.writes) ? (request.writes as Message[]) : [];
  const deletes = writes.filter((w) => w.delete !== undefined).length;
  return { writes: writes.length - deletes, deletes };
}

/** Counts every operation `db` makes from now on (once per client). */
export function countOpsOf(db: Firestore): void {
  const { instrumented, scopes } = state();
  if (instrumented.has(db)) return;
  instrumented.add(db);
  const client = db as unknown as Internals;
  const request = client.request.bind(client);
  const requestStream = client.requestStream.bind(client);

  client.request = async (method, body, ...rest) => {
    const scope = scopes.getStore();
    const answer = await request(method, body, ...rest);
    if (method === "commit" || method === "batchWrite") {
      const { writes, deletes } = writesInRequest(body);
      add("writes", writes, scope);
      add("deletes", deletes, scope);
    } else if (method === "listDocuments") {
      add("reads", Math.max(1, ((answer as { documents?: unknown[] } | undefined)?.documents ?? []).length), scope);
    }
    return answer;
  };

  client.requestStream = async (method, bidirectional, body, tag) => {
    const scope = scopes.getStore();
    const stream = await requestStream(method, bidirectional, body, tag);
    // Watching `emit` leaves the stream as the client made it (paused until its reader resumes it).
    let reads = 0;
    const emit = stream.emit.bind(stream);
    stream.emit = ((event: string | symbol, ...args: unknown[]) => {
      if (event === "data") {
        const n = readsInMessage(method, args[0] as Message);
        reads += n;
        add("reads", n, scope);
      } else if (event === "end" && reads === 0 && method === "runQuery") {
        add("reads", 1, scope); // an empty answer still costs one read
      }
      return emit(event, ...args);
    }) as typeof stream.emit;
    return stream;
  };
}
