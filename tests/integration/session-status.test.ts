// GET /api/session (the sign-in page asks it whether to send a visitor on), called directly with
// Request objects, against the emulators: only a live session reads as signed in, and a GET never
// touches the cookie (clearing a dead one raced a sign-in in another tab, erasing the new cookie).
import { NextRequest } from "next/server";
import { DELETE, GET, POST } from "@/app/api/session/route";
import { adminClient } from "./clients";
import { afterSecondOf, jwtPayload, newUser, type TestUser } from "./sessions";

jest.setTimeout(30_000);

const ORIGIN = "http://127.0.0.1:3100";
const URL_ = `${ORIGIN}/api/session`;
const HEADERS = { host: "127.0.0.1:3100", origin: ORIGIN, "sec-fetch-site": "same-origin" };
const admin = adminClient();
const opened: TestUser[] = [];
afterAll(() => Promise.all([...opened.map((u) => u.client.close()), admin.close()]));

const get = (cookie?: string) => new NextRequest(URL_, { headers: { ...HEADERS, ...(cookie !== undefined ? { cookie: `__session=${cookie}` } : {}) } });

async function signedIn(): Promise<{ u: TestUser; cookie: string }> {
  const u = await newUser();
  opened.push(u);
  const res = await POST(
    new NextRequest(URL_, { method: "POST", headers: { ...HEADERS, "content-type": "application/json" }, body: JSON.stringify({ idToken: await u.user.getIdToken() }) }),
  );
  expect(res.status).toBe(200);
  const value = /__session=([^;]*)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  return { u, cookie: value! };
}

describe("GET /api/session", () => {
  it("without a cookie: signed out, nothing set, never cached", async () => {
    const res = await GET(get());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ signedIn: false, isAdmin: false });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("with a live session: signed in, and whether the profile says admin", async () => {
    const { u, cookie } = await signedIn();
    const res = await GET(get(cookie));
    expect(await res.json()).toEqual({ signedIn: true, isAdmin: false });
    expect(res.headers.get("set-cookie")).toBeNull();

    await admin.db.doc(`users/${u.uid}`).update({ "userInfo.isAdmin": true });
    expect(await (await GET(get(cookie))).json()).toEqual({ signedIn: true, isAdmin: true });
  });

  it.each([["garbage"], ["a.b.c"], [""]])("a cookie that is no session (%p) reads as signed out and is left alone", async (value) => {
    const res = await GET(get(value));
    expect(await res.json()).toEqual({ signedIn: false, isAdmin: false });
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("after sign-out (revoked), the old cookie reads as signed out and is left alone", async () => {
    const { cookie } = await signedIn();
    await afterSecondOf(jwtPayload(cookie).auth_time);
    expect((await DELETE(new NextRequest(URL_, { method: "DELETE", headers: { ...HEADERS, cookie: `__session=${cookie}` } }))).status).toBe(200);
    const res = await GET(get(cookie));
    expect(await res.json()).toEqual({ signedIn: false, isAdmin: false });
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("a deleted account's cookie reads as signed out", async () => {
    const { u, cookie } = await signedIn();
    await admin.auth.deleteUser(u.uid);
    expect(await (await GET(get(cookie))).json()).toEqual({ signedIn: false, isAdmin: false });
  });
});
