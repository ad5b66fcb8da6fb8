// POST /api/session: sign-in (and registration) turns a fresh Firebase ID token into the httpOnly
// session cookie, creating users/{uid} at the first sign-in. DELETE: sign-out. GET: is this
// cookie a live session? (the sign-in page asks, so it can stay static and still send a
// signed-in visitor on).
// Same-origin only (CSRF); answers small JSON bodies: { ok: true, ... } or { error: "<code>" }.
import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE, sessionCookieOptions } from "@/lib/auth/cookie";
import { isSameOrigin } from "@/lib/auth/same-origin";
import { createSession, endSession, verifySession } from "@/lib/auth/session";
import { sessionRequestSchema, type SessionApiError, type SessionStatus } from "@/lib/auth/session-api";
import { createProfileIfMissing } from "@/lib/users/profile";
import { log } from "@/lib/log";

const MAX_BODY_BYTES = 16 * 1024;

function fail(error: SessionApiError, status: number) {
  return NextResponse.json({ error }, { status, headers: { "cache-control": "no-store" } });
}

async function readBody(request: NextRequest): Promise<unknown> {
  const text = await request.text().catch(() => "");
  if (text.length > MAX_BODY_BYTES) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function POST(request: NextRequest) {
  if (!isSameOrigin(request.headers, request.url)) return fail("cross-site", 403);
  const body = sessionRequestSchema.safeParse(await readBody(request));
  if (!body.success) return fail("bad-request", 400);

  const session = await createSession(body.data.idToken);
  if (!session.ok) return fail(session.error, 401);
  const { uid, email } = session.claims;
  // Registration brings the names; a later sign-in finds the profile and changes nothing.
  const { profile } = await createProfileIfMissing(uid, { firstName: body.data.firstName, lastName: body.data.lastName, email });

  const response = NextResponse.json({ ok: true, isAdmin: profile.userInfo.isAdmin }, { headers: { "cache-control": "no-store" } });
  response.cookies.set(SESSION_COOKIE, session.cookie, sessionCookieOptions());
  return response;
}

export async function DELETE(request: NextRequest) {
  if (!isSameOrigin(request.headers, request.url)) return fail("cross-site", 403);
  await endSession(request.cookies.get(SESSION_COOKIE)?.value);
  const response = NextResponse.json({ ok: true }, { headers: { "cache-control": "no-store" } });
  response.cookies.set(SESSION_COOKIE, "", sessionCookieOptions(undefined, 0));
  return response;
}

/**
 * { signedIn, isAdmin } for the request's cookie, verified like every access check (revocation,
 * disabled and deleted accounts, role from the profile); the same as getSession(), read from the
 * request so the handler can be called directly in tests. Never cached, and it changes nothing:
 * a cookie that is no longer a session is left as it is (every check refuses it). Clearing it here
 * raced a sign-in in another tab: this answer, sent for the old cookie, erased the new one.
 */
export async function GET(request: NextRequest) {
  const cookie = request.cookies.get(SESSION_COOKIE)?.value;
  let session;
  try {
    session = await verifySession(cookie);
  } catch (error) {
    log.error("GET /api/session: cannot verify the session", { error });
    return NextResponse.json({ error: "unavailable" }, { status: 503, headers: { "cache-control": "no-store" } });
  }
  const body: SessionStatus = { signedIn: session !== null, isAdmin: session?.admin ?? false };
  return NextResponse.json(body, { headers: { "cache-control": "no-store" } });
}
