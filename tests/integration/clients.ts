// Firebase clients for integration tests, wired to the stack that global-setup.ts started
// (its env is in process.env). Test files share one stack and run in parallel: use unique ids.
import { randomUUID } from "node:crypto";
import { deleteApp as deleteAdminApp, initializeApp as initAdmin, type App as AdminApp } from "firebase-admin/app";
import { getAuth as getAdminAuth } from "firebase-admin/auth";
import { getFirestore as getAdminFirestore } from "firebase-admin/firestore";
import { getStorage as getAdminStorage } from "firebase-admin/storage";
import { deleteApp, initializeApp, setLogLevel, type FirebaseApp } from "firebase/app";
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, signInWithEmailAndPassword, type Auth, type User } from "firebase/auth";
import { connectFirestoreEmulator, getFirestore, terminate, type Firestore } from "firebase/firestore";
import { connectStorageEmulator, getStorage, type FirebaseStorage } from "firebase/storage";
import { createProfileIfMissing } from "@/lib/users/profile";
import { setAdmin } from "@/lib/users/roles";

function env(key: string): string {
  const v = process.env[key];
  if (!v) throw new Error(`${key} is not set: run integration tests through jest's integration project (global-setup.ts)`);
  return v;
}
const hostPort = (key: string): [string, number] => {
  const [host, port] = env(key).split(":");
  return [host!, Number(port)];
};

// Denied requests are the point of these tests: keep the SDK from warning about each one.
setLogLevel("error");

export const uniq = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

export type Client = { app: FirebaseApp; auth: Auth; db: Firestore; storage: FirebaseStorage; close(): Promise<void> };

/** A browser-like web SDK client (own app, own signed-in user). */
export function webClient(): Client {
  const app = initializeApp(
    {
      apiKey: env("NEXT_PUBLIC_FIREBASE_API_KEY"),
      projectId: env("NEXT_PUBLIC_FIREBASE_PROJECT_ID"),
      authDomain: env("NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN"),
      storageBucket: env("NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET"),
      appId: env("NEXT_PUBLIC_FIREBASE_APP_ID"),
    },
    uniq("web"),
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${env("NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST")}`, { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, ...hostPort("NEXT_PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST"));
  const storage = getStorage(app);
  connectStorageEmulator(storage, ...hostPort("NEXT_PUBLIC_FIREBASE_STORAGE_EMULATOR_HOST"));
  return {
    app,
    auth,
    db,
    storage,
    close: async () => {
      await terminate(db);
      await deleteApp(app);
    },
  };
}

const PASSWORD = "secret-123";

export async function signUp(client: Client): Promise<User> {
  const cred = await createUserWithEmailAndPassword(client.auth, `${uniq("u")}@example.test`, PASSWORD);
  return cred.user;
}

/** Sign the client's user in again, as a person does after a role change ended their sessions. */
export async function signInAgain(client: Client): Promise<User> {
  const email = client.auth.currentUser?.email;
  if (!email) throw new Error("signInAgain: the client has no signed-up user");
  return (await signInWithEmailAndPassword(client.auth, email, PASSWORD)).user;
}

/** firebase-admin, as the server uses it (bypasses the rules). */
export function adminClient() {
  const app: AdminApp = initAdmin({ projectId: env("FIREBASE_PROJECT_ID"), storageBucket: env("FIREBASE_STORAGE_BUCKET") }, uniq("admin"));
  return {
    app,
    auth: getAdminAuth(app),
    db: getAdminFirestore(app),
    bucket: getAdminStorage(app).bucket(),
    close: () => deleteAdminApp(app),
  };
}

/**
 * Make the client's user an admin as the shop does (its profile at the first session, then the
 * role in it and the claim that mirrors it), and sign in again: a role change ends the sessions.
 */
export async function promoteToAdmin(client: Client): Promise<User> {
  const user = client.auth.currentUser;
  if (!user) throw new Error("promoteToAdmin: the client has no signed-up user");
  await createProfileIfMissing(user.uid, { email: user.email });
  await setAdmin(user.uid, true);
  return signInAgain(client);
}
