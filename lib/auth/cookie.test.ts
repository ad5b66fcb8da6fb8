import { SESSION_COOKIE, SESSION_MAX_AGE_S, cookieIsSecure, sessionCookieOptions } from "./cookie";

it("is __session, the one name Firebase Hosting forwards, for 5 days", () => {
  expect(SESSION_COOKIE).toBe("__session");
  expect(SESSION_MAX_AGE_S).toBe(432_000);
});

it("is httpOnly, SameSite=Lax, site-wide", () => {
  expect(sessionCookieOptions(true)).toEqual({ httpOnly: true, sameSite: "lax", secure: true, path: "/", maxAge: SESSION_MAX_AGE_S });
  expect(sessionCookieOptions(false, 0)).toMatchObject({ secure: false, maxAge: 0 });
});

it("is Secure only in a production build against a real project (the emulator runs over http)", () => {
  expect(cookieIsSecure({ mode: "production" }, "production")).toBe(true);
  expect(cookieIsSecure({ mode: "emulator" }, "production")).toBe(false);
  expect(cookieIsSecure({ mode: "production" }, "development")).toBe(false);
  expect(cookieIsSecure({ mode: "production" }, "test")).toBe(false);
});
