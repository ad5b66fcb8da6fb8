import { latestOnly } from "./latest-only";

test("changes are handled in order, one at a time", async () => {
  const seen: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const report = latestOnly<string>(async (v) => {
    seen.push(`start ${v}`);
    if (v === "a") await gate;
    seen.push(`end ${v}`);
  });
  const a = report("a");
  await Promise.resolve();
  release();
  await a;
  await report("b");
  expect(seen).toEqual(["start a", "end a", "start b", "end b"]);
});

test("a change that waited behind a sign-in is dropped when a newer one arrived meanwhile", async () => {
  const seen: (string | null)[] = [];
  let finishSignIn!: () => void;
  let signIn: Promise<void> | null = new Promise<void>((r) => (finishSignIn = r));
  const report = latestOnly<string | null>(
    async (v) => void seen.push(v),
    () => signIn,
  );
  const first = report(null); // the page's first "signed out", reported while the sign-in runs
  const second = report("sam"); // the sign-in itself
  finishSignIn();
  signIn = null;
  await Promise.all([first, second]);
  expect(seen).toEqual(["sam"]);
});

test("a failing handler is reported and does not stop the next change", async () => {
  const errors: unknown[] = [];
  const seen: string[] = [];
  const report = latestOnly<string>(
    async (v) => {
      if (v === "bad") throw new Error("boom");
      seen.push(v);
    },
    () => null,
    (e) => errors.push(e),
  );
  await report("bad");
  await report("good");
  expect(seen).toEqual(["good"]);
  expect(errors).toHaveLength(1);
});
