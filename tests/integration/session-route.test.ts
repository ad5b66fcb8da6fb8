// app/api/session/route.ts, called directly with Request objects, against the emulators.
import { NextRequest } from "next/server";
import { DELETE, POST } from "@/app/api/session/route";
import { SESSION_MAX_AGE_S } from "@/lib/auth/cookie";
import { verifySession } from "@/lib/auth/session";
import { getAdditionalUserInfo, GoogleAuthProvider, signInWithCredential } from "firebase/auth";
import { providerNames } from "@/components/account/auth-form";
import { adminClient, uniq, webClient } from "./clients";
import { afterSecondOf, jwtPayload, newUser, type TestUser } from "./sessions";
import { newStoredProfile } from "@/lib/users/stored-profile";

// The integration project's testTimeout (jest.config.mjs) is not applied: jest reads it from the
// global config only. A cold emulator on a busy machine can take more than the default 5 s.
jest.setTimeout(30_000);

const ORIGIN = "http://127.0.0.1:3100";
const URL_ = `${ORIGIN}/api/session`;
// Every HTTP/1.1 request names its host (NextRequest would otherwise report 127.0.0.1 as localhost).
const HOST = { host: "127.0.0.1:3100" };
const SAME = { origin: ORIGIN, "sec-fetch-site": "same-origin" };
const admin = adminClient();
const opened: TestUser[] = [];
afterAll(() => Promise.all([...opened.map((u) => u.client.close()), admin.close()]));

async function user(): Promise<TestUser> {
  const u = await newUser();
  opened.push(u);
  return u;
}

function post(body: unknown, headers: Record<string, string> = SAME): NextRequest {
  return new NextRequest(URL_, {
    method: "POST",
    headers: { ...HOST, "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
function del(cookie: string | undefined, headers: Record<string, string> = SAME): NextRequest {
  return new NextRequest(URL_, { method: "DELETE", headers: { ...HOST, ...headers, ...(cookie ? { cookie: `__session=${cookie}` } : {}) } });
}
/** The session cookie's value and attributes, as the browser receives them. */
function setCookie(response: Response): { value: string; attributes: string[] } {
  const header = response.headers.get("set-cookie") ?? "";
  const [pair = "", ...attributes] = header.split(/;\s*/);
  const [name, value = ""] = pair.split(/=(.*)/s);
  expect(name).toBe("__session");
  return { value, attributes: attributes.map((a) => a.toLowerCase()) };
}

describe("POST /api/session", () => {
  it("registration: sets the session cookie with its attributes and creates the profile with the names", async () => {
    const u = await user();
    const res = await POST(post({ idToken: await u.user.getIdToken(), firstName: " Sam ", lastName: "Parent" }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, isAdmin: false });
    expect(res.headers.get("cache-control")).toBe("no-store");

    const { value, attributes } = setCookie(res);
    expect(attributes).toEqual(expect.arrayContaining(["path=/", `max-age=${SESSION_MAX_AGE_S}`, "httponly", "samesite=lax"]));
    expect(attributes).not.toContain("secure"); // emulator mode: the e2e suite runs over http://127.0.0.1
    expect(await verifySession(value)).toEqual({ uid: u.uid, email: u.email, admin: false });

    expect((await admin.db.doc(`users/${u.uid}`).get()).data()).toMatchObject({
      firstName: "Sam",
      lastName: "Parent",
      email: u.email,
      userInfo: { isAdmin: false },
    });
  });

  // Google's popup cannot open offline (the Auth emulator's sign-in widget loads
  // apis.google.com/js/api.js and unpkg.com scripts), so this signs in with the Google credential
  // the popup would hand back: the emulator accepts an unsigned Google ID token. From there the
  // path is the sign-in page's own: the profile's names (providerNames), then POST /api/session.
  it("a Google sign-in: opens a session and makes the profile from the Google profile's names", async () => {
    const client = webClient();
    try {
      const email = `${uniq("g")}@gmail.example`;
      const googleIdToken = JSON.stringify({ sub: uniq("google"), email, email_verified: true, given_name: "Gita", family_name: "Ghosh" });
      const credential = await signInWithCredential(client.auth, GoogleAuthProvider.credential(googleIdToken));
      expect(credential.providerId).toBe("google.com");
      const names = providerNames(getAdditionalUserInfo(credential)?.profile);
      const res = await POST(post({ idToken: await credential.user.getIdToken(), ...names }));
      expect(await res.json()).toEqual({ ok: true, isAdmin: false });
      expect(await verifySession(setCookie(res).value)).toEqual({ uid: credential.user.uid, email, admin: false });
      expect((await admin.db.doc(`users/${credential.user.uid}`).get()).data()).toMatchObject({ firstName: "Gita", lastName: "Ghosh", email, userInfo: { isAdmin: false } });
    } finally {
      await client.close();
    }
  });

  it("sign-in: keeps the existing profile, and says when the account is an admin", async () => {
    const u = await user();
    await admin.db.doc(`users/${u.uid}`).set(newStoredProfile({ firstName: "Ada", lastName: "", email: u.email }, new Date().toISOString(), true));
    const res = await POST(post({ idToken: await u.user.getIdToken(), firstName: "Mallory" }));
    expect(await res.json()).toEqual({ ok: true, isAdmin: true });
    expect((await admin.db.doc(`users/${u.uid}`).get()).get("firstName")).toBe("Ada");
  });

  it.each([
    ["another site", { origin: "https://evil.test", "sec-fetch-site": "cross-site" }],
    ["another site that hides Sec-Fetch-Site", { origin: "https://evil.test" }],
    ["a same-site sibling", { origin: ORIGIN, "sec-fetch-site": "same-site" }],
    ["no Origin", { "sec-fetch-site": "same-origin" }],
  ])("refuses a post from %s with 403, before reading the body", async (_, headers) => {
    const u = await user();
    const res = await POST(post({ idToken: await u.user.getIdToken() }, headers));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "cross-site" });
    expect(res.headers.get("set-cookie")).toBeNull();
    expect((await admin.db.doc(`users/${u.uid}`).get()).exists).toBe(false);
  });

  it.each([
    ["no JSON", "idToken=x"],
    ["an empty body", ""],
    ["JSON null", "null"],
    ["an array", "[]"],
    ["no idToken", { firstName: "A" }],
    ["an idToken that is no string", { idToken: 42 }],
    ["an empty idToken", { idToken: "" }],
    ["a name over 80 characters", { idToken: "x.y.z", firstName: "x".repeat(81) }],
    ["a body over 16 KB", { idToken: "x.y.z", firstName: "x".repeat(17_000) }],
  ])("answers 400 to %s", async (_, body) => {
    const res = await POST(post(body));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "bad-request" });
  });

  it.each([
    ["isAdmin", { isAdmin: true }],
    ["userInfo", { userInfo: { isAdmin: true } }],
    ["admin", { admin: true }],
  ])("refuses a body carrying %s (no request sets a role), creating nothing", async (_, extra) => {
    const u = await user();
    const res = await POST(post({ idToken: await u.user.getIdToken(), ...extra }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "bad-request" });
    expect((await admin.db.doc(`users/${u.uid}`).get()).exists).toBe(false);
  });

  it("answers 401 to a sign-in older than 5 minutes (the clock moved on; only Date is faked)", async () => {
    const u = await user();
    const idToken = await u.user.getIdToken();
    jest.useFakeTimers({
      now: (jwtPayload(idToken).auth_time + 6 * 60) * 1000,
      doNotFake: ["hrtime", "nextTick", "performance", "queueMicrotask", "setImmediate", "clearImmediate", "setInterval", "clearInterval", "setTimeout", "clearTimeout"],
    });
    try {
      const res = await POST(post({ idToken }));
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: "stale-sign-in" });
    } finally {
      jest.useRealTimers();
    }
  });

  it("answers 401 to a token that does not verify", async () => {
    const res = await POST(post({ idToken: "aaa.bbb.ccc" }));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "invalid-token" });
    expect(res.headers.get("set-cookie")).toBeNull();
  });
});

describe("DELETE /api/session", () => {
  async function signedIn(): Promise<{ u: TestUser; cookie: string }> {
    const u = await user();
    const res = await POST(post({ idToken: await u.user.getIdToken() }));
    return { u, cookie: setCookie(res).value };
  }

  it("signs out: clears the cookie and revokes the account's sessions", async () => {
    const { u, cookie } = await signedIn();
    await afterSecondOf(jwtPayload(cookie).auth_time);
    const res = await DELETE(del(cookie));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const cleared = setCookie(res);
    expect(cleared.value).toBe("");
    expect(cleared.attributes).toEqual(expect.arrayContaining(["path=/", "max-age=0", "httponly"]));
    expect(await verifySession(cookie)).toBeNull();
    expect(new Date((await admin.auth.getUser(u.uid)).tokensValidAfterTime!).getTime()).toBeGreaterThan(jwtPayload(cookie).auth_time * 1000);
  });

  it("without a session: still clears the cookie", async () => {
    const res = await DELETE(del(undefined));
    expect(res.status).toBe(200);
    expect(setCookie(res).value).toBe("");
    expect((await DELETE(del("garbage"))).status).toBe(200);
  });

  it("refuses a cross-site sign-out with 403 and leaves the session alone", async () => {
    const { u, cookie } = await signedIn();
    const res = await DELETE(del(cookie, { origin: "https://evil.test", "sec-fetch-site": "cross-site" }));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "cross-site" });
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await verifySession(cookie)).toMatchObject({ uid: u.uid });
  });
});
