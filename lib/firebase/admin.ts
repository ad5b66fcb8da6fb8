import "server-only";
// The one firebase-admin app of the server. Against the emulators the standard
// *_EMULATOR_HOST variables route every call locally; in production the env's credentials are used.
// Scripts and jest load this too: they run with the "react-server" condition (see package.json),
// under which "server-only" is an empty module.
import { cert, getApp, getApps, initializeApp, applicationDefault, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { serverEnv } from "@/lib/env";
import { countOpsOf } from "./op-counter";

function app(): App {
  // The default app only: tests (and tools) may hold named apps of their own.
  if (getApps().some((a) => a.name === "[DEFAULT]")) return getApp();
  const env = serverEnv();
  const storageBucket = env.FIREBASE_STORAGE_BUCKET ?? `${env.FIREBASE_PROJECT_ID}.appspot.com`;
  if (env.mode === "emulator") return initializeApp({ projectId: env.FIREBASE_PROJECT_ID, storageBucket });
  const credential =
    env.FIREBASE_USE_ADC === "1"
      ? applicationDefault()
      : cert({
          projectId: env.FIREBASE_PROJECT_ID,
          clientEmail: env.FIREBASE_CLIENT_EMAIL!,
          // Env files often carry the key with literal "\n".
          privateKey: env.FIREBASE_PRIVATE_KEY!.replace(/\\n/g, "\n"),
        });
  return initializeApp({ projectId: env.FIREBASE_PROJECT_ID, storageBucket, credential });
}

let db: Firestore | undefined;
export function firestore(): Firestore {
  if (!db) {
    db = getFirestore(app());
    countOpsOf(db);
    try {
      db.settings({ ignoreUndefinedProperties: true });
    } catch {
      // Next may load this module more than once (one copy per bundle, e.g. a route handler and
      // the pages): another copy already configured the app's one Firestore instance.
    }
  }
  return db;
}
/**
 * A Firestore client with a connection of its own, on the same project and credentials (the
 * cache-tag channel's listener: lib/cache/tag-channel.ts). Settings are the caller's.
 */
export function separateFirestore(name: string): Firestore {
  const main = app();
  const separate = getFirestore(getApps().find((a) => a.name === name) ?? initializeApp(main.options, name));
  countOpsOf(separate);
  return separate;
}
export const adminAuth = () => getAuth(app());
export const storageBucket = () => getStorage(app()).bucket();
