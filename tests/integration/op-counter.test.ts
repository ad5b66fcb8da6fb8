// The Firestore operation counter against the real emulator: every kind of call the shop makes is
// counted as Firestore bills it, and countOps() sees only the work it ran.
import { randomUUID } from "node:crypto";
import { firestore } from "@/lib/firebase/admin";
import { countOps, firestoreOps } from "@/lib/firebase/op-counter";

const db = firestore();
const collection = () => db.collection(`op-counter-${randomUUID().slice(0, 8)}`);

test("lookups, queries, aggregations and commits, as billed", async () => {
  const c = collection();
  const written = await countOps(async () => {
    const batch = db.batch();
    for (const n of [1, 2, 3]) batch.set(c.doc(`d${n}`), { n });
    await batch.commit();
  });
  expect(written.ops).toEqual({ reads: 0, writes: 3, deletes: 0 });

  expect((await countOps(() => c.doc("d1").get())).ops.reads).toBe(1);
  expect((await countOps(() => c.doc("nope").get())).ops.reads).toBe(1); // a missing document is a read
  expect((await countOps(() => db.getAll(c.doc("d1"), c.doc("d2"), c.doc("nope")))).ops.reads).toBe(3);
  expect((await countOps(() => c.get())).ops.reads).toBe(3);
  expect((await countOps(() => c.where("n", ">", 2).get())).ops.reads).toBe(1);
  expect((await countOps(() => c.where("n", ">", 9).get())).ops.reads).toBe(1); // nothing found still costs one
  expect((await countOps(() => c.count().get())).ops.reads).toBe(1);

  const tx = await countOps(() =>
    db.runTransaction(async (t) => {
      const snap = await t.get(c.doc("d1"));
      t.update(snap.ref, { n: 10 });
      t.delete(c.doc("d2"));
    }),
  );
  expect(tx.ops).toEqual({ reads: 1, writes: 1, deletes: 1 });
});

test("countOps counts only its own work; the process total counts everything", async () => {
  const c = collection();
  await c.doc("a").set({ n: 1 });
  const before = firestoreOps();
  const [mine] = await Promise.all([countOps(() => c.doc("a").get()), c.doc("b").set({ n: 2 }), c.doc("a").get()]);
  expect(mine.ops).toEqual({ reads: 1, writes: 0, deletes: 0 });
  const after = firestoreOps();
  expect(after.reads - before.reads).toBeGreaterThanOrEqual(2);
  expect(after.writes - before.writes).toBeGreaterThanOrEqual(1);

  // Nested: the inner work counts in both.
  const outer = await countOps(async () => {
    await c.doc("a").get();
    return countOps(() => c.doc("b").get());
  });
  expect(outer.ops.reads).toBe(2);
  expect(outer.result.ops.reads).toBe(1);
});
