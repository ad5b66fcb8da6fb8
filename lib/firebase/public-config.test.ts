import { publicFirebaseConfig } from "./public-config";

describe("publicFirebaseConfig", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("reads the web config and the emulator hosts from NEXT_PUBLIC_* variables", () => {
    Object.assign(process.env, {
      NEXT_PUBLIC_FIREBASE_API_KEY: "demo-key",
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: "demo-flone.firebaseapp.com",
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: "demo-flone",
      NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: "demo-flone.appspot.com",
      NEXT_PUBLIC_FIREBASE_APP_ID: "demo-app",
      NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
      NEXT_PUBLIC_FIREBASE_STORAGE_EMULATOR_HOST: "",
    });
    expect(publicFirebaseConfig()).toEqual({
      apiKey: "demo-key",
      authDomain: "demo-flone.firebaseapp.com",
      projectId: "demo-flone",
      storageBucket: "demo-flone.appspot.com",
      appId: "demo-app",
      authEmulatorHost: "127.0.0.1:9099",
    });
  });

  it("refuses a missing value", () => {
    delete process.env.NEXT_PUBLIC_FIREBASE_APP_ID;
    expect(() => publicFirebaseConfig()).toThrow(/appId/);
  });
});
