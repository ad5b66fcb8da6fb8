// firebase-admin's Firestore on the test stack (scripts/stack: FIRESTORE_PORT overrides the test
// profile's port), for specs that read what the shop stored or set up data as staff tools would.
import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { DEFAULT_PROJECT_ID, resolvePorts, stackEnv } from "../../scripts/stack/index";

/** Runs `work` with its own firebase-admin app, closed afterwards. */
export async function withFirestore<T>(work: (db: Firestore) => Promise<T>): Promise<T> {
  process.env.FIRESTORE_EMULATOR_HOST = stackEnv(resolvePorts("test", undefined), DEFAULT_PROJECT_ID).FIRESTORE_EMULATOR_HOST;
  const app = initializeApp({ projectId: DEFAULT_PROJECT_ID }, `e2e-${randomUUID()}`);
  try {
    return await work(getFirestore(app));
  } finally {
    await deleteApp(app);
  }
}
