// lib/firebase/optimistic.ts on the Firestore emulator: why a guard write must change the document.
import { firestore } from "@/lib/firebase/admin";
import { claim, unchangedSince } from "@/lib/firebase/optimistic";
import { uniq } from "./clients";

jest.setTimeout(30_000);

const FAILED_PRECONDITION = 9;

describe("claim", () => {
  it("a write that changes nothing keeps the update time, so a second guarded write of the same value holds; a claim does not", async () => {
    const ref = firestore().collection("optimistic-test").doc(uniq("doc"));
    await ref.set({ updatedAt: "2026-11-24T00:00:00.000Z" });

    // Two requests in the same millisecond, each guarded by the same read, writing the same stamp.
    const read = await ref.get();
    const same = { updatedAt: "2026-11-24T03:00:00.000Z" };
    await firestore().batch().update(ref, same, unchangedSince(read)).commit();
    const again = await ref.get();
    await firestore().batch().update(ref, same, unchangedSince(again)).commit();
    await firestore().batch().update(ref, same, unchangedSince(again)).commit(); // held: nothing changed

    const claimed = await ref.get();
    const first = firestore().batch();
    claim(first, claimed, same);
    await first.commit();
    const second = firestore().batch();
    claim(second, claimed, same);
    await expect(second.commit()).rejects.toMatchObject({ code: FAILED_PRECONDITION });
    expect((await ref.get()).get("revision")).toBe(1);
  });
});
