// Signing a bench visitor in as the sign-in page does: an ID token from the Auth emulator's REST
// API (identitytoolkit), then POST /api/session with it, same-origin, so the browser's cookie jar
// holds the shop's session cookie.
import { z } from "zod";
import type { Browser } from "./sale-browser";

const idTokenSchema = z.object({ idToken: z.string().min(1), localId: z.string().min(1) });

async function identity(authEmulator: string, method: "signUp" | "signInWithPassword", email: string, password: string): Promise<string> {
  const res = await fetch(`${authEmulator}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`Auth emulator ${method}: ${res.status} ${await res.text()}`);
  return idTokenSchema.parse(await res.json()).idToken;
}

async function startSession(browser: Browser, idToken: string): Promise<void> {
  const res = await browser.postJson("sign-in", "/api/session", { idToken, firstName: "Bench", lastName: "Shopper" });
  if (res.status !== 200) throw new Error(`POST /api/session: ${res.status} ${res.body.toString("utf8").slice(0, 200)}`);
}

/** A new account, signed in: the browser now holds its session cookie. */
export async function signUp(browser: Browser, authEmulator: string, email: string, password = "bench-secret-123"): Promise<void> {
  await startSession(browser, await identity(authEmulator, "signUp", email, password));
}

/** An existing account (the demo admin), signed in. */
export async function signInWithPassword(browser: Browser, authEmulator: string, email: string, password: string): Promise<void> {
  await startSession(browser, await identity(authEmulator, "signInWithPassword", email, password));
}
