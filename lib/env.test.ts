import { parseServerEnv } from "./env";

const emulator = {
  FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
  FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
  FIREBASE_PROJECT_ID: "demo-flone",
};
const production = {
  FIREBASE_PROJECT_ID: "flone-shop",
  FIREBASE_STORAGE_BUCKET: "flone-shop.appspot.com",
  FIREBASE_CLIENT_EMAIL: "svc@flone-shop.iam.gserviceaccount.com",
  FIREBASE_PRIVATE_KEY: "-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----\\n",
  NEXT_PUBLIC_FIREBASE_API_KEY: "AIzaSyExampleExample",
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: "flone-shop.firebaseapp.com",
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: "flone-shop",
  NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: "flone-shop.appspot.com",
  NEXT_PUBLIC_FIREBASE_APP_ID: "1:123:web:abc",
};

describe("parseServerEnv", () => {
  it("accepts the emulator stack", () => {
    expect(parseServerEnv(emulator)).toMatchObject({ mode: "emulator", FIREBASE_PROJECT_ID: "demo-flone" });
  });

  it("reads the cache-tag channel's settings, refusing a safety lifetime under 2 s and the test port in production", () => {
    expect(parseServerEnv({ ...production, CACHE_TAGS_SAFETY_SECONDS: "60" })).toMatchObject({ CACHE_TAGS_SAFETY_SECONDS: 60 });
    expect(parseServerEnv({ ...emulator, CACHE_TAGS_EMULATOR_PORT: "27090" })).toMatchObject({ CACHE_TAGS_EMULATOR_PORT: 27090 });
    expect(() => parseServerEnv({ ...production, CACHE_TAGS_SAFETY_SECONDS: "1" })).toThrow(/CACHE_TAGS_SAFETY_SECONDS/);
    expect(() => parseServerEnv({ ...emulator, CACHE_HANDLERS: "maybe" })).toThrow(/CACHE_HANDLERS/);
    expect(parseServerEnv({ ...production, CACHE_TAGS_EMULATOR_PORT: "27090" })).not.toHaveProperty("CACHE_TAGS_EMULATOR_PORT");
  });

  it("refuses a real project id against the emulators", () => {
    expect(() => parseServerEnv({ ...emulator, FIREBASE_PROJECT_ID: "flone-shop" })).toThrow(/FIREBASE_PROJECT_ID/);
  });

  it.each(["FIRESTORE_EMULATOR_HOST", "FIREBASE_AUTH_EMULATOR_HOST", "FIREBASE_STORAGE_EMULATOR_HOST", "STORAGE_EMULATOR_HOST", "STRIPE_API_URL"])(
    "refuses %s alone against a real project (emulators accept unsigned tokens, the stand-in unpaid payments)",
    (key) => {
      const value = key === "STORAGE_EMULATOR_HOST" || key === "STRIPE_API_URL" ? "http://127.0.0.1:9199" : "127.0.0.1:9099";
      expect(() => parseServerEnv({ ...production, [key]: value })).toThrow(new RegExp(`Refusing to start: ${key} is set[\\s\\S]*"flone-shop"[\\s\\S]*demo-`));
    },
  );

  it("refuses emulators without any project id, and names every emulator variable that is set", () => {
    const { FIREBASE_PROJECT_ID: _p, ...noProject } = emulator;
    void _p;
    expect(() => parseServerEnv(noProject)).toThrow(/FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST are set[\s\S]*missing/);
  });

  it("takes the project id from GCLOUD_PROJECT when FIREBASE_PROJECT_ID is unset", () => {
    const { FIREBASE_PROJECT_ID: _p, ...noProject } = emulator;
    void _p;
    expect(parseServerEnv({ ...noProject, GCLOUD_PROJECT: "demo-x" })).toMatchObject({ mode: "emulator", FIREBASE_PROJECT_ID: "demo-x" });
    expect(() => parseServerEnv({ ...noProject, GCLOUD_PROJECT: "flone-shop" })).toThrow(/Refusing to start/);
  });

  it("a partial emulator set-up with a demo project still needs the Firestore and Auth emulators", () => {
    expect(() => parseServerEnv({ FIREBASE_STORAGE_EMULATOR_HOST: "127.0.0.1:9199", FIREBASE_PROJECT_ID: "demo-flone" })).toThrow(
      /FIRESTORE_EMULATOR_HOST: missing[\s\S]*FIREBASE_AUTH_EMULATOR_HOST: missing/,
    );
  });

  it("takes the Stripe keys together or not at all, and the stand-in's URL only with the emulators", () => {
    const keys = { STRIPE_SECRET_KEY: "sk_live_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abc123" };
    expect(parseServerEnv({ ...production, ...keys })).toMatchObject(keys);
    expect(() => parseServerEnv({ ...production, STRIPE_SECRET_KEY: keys.STRIPE_SECRET_KEY })).toThrow(/STRIPE_WEBHOOK_SECRET: missing/);
    expect(() => parseServerEnv({ ...production, STRIPE_WEBHOOK_SECRET: keys.STRIPE_WEBHOOK_SECRET })).toThrow(/STRIPE_SECRET_KEY: missing/);
    expect(() => parseServerEnv({ ...production, ...keys, STRIPE_SECRET_KEY: "pk_live_abc" })).toThrow(/STRIPE_SECRET_KEY/);
    const standin = { ...keys, STRIPE_SECRET_KEY: "sk_test_local", STRIPE_API_URL: "http://127.0.0.1:12111" };
    expect(parseServerEnv({ ...emulator, ...standin })).toMatchObject(standin);
    expect(() => parseServerEnv({ ...emulator, ...standin, STRIPE_API_URL: "ftp://x" })).toThrow(/STRIPE_API_URL/);
    expect(() => parseServerEnv({ ...production, ...standin })).toThrow(/Refusing to start: STRIPE_API_URL is set/);
  });

  it("accepts a complete production configuration", () => {
    expect(parseServerEnv(production).mode).toBe("production");
  });

  it("names each missing or malformed variable", () => {
    const { NEXT_PUBLIC_FIREBASE_APP_ID: _omit, ...rest } = production;
    void _omit;
    expect(() => parseServerEnv({ ...rest, FIREBASE_PROJECT_ID: "X" })).toThrow(
      /FIREBASE_PROJECT_ID[\s\S]*NEXT_PUBLIC_FIREBASE_APP_ID: missing/,
    );
  });

  it("trusts one proxy by default and accepts 1 to 10, nothing else", () => {
    expect(parseServerEnv(emulator).TRUSTED_PROXY_COUNT).toBe(1);
    expect(parseServerEnv({ ...production, TRUSTED_PROXY_COUNT: "2" }).TRUSTED_PROXY_COUNT).toBe(2);
    expect(parseServerEnv({ ...emulator, TRUSTED_PROXY_COUNT: "10" }).TRUSTED_PROXY_COUNT).toBe(10);
    for (const bad of ["0", "11", "-1", "1.5", "one", ""]) {
      expect(() => parseServerEnv({ ...production, TRUSTED_PROXY_COUNT: bad })).toThrow(/TRUSTED_PROXY_COUNT: an integer from 1 to 10/);
    }
  });

  it("needs credentials unless application default credentials are chosen", () => {
    const { FIREBASE_PRIVATE_KEY: _k, ...noKey } = production;
    void _k;
    expect(() => parseServerEnv(noKey)).toThrow(/FIREBASE_PRIVATE_KEY/);
    expect(parseServerEnv({ ...noKey, FIREBASE_USE_ADC: "1" }).mode).toBe("production");
  });

  it("email: SMTP_URL needs MAIL_FROM; malformed values are named", () => {
    const mail = { SMTP_URL: "smtp://user:pass@smtp.example.com:587", MAIL_FROM: "Flone <orders@flone.example>", ORDERS_EMAIL: "team@flone.example", JOBS_SECRET: "x".repeat(24) };
    expect(parseServerEnv({ ...production, ...mail })).toMatchObject({ mode: "production", ...mail });
    expect(parseServerEnv({ ...emulator, ...mail, MAIL_FROM: "orders@flone.example" })).toMatchObject({ mode: "emulator", MAIL_FROM: "orders@flone.example" });
    // Without SMTP_URL mail waits in the outbox: nothing else is needed.
    expect(parseServerEnv(production)).not.toHaveProperty("SMTP_URL");
    expect(() => parseServerEnv({ ...production, SMTP_URL: mail.SMTP_URL })).toThrow(/MAIL_FROM: missing/);
    expect(() => parseServerEnv({ ...production, SMTP_URL: "http://x" })).toThrow(/SMTP_URL: expected smtp:/);
    expect(() => parseServerEnv({ ...emulator, MAIL_FROM: "Flone\r\nBcc: x@y.z <a@b.c>" })).toThrow(/MAIL_FROM/);
    expect(() => parseServerEnv({ ...emulator, ORDERS_EMAIL: "not an address" })).toThrow(/ORDERS_EMAIL/);
    expect(() => parseServerEnv({ ...emulator, JOBS_SECRET: "short" })).toThrow(/JOBS_SECRET: at least 24/);
  });
});
