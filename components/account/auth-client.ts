// The browser's side of signing in, for the sign-in page, the account page and the header's
// sign-out. The Firebase Auth web SDK is loaded here with import() only, the first time it is
// needed, so it is never part of a page's first-load JavaScript.
//
// A sign-in is: Firebase signs in (password, Google, or a new account) -> the fresh ID token is
// posted to /api/session (the httpOnly session cookie; the profile at the first sign-in) -> the
// profile is read through the getMyProfile action -> the user is kept in localStorage "user"
// and in the shop's user slice. The auth state below follows onAuthStateChanged; while a
// sign-in is on its way to a session, the listener waits for it, so it never asks for the
// profile before the cookie exists.
import type { Auth, User } from "firebase/auth";
import { getMyProfile, type MyProfile } from "@/lib/actions/account";
import type { SessionApiResponse, SessionStatus } from "@/lib/auth/session-api";
import { API_ROUTES } from "@/lib/routes";
import { whenRestored } from "@/stores/shop-store";
import { loadShop } from "@/components/ui/shop-state/shop-state-provider";
import { authErrorView, SessionError } from "./auth-errors";
import { providerNames, type RegisterFields } from "./auth-form";
import { latestOnly } from "./latest-only";
import { removeStoredUser, saveStoredUser, setAdminHint, toStoredUser, type StoredUser } from "./auth-storage";
import { flushAccountSync } from "@/stores/account-sync";

type Sdk = typeof import("firebase/auth");

let sdkLoading: Promise<{ auth: Auth; sdk: Sdk }> | null = null;

/** The web SDK and this app's Auth instance (wired to the emulator locally), loaded once. */
export function loadFirebaseAuth(): Promise<{ auth: Auth; sdk: Sdk }> {
  sdkLoading ??= Promise.all([import("@/lib/firebase/client"), import("firebase/auth")]).then(
    ([client, sdk]) => ({ auth: client.clientAuth(), sdk }),
    (error: unknown) => {
      sdkLoading = null; // a chunk that failed to load: the next attempt tries again
      throw error;
    },
  );
  return sdkLoading;
}

// ---- The auth context's state (what useAuth() returns), outside React so flows can update it.

export type UserInfo = { isAdmin: boolean };
export type AuthState = {
  /** False until the first sign-in state is known. */
  resolved: boolean;
  user: StoredUser | null;
  /** From the profile; null when signed out or when the profile could not be read. */
  userInfo: UserInfo | null;
  profile: MyProfile | null;
};

export const SIGNED_OUT: AuthState = { resolved: false, user: null, userInfo: null, profile: null };
let state: AuthState = SIGNED_OUT;
const listeners = new Set<() => void>();

function setState(next: AuthState): void {
  state = next;
  listeners.forEach((l) => l());
}
export const authSnapshot = (): AuthState => state;
export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

async function shopState() {
  const shop = await loadShop();
  // Before the restore a write would be overwritten by the stored state.
  await whenRestored(shop.store);
  return shop.store.getState();
}

// A sign-in between Firebase and its session; the listener waits for it.
let pendingSignIn: Promise<void> | null = null;
// The user whose profile was (or is being) loaded, so the flow and the listener load it once.
let synced: { uid: string; done: Promise<void> } | null = null;
// Each sync takes a number; one that was overtaken while it waited (the first "signed out" of a
// page, still loading the shop when a quick sign-in finished) changes nothing.
let latestSync = 0;

function syncSignedIn(user: User): Promise<void> {
  if (synced?.uid === user.uid) return synced.done;
  const mine = ++latestSync;
  const current = () => mine === latestSync;
  const entry: { uid: string; done: Promise<void> } = { uid: user.uid, done: Promise.resolve() };
  entry.done = (async () => {
    const stored = toStoredUser(user);
    saveStoredUser(stored);
    const result = await getMyProfile().catch(() => null);
    if (!current()) return;
    if (!result?.ok) {
      // No session (or no answer): signed in to Firebase only. Ask again next time.
      if (synced === entry) synced = null;
      setState({ resolved: true, user: stored, userInfo: null, profile: null });
      return;
    }
    const profile = result.data;
    const isAdmin = profile?.userInfo.isAdmin ?? false;
    setAdminHint(isAdmin);
    const shop = await shopState();
    if (!current()) return;
    shop.login({
      firstName: profile?.firstName ?? "",
      lastName: profile?.lastName ?? "",
      email: profile?.email || user.email || "",
    });
    setState({ resolved: true, user: stored, userInfo: { isAdmin }, profile });
  })();
  synced = entry;
  return entry.done;
}

async function syncSignedOut(): Promise<void> {
  const mine = ++latestSync;
  synced = null;
  removeStoredUser();
  setAdminHint(false);
  const shop = await shopState();
  if (mine !== latestSync) return;
  shop.logout();
  setState({ resolved: true, user: null, userInfo: null, profile: null });
}

let started = false;
// Listener calls run one after another, and only the latest state counts: the page's first
// "signed out", reported just before a quick sign-in, must not be applied after it.
const reportAuthState = latestOnly<User | null>(
  (user) => (user ? syncSignedIn(user) : syncSignedOut()),
  () => pendingSignIn,
  (error: unknown) => console.error("auth state", error),
);

/** Follow Firebase's sign-in state (once per tab; the AuthProvider calls it). */
export function startAuth(): void {
  if (started) return;
  started = true;
  loadFirebaseAuth().then(
    ({ auth, sdk }) => {
      sdk.onAuthStateChanged(auth, (user) => void reportAuthState(user));
    },
    (error: unknown) => {
      started = false;
      console.error("could not load sign-in", error);
      setState({ ...state, resolved: true });
    },
  );
}

// ---- Sign-in flows. Each throws what Firebase or the session endpoint refused; the forms turn
// that into a message with authErrorView().

// Sign-ins started in this tab: a check that began before one must not undo it.
let signInsStarted = 0;
export const signInsSoFar = () => signInsStarted;

async function withSignIn<T>(run: () => Promise<T>): Promise<T> {
  signInsStarted += 1;
  let finish!: () => void;
  const mine = new Promise<void>((resolve) => (finish = resolve));
  pendingSignIn = mine;
  try {
    return await run();
  } finally {
    if (pendingSignIn === mine) pendingSignIn = null;
    finish();
  }
}

/** Turn the Firebase sign-in into the shop's session, then load the profile. */
async function openSession(user: User, names?: { firstName: string; lastName: string }): Promise<void> {
  const idToken = await user.getIdToken();
  const response = await fetch(API_ROUTES.session, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ idToken, ...names }),
    cache: "no-store",
  });
  const body = (await response.json().catch(() => null)) as SessionApiResponse | null;
  if (!response.ok || !body || !("ok" in body)) {
    // Do not stay half signed in (Firebase yes, shop no).
    const { auth, sdk } = await loadFirebaseAuth();
    await sdk.signOut(auth).catch(() => undefined);
    throw new SessionError(body && "error" in body ? body.error : "unavailable");
  }
  await syncSignedIn(user);
}

export function signInWithPassword(email: string, password: string): Promise<void> {
  return withSignIn(async () => {
    const { auth, sdk } = await loadFirebaseAuth();
    const credential = await sdk.signInWithEmailAndPassword(auth, email.trim(), password);
    await openSession(credential.user);
  });
}

export function registerWithPassword(fields: RegisterFields): Promise<void> {
  return withSignIn(async () => {
    const { auth, sdk } = await loadFirebaseAuth();
    const names = { firstName: fields.firstName.trim(), lastName: fields.lastName.trim() };
    const credential = await sdk.createUserWithEmailAndPassword(auth, fields.email.trim(), fields.password);
    // The display name is a nicety (the profile holds the names): never fail the registration on it.
    await sdk.updateProfile(credential.user, { displayName: `${names.firstName} ${names.lastName}` }).catch(() => undefined);
    await openSession(credential.user, names);
  });
}

export function signInWithGoogle(): Promise<void> {
  return withSignIn(async () => {
    const { auth, sdk } = await loadFirebaseAuth();
    const provider = new sdk.GoogleAuthProvider();
    provider.setCustomParameters({ prompt: "select_account" });
    const credential = await sdk.signInWithPopup(auth, provider);
    await openSession(credential.user, providerNames(sdk.getAdditionalUserInfo(credential)?.profile));
  });
}

/**
 * Send the password reset email. An unknown address answers like a known one (the page says the
 * same either way), so nobody learns which emails have accounts; other failures are thrown.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  const { auth, sdk } = await loadFirebaseAuth();
  try {
    await sdk.sendPasswordResetEmail(auth, email.trim());
  } catch (error) {
    const { key } = authErrorView(error);
    if (key === "userNotFound" || key === "invalidCredential" || key === "userDisabled") return;
    throw error;
  }
}

/** At most this long, sign-out waits for the last cart change to reach the account. */
const FLUSH_TIMEOUT_MS = 3000;

/**
 * Sign out: save the cart change still waiting (the account sync saves after a pause), end the
 * session on the server (which revokes the account's refresh tokens), sign out of the web SDK,
 * forget the stored user and empty the user slice. Throws when the server could not be reached:
 * then nothing changed, and the caller says so.
 */
export async function signOut(): Promise<void> {
  await Promise.race([flushAccountSync().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, FLUSH_TIMEOUT_MS))]);
  const response = await fetch(API_ROUTES.session, { method: "DELETE", cache: "no-store" });
  if (!response.ok) throw new SessionError("sign-out");
  try {
    const { auth, sdk } = await loadFirebaseAuth();
    await sdk.signOut(auth);
  } catch (error) {
    // The session is already gone; the SDK's own copy expires with its revoked refresh token.
    console.warn("firebase sign-out", error);
  }
  await syncSignedOut();
}

/** Does the server see a session? null when it cannot tell (offline, an error). */
export async function fetchSessionStatus(): Promise<SessionStatus | null> {
  try {
    const response = await fetch(API_ROUTES.session, { cache: "no-store" });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<SessionStatus> | null;
    return typeof body?.signedIn === "boolean" ? { signedIn: body.signedIn, isAdmin: body.isAdmin === true } : null;
  } catch {
    return null;
  }
}

/**
 * The server has no session, yet the SDK may still hold an older sign-in (the cookie expired,
 * or was revoked by a sign-out elsewhere): sign it out, so page, header and server agree.
 */
export async function dropStaleSignIn(signInsBefore: number): Promise<void> {
  const { auth, sdk } = await loadFirebaseAuth();
  await auth.authStateReady();
  // A sign-in made since the server was asked is fresh: keep it.
  if (auth.currentUser && !pendingSignIn && signInsStarted === signInsBefore) await sdk.signOut(auth);
}
