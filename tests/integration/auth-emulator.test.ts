// The Auth emulator runs in the launcher's process with lazily compiled request schemas
// (scripts/stack/storage-emulator.ts). Pin what the shop relies on.
import { signInWithEmailAndPassword } from "firebase/auth";
import { adminClient, signUp, uniq, webClient } from "./clients";

const admin = adminClient();
const web = webClient();
afterAll(() => Promise.all([web.close(), admin.close()]));

it("signs up and in with email and password, and rejects a wrong password", async () => {
  const user = await signUp(web);
  expect(user.email).toMatch(/@example\.test$/);
  await expect(signInWithEmailAndPassword(web.auth, user.email!, "secret-123")).resolves.toBeDefined();
  await expect(signInWithEmailAndPassword(web.auth, user.email!, "wrong-password")).rejects.toMatchObject({ code: "auth/wrong-password" });
  await expect(signInWithEmailAndPassword(web.auth, `${uniq("nobody")}@example.test`, "x-123456")).rejects.toMatchObject({
    code: "auth/user-not-found",
  });
});

it("turns an ID token into a session cookie the server can verify, with custom claims, until revoked", async () => {
  const user = await signUp(web);
  await admin.auth.setCustomUserClaims(user.uid, { admin: true });
  const idToken = await user.getIdToken(true);
  expect((await admin.auth.verifyIdToken(idToken)).admin).toBe(true);

  const cookie = await admin.auth.createSessionCookie(idToken, { expiresIn: 60 * 60 * 1000 });
  const claims = await admin.auth.verifySessionCookie(cookie, true);
  expect(claims).toMatchObject({ uid: user.uid, admin: true });

  // Revocation has one-second granularity: it only covers tokens issued in an earlier second.
  await new Promise((r) => setTimeout(r, 1100));
  await admin.auth.revokeRefreshTokens(user.uid);
  await expect(admin.auth.verifySessionCookie(cookie, true)).rejects.toMatchObject({ code: "auth/session-cookie-revoked" });
});

it("the Auth and Storage emulators keep idle connections open longer than a client does (no reset as a reused socket closes)", async () => {
  // Node's default of 5 s raced the web SDK's reuse of an idle connection on a loaded machine:
  // auth/network-request-failed in sign-ups (scripts/stack/storage-emulator.ts, withLongKeepAlive).
  for (const name of ["NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST", "NEXT_PUBLIC_FIREBASE_STORAGE_EMULATOR_HOST"]) {
    const res = await fetch(`http://${process.env[name]}/`);
    await res.arrayBuffer();
    expect(res.headers.get("keep-alive")).toBe("timeout=65");
  }
});
