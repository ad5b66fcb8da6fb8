// lib/auth against the real Auth emulator and Firestore: who is signed in, and who is an admin.
// Every wrong cookie must come out as "signed out" (null), never as an exception, and the admin
// role must come from the profile, never from the token alone.
import { getURLFromRedirectError } from "next/dist/client/components/redirect";
import { isRedirectError } from "next/dist/client/components/redirect-error";
import { authorizeCookie, sessionOrRedirect } from "@/lib/auth/access";
import { RECENT_SIGN_IN_S, SESSION_MAX_AGE_S } from "@/lib/auth/cookie";
import { createSession, endSession, verifySession, verifySessionClaims } from "@/lib/auth/session";
import { createProfileIfMissing } from "@/lib/users/profile";
import { adminClient, uniq } from "./clients";
import { afterSecondOf, badlySignedJwt, idTokenClaims, jwtPayload, newUser, nowS, sessionClaims, signInAgain, unsignedJwt, type TestUser } from "./sessions";
import { newStoredProfile } from "@/lib/users/stored-profile";

// The integration project's testTimeout (jest.config.mjs) is not applied: jest reads it from the
// global config only. A cold emulator on a busy machine can take more than the default 5 s.
jest.setTimeout(30_000);

const admin = adminClient();
const projectId = process.env.FIREBASE_PROJECT_ID!;
let shopper: TestUser;
let root: TestUser; // admin per the profile (and the claim)
let shopperCookie: string;
let rootCookie: string;
const opened: TestUser[] = [];

async function user(): Promise<TestUser> {
  const u = await newUser();
  opened.push(u);
  return u;
}
async function cookieOf(idToken: string): Promise<string> {
  const s = await createSession(idToken);
  if (!s.ok) throw new Error(`createSession: ${s.error}`);
  return s.cookie;
}
/** A signed-in user with a profile and a fresh session cookie. */
async function sessionUser(): Promise<{ u: TestUser; cookie: string }> {
  const u = await user();
  await createProfileIfMissing(u.uid, { email: u.email });
  return { u, cookie: await cookieOf(await u.user.getIdToken()) };
}

/** Move Date (which firebase-admin and lib/auth read the time from) only; timers and I/O stay real. */
function fakeDate(nowMs: number): void {
  jest.useFakeTimers({
    now: nowMs,
    doNotFake: ["hrtime", "nextTick", "performance", "queueMicrotask", "setImmediate", "clearImmediate", "setInterval", "clearInterval", "setTimeout", "clearTimeout"],
  });
}

beforeAll(async () => {
  ({ u: shopper, cookie: shopperCookie } = await sessionUser());
  root = await user();
  await admin.db.doc(`users/${root.uid}`).set(newStoredProfile({ firstName: "", lastName: "", email: root.email }, new Date().toISOString(), true));
  await admin.auth.setCustomUserClaims(root.uid, { admin: true });
  rootCookie = await cookieOf(await root.user.getIdToken(true));
});
afterAll(() => Promise.all([...opened.map((u) => u.client.close()), admin.close()]));

describe("createSession", () => {
  it("turns a fresh ID token into a 5-day session cookie", async () => {
    const s = await createSession(await shopper.user.getIdToken());
    if (!s.ok) throw new Error(s.error);
    expect(s.claims.uid).toBe(shopper.uid);
    const { iat, exp } = jwtPayload(s.cookie);
    expect(exp - iat).toBe(SESSION_MAX_AGE_S);
  });

  it("refuses a sign-in older than 5 minutes: a real token, checked 5 min + 1 s after its auth_time", async () => {
    const idToken = await shopper.user.getIdToken();
    const authTime = jwtPayload(idToken).auth_time;
    await expect(createSession(idToken, (authTime + RECENT_SIGN_IN_S + 1) * 1000)).resolves.toEqual({ ok: false, error: "stale-sign-in" });
    await expect(createSession(idToken, (authTime + RECENT_SIGN_IN_S - 1) * 1000)).resolves.toMatchObject({ ok: true });
  });

  it("refuses a real token when the clock has moved 5 min + 1 s past its auth_time (default `now`)", async () => {
    const idToken = await shopper.user.getIdToken();
    const { auth_time: authTime, exp } = jwtPayload(idToken);
    expect(exp).toBeGreaterThan(authTime + RECENT_SIGN_IN_S + 1); // the token itself is still valid then
    fakeDate((authTime + RECENT_SIGN_IN_S + 1) * 1000);
    try {
      await expect(createSession(idToken)).resolves.toEqual({ ok: false, error: "stale-sign-in" });
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ["garbage", "not-a-token"],
    ["an empty string", ""],
    ["a session cookie instead of an ID token", () => shopperCookie],
    ["a badly signed token", () => badlySignedJwt(idTokenClaims(projectId, shopper.uid, { authTime: nowS(), iat: nowS(), exp: nowS() + 3600 }))],
    ["a token of an account that does not exist", () => unsignedJwt(idTokenClaims(projectId, uniq("ghost"), { authTime: nowS(), iat: nowS(), exp: nowS() + 3600 }))],
    ["a token of another project", () => unsignedJwt(idTokenClaims("demo-other", shopper.uid, { authTime: nowS(), iat: nowS(), exp: nowS() + 3600 }))],
  ])("refuses %s", async (_, token) => {
    await expect(createSession(typeof token === "function" ? token() : token)).resolves.toEqual({ ok: false, error: "invalid-token" });
  });

  it("refuses the ID token of a disabled account", async () => {
    const u = await user();
    const idToken = await u.user.getIdToken();
    await admin.auth.updateUser(u.uid, { disabled: true });
    await expect(createSession(idToken)).resolves.toEqual({ ok: false, error: "invalid-token" });
  });
});

describe("verifySession", () => {
  it("a valid session: uid, e-mail, and the role from the profile", async () => {
    expect(await verifySession(shopperCookie)).toEqual({ uid: shopper.uid, email: shopper.email, admin: false });
    expect(await verifySession(rootCookie)).toEqual({ uid: root.uid, email: root.email, admin: true });
  });

  it.each([
    ["undefined", undefined],
    ["null", null],
    ["an empty string", ""],
    ["a number", 42],
    ["an object", { value: "x" }],
    ["garbage", "garbage"],
    ["two parts", "a.b"],
    ["three parts that are no JSON", "a.b.c"],
    ["characters outside base64url", "%%%.%%%.%%%"],
    ["an oversized value", `${"a".repeat(3000)}.${"b".repeat(3000)}.c`],
  ])("missing or malformed (%s): null", async (_, value) => {
    await expect(verifySession(value)).resolves.toBeNull();
  });

  it("forged with a signature nobody made (unknown uid, or the shopper claiming admin): null", async () => {
    const t = nowS();
    const times = { authTime: t, iat: t, exp: t + 3600 };
    await expect(verifySession(badlySignedJwt(sessionClaims(projectId, uniq("ghost"), times)))).resolves.toBeNull();
    await expect(verifySession(badlySignedJwt(sessionClaims(projectId, shopper.uid, times, { admin: true })))).resolves.toBeNull();
  });

  it("forged unsigned (alg none) for an unknown uid: null", async () => {
    const t = nowS();
    await expect(verifySession(unsignedJwt(sessionClaims(projectId, uniq("ghost"), { authTime: t, iat: t, exp: t + 3600 })))).resolves.toBeNull();
  });

  it("the shopper's own cookie re-encoded with `admin: true` is still no admin: the profile decides", async () => {
    const forged = unsignedJwt({ ...jwtPayload(shopperCookie), admin: true });
    // The emulator takes unsigned tokens, so the claim itself gets through (the proxy's fast
    // path would believe it here; in production the signature check refuses it)...
    expect(await verifySessionClaims(forged, { checkRevoked: true })).toMatchObject({ uid: shopper.uid, admin: true });
    // ...but the session's role is read from users/{uid}.
    expect(await verifySession(forged)).toEqual({ uid: shopper.uid, email: shopper.email, admin: false });
    expect(await authorizeCookie(forged, "admin")).toEqual({ ok: false, reason: "forbidden" });
  });

  it("an ID token, or a cookie of another project, is no session: null", async () => {
    await expect(verifySession(await shopper.user.getIdToken())).resolves.toBeNull();
    await expect(verifySession(unsignedJwt({ ...jwtPayload(shopperCookie), aud: "demo-other", iss: "https://session.firebase.google.com/demo-other" }))).resolves.toBeNull();
  });

  it("expired: a real 5-minute cookie (the minimum), verified with the clock moved past its exp: null", async () => {
    const cookie = await admin.auth.createSessionCookie(await shopper.user.getIdToken(), { expiresIn: 5 * 60 * 1000 });
    const { exp } = jwtPayload(cookie);
    expect(await verifySession(cookie)).toMatchObject({ uid: shopper.uid }); // valid now
    fakeDate((exp + 1) * 1000);
    try {
      expect(Date.now()).toBe((exp + 1) * 1000);
      await expect(verifySession(cookie)).resolves.toBeNull();
      await expect(verifySessionClaims(cookie, { checkRevoked: false })).resolves.toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it("expired: a cookie in the emulator's format whose exp has passed, for a real account: null", async () => {
    const t = nowS();
    const expired = unsignedJwt({ ...jwtPayload(shopperCookie), iat: t - 7200, exp: t - 3600 });
    const live = unsignedJwt({ ...jwtPayload(shopperCookie), iat: t - 7200, exp: t + 3600 });
    await expect(verifySession(live)).resolves.toMatchObject({ uid: shopper.uid }); // control: only exp differs
    await expect(verifySession(expired)).resolves.toBeNull();
  });

  it("revoked: once the account's refresh tokens are revoked, its cookie is signed out", async () => {
    const { u, cookie } = await sessionUser();
    expect(await verifySession(cookie)).toMatchObject({ uid: u.uid });
    await afterSecondOf(jwtPayload(cookie).auth_time);
    await admin.auth.revokeRefreshTokens(u.uid);
    await expect(verifySession(cookie)).resolves.toBeNull();
    // A new sign-in gives a new, valid session.
    const again = await cookieOf(await (await signInAgain(u)).getIdToken());
    await expect(verifySession(again)).resolves.toMatchObject({ uid: u.uid });
  });

  it("a deleted account's cookie: null", async () => {
    const { u, cookie } = await sessionUser();
    await admin.auth.deleteUser(u.uid);
    await expect(verifySession(cookie)).resolves.toBeNull();
  });

  it("a disabled account's cookie: null, until the account is enabled again", async () => {
    const { u, cookie } = await sessionUser();
    await admin.auth.updateUser(u.uid, { disabled: true });
    await expect(verifySession(cookie)).resolves.toBeNull();
    await admin.auth.updateUser(u.uid, { disabled: false });
    await expect(verifySession(cookie)).resolves.toMatchObject({ uid: u.uid });
  });

  it("an admin demoted in the profile only is no admin at once (no need to wait for the claim)", async () => {
    const { u, cookie } = await sessionUser();
    await admin.auth.setCustomUserClaims(u.uid, { admin: true });
    await admin.db.doc(`users/${u.uid}`).update({ "userInfo.isAdmin": true });
    expect(await verifySession(cookie)).toMatchObject({ admin: true });
    await admin.db.doc(`users/${u.uid}`).update({ "userInfo.isAdmin": false });
    expect(await verifySession(cookie)).toMatchObject({ admin: false });
  });

  it("a signed-in account without a profile is a user, not an admin", async () => {
    const u = await user();
    await admin.auth.setCustomUserClaims(u.uid, { admin: true });
    const cookie = await cookieOf(await u.user.getIdToken(true));
    expect(await verifySession(cookie)).toEqual({ uid: u.uid, email: u.email, admin: false });
  });
});

describe("endSession (sign-out)", () => {
  it("revokes the cookie's account and returns its uid", async () => {
    const { u, cookie } = await sessionUser();
    await afterSecondOf(jwtPayload(cookie).auth_time);
    await expect(endSession(cookie)).resolves.toBe(u.uid);
    await expect(verifySession(cookie)).resolves.toBeNull();
  });

  it("does nothing for a cookie that is no session", async () => {
    await expect(endSession(undefined)).resolves.toBeNull();
    await expect(endSession("garbage")).resolves.toBeNull();
  });
});

describe("authorizeCookie and the page redirect (what requireUser/requireAdmin do)", () => {
  it("grants user access to any session and admin access to admins only", async () => {
    await expect(authorizeCookie(shopperCookie, "user")).resolves.toEqual({ ok: true, session: { uid: shopper.uid, email: shopper.email, admin: false } });
    await expect(authorizeCookie(shopperCookie, "admin")).resolves.toEqual({ ok: false, reason: "forbidden" });
    await expect(authorizeCookie(rootCookie, "admin")).resolves.toMatchObject({ ok: true, session: { uid: root.uid, admin: true } });
    await expect(authorizeCookie(undefined, "user")).resolves.toEqual({ ok: false, reason: "signed-out" });
    await expect(authorizeCookie("garbage", "admin")).resolves.toEqual({ ok: false, reason: "signed-out" });
  });

  function redirectOf(fn: () => unknown): string {
    try {
      fn();
    } catch (error) {
      if (isRedirectError(error)) return getURLFromRedirectError(error);
      throw error;
    }
    throw new Error("no redirect");
  }

  it("signed out: redirect to sign in, then back to the page; forbidden: to the sign-in page", async () => {
    expect(redirectOf(() => sessionOrRedirect({ ok: false, reason: "signed-out" }, "/my-account?tab=orders"))).toBe(
      "/login-register?next=%2Fmy-account%3Ftab%3Dorders",
    );
    expect(redirectOf(() => sessionOrRedirect({ ok: false, reason: "forbidden" }, "/dash"))).toBe("/login-register");
    expect(redirectOf(() => sessionOrRedirect({ ok: false, reason: "signed-out" }, "//evil.test"))).toBe("/login-register");
    const session = { uid: "x", email: null, admin: false };
    expect(sessionOrRedirect({ ok: true, session }, "/my-account")).toBe(session);
  });
});
