// The browser's Firebase config. NEXT_PUBLIC_* variables are inlined at build time, so each is
// named literally here. Against the local stack the *_EMULATOR_HOST ones are set and the web SDK
// talks to the emulators.
import { z } from "zod";

const hostPort = z.string().regex(/^[\w.-]+:\d{2,5}$/);

export const publicConfigSchema = z.object({
  apiKey: z.string().min(1),
  authDomain: z.string().min(1),
  projectId: z.string().min(1),
  storageBucket: z.string().min(1),
  appId: z.string().min(1),
  authEmulatorHost: hostPort.optional(),
  storageEmulatorHost: hostPort.optional(),
});
export type PublicFirebaseConfig = z.infer<typeof publicConfigSchema>;

export function publicFirebaseConfig(): PublicFirebaseConfig {
  return publicConfigSchema.parse({
    apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
    authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
    projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
    storageBucket: process.env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET,
    appId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
    authEmulatorHost: process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST || undefined,
    storageEmulatorHost: process.env.NEXT_PUBLIC_FIREBASE_STORAGE_EMULATOR_HOST || undefined,
  });
}
