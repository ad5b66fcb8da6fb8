// The firebase web SDK in the browser: Auth sign-in and Storage uploads only (all data goes
// through the server). Loaded lazily by the client components that need it.
import { getApp, getApps, initializeApp, type FirebaseApp } from "firebase/app";
import { connectAuthEmulator, getAuth, type Auth } from "firebase/auth";
import { connectStorageEmulator, getStorage, type FirebaseStorage } from "firebase/storage";
import { MAX_OPERATION_RETRY_TIME_MS, MAX_UPLOAD_RETRY_TIME_MS } from "@/lib/storage-policy";
import { publicFirebaseConfig } from "./public-config";

let app: FirebaseApp | undefined;
let auth: Auth | undefined;
let storage: FirebaseStorage | undefined;

function clientApp(): FirebaseApp {
  if (app) return app;
  const { authEmulatorHost: _a, storageEmulatorHost: _s, ...config } = publicFirebaseConfig();
  void _a;
  void _s;
  app = getApps().length ? getApp() : initializeApp(config);
  return app;
}

export function clientAuth(): Auth {
  if (auth) return auth;
  auth = getAuth(clientApp());
  const host = publicFirebaseConfig().authEmulatorHost;
  if (host) connectAuthEmulator(auth, `http://${host}`, { disableWarnings: true });
  return auth;
}

export function clientStorage(): FirebaseStorage {
  if (storage) return storage;
  storage = getStorage(clientApp());
  // The SDK retries failed requests with backoff (5xx, 408, 429) for at most these long.
  storage.maxOperationRetryTime = MAX_OPERATION_RETRY_TIME_MS;
  storage.maxUploadRetryTime = MAX_UPLOAD_RETRY_TIME_MS;
  const host = publicFirebaseConfig().storageEmulatorHost;
  if (host) {
    const [hostname, port] = host.split(":");
    connectStorageEmulator(storage, hostname!, Number(port));
  }
  return storage;
}
