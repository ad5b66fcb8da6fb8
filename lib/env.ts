// Server configuration, validated once. Two shapes:
// - local: the emulator env vars are set (by scripts/stack), a demo- project needs no credentials;
// - production: a real Firebase project, named and credentialed through env vars.
// A missing or malformed variable stops the server with a message naming it
// (instrumentation.ts calls serverEnv() at start-up).
import { z } from "zod";

const hostPort = z.string().regex(/^[\w.-]+:\d{2,5}$/, "expected host:port");

// Shared secret of POST /api/revalidate (app/api/revalidate/route.ts); unset turns it off.
const revalidateSecret = z.string().min(24, "at least 24 characters").optional();

// How many proxies in front of Next.js append to X-Forwarded-For (lib/http/client-address.ts).
// 1 on Vercel (its edge replaces the header with the client's address) and on a Cloud Run URL
// (Google's front end appends the client's address); one more for every proxy of your own in
// front of those. Never 0: Next.js keeps a client's own header and exposes no socket address.
const trustedProxyCount = z
  .string()
  .regex(/^([1-9]|10)$/, "an integer from 1 to 10")
  .default("1")
  .transform(Number);

// The cache-tag channel (lib/cache/tag-channel.ts): how long a cached entry may still be served
// while the channel is down (s, default 60); CACHE_HANDLERS=off runs Next's own handlers instead
// (one instance only: for measuring and for showing what the channel fixes).
const cacheTags = {
  CACHE_TAGS_SAFETY_SECONDS: z.coerce.number().int().min(2).max(3600).optional(),
  CACHE_HANDLERS: z.enum(["on", "off"]).optional(),
};

// Email (lib/mail): the SMTP server of any provider (SES, Postmark, SendGrid...), the sender, the
// shop's inbox for new orders, and the secret of POST /api/jobs/* (the outbox sweep). Without
// SMTP_URL, mail waits in the outbox; with it, MAIL_FROM is required (mailRules below).
const mailEnv = {
  SMTP_URL: z.string().regex(/^smtps?:\/\/[^\s]+$/, "expected smtp://user:password@host:port (or smtps://)").optional(),
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>\p{Cc}]+<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/u, 'expected "Name <address@domain>" or an address')
    .optional(),
  ORDERS_EMAIL: z.email("expected an email address").optional(),
  JOBS_SECRET: z.string().min(24, "at least 24 characters").optional(),
};
const mailRules = (env: { SMTP_URL?: string; MAIL_FROM?: string }, ctx: z.RefinementCtx) => {
  if (env.SMTP_URL && !env.MAIL_FROM) ctx.addIssue({ code: "custom", path: ["MAIL_FROM"], message: "missing (needed with SMTP_URL)" });
};

// Card payments (lib/payments/stripe.ts): Stripe's secret API key and the signing secret of the
// webhook endpoint; the card is offered only with both. STRIPE_API_URL points the client at the
// local stand-in (scripts/stripe-standin.ts) and is an emulator variable: never in production.
const stripeEnv = {
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, "expected sk_test_..., sk_live_... (or a restricted rk_ key)").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, "expected whsec_...").optional(),
};
const stripeRules = (env: { STRIPE_SECRET_KEY?: string; STRIPE_WEBHOOK_SECRET?: string }, ctx: z.RefinementCtx) => {
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    ctx.addIssue({ code: "custom", path: [env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY"], message: "missing (card payments need both Stripe keys)" });
  }
};
const serverRules = (env: Parameters<typeof mailRules>[0] & Parameters<typeof stripeRules>[0], ctx: z.RefinementCtx) => {
  mailRules(env, ctx);
  stripeRules(env, ctx);
};

const emulatorEnv = z.object({
  ...cacheTags,
  // The channel's listener connects to this port instead of the emulator's (a proxy a test can cut).
  CACHE_TAGS_EMULATOR_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  REVALIDATE_SECRET: revalidateSecret,
  TRUSTED_PROXY_COUNT: trustedProxyCount,
  ...mailEnv,
  FIRESTORE_EMULATOR_HOST: hostPort,
  FIREBASE_AUTH_EMULATOR_HOST: hostPort,
  FIREBASE_STORAGE_EMULATOR_HOST: hostPort.optional(),
  FIREBASE_PROJECT_ID: z.string().regex(/^demo-[a-z0-9-]+$/, "emulators need a demo- project id"),
  FIREBASE_STORAGE_BUCKET: z.string().min(1).optional(),
  ...stripeEnv,
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: "expected http://host:port" }).optional(),
}).superRefine(serverRules);

const productionEnv = z.object({
  ...cacheTags,
  REVALIDATE_SECRET: revalidateSecret,
  TRUSTED_PROXY_COUNT: trustedProxyCount,
  ...mailEnv,
  FIREBASE_PROJECT_ID: z.string().regex(/^[a-z][a-z0-9-]{4,29}$/, "expected a Firebase project id"),
  FIREBASE_STORAGE_BUCKET: z.string().min(3),
  // Service-account credentials. On Firebase App Hosting / Cloud Run the runtime's own
  // identity is used instead: set FIREBASE_USE_ADC=1 and leave these two out.
  FIREBASE_CLIENT_EMAIL: z.string().email().optional(),
  FIREBASE_PRIVATE_KEY: z.string().includes("PRIVATE KEY").optional(),
  FIREBASE_USE_ADC: z.enum(["0", "1"]).optional(),
  NEXT_PUBLIC_FIREBASE_API_KEY: z.string().min(10),
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: z.string().min(3),
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: z.string().min(3),
  NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: z.string().min(3),
  NEXT_PUBLIC_FIREBASE_APP_ID: z.string().min(3),
  ...stripeEnv,
}).superRefine(serverRules);

export type ServerEnv =
  | ({ mode: "emulator" } & z.infer<typeof emulatorEnv>)
  | ({ mode: "production" } & z.infer<typeof productionEnv>);

/**
 * The variables that point the server at a local emulator or stand-in. Any one of them means
 * emulator mode: the Auth emulator accepts unsigned tokens and the Stripe stand-in takes payments
 * that are not, so a server with even one of them set must only ever talk to a demo- project
 * (which cannot reach real data), never to a real one.
 */
export const EMULATOR_VARIABLES = [
  "FIRESTORE_EMULATOR_HOST",
  "FIREBASE_AUTH_EMULATOR_HOST",
  "FIREBASE_STORAGE_EMULATOR_HOST",
  "STORAGE_EMULATOR_HOST",
  "STRIPE_API_URL",
] as const;

/** Parse the given environment; throws an Error whose message names every bad variable. */
export function parseServerEnv(env: Record<string, string | undefined>): ServerEnv {
  const set = EMULATOR_VARIABLES.filter((key) => Boolean(env[key]));
  const emulated = set.length > 0;
  if (emulated) {
    const projectId = env.FIREBASE_PROJECT_ID ?? env.GCLOUD_PROJECT;
    if (!projectId?.startsWith("demo-")) {
      throw new Error(
        `Refusing to start: ${set.join(", ")} ${set.length > 1 ? "are" : "is"} set, but the project id ` +
          `(FIREBASE_PROJECT_ID) is ${projectId ? `"${projectId}"` : "missing"}.\n` +
          "Emulators accept unsigned tokens, so they are only allowed with a demo- project id (e.g. demo-flone).\n" +
          "Unset the *_EMULATOR_HOST variables to use a real project, or use a demo- project id with the local stack.",
      );
    }
  }
  const result = emulated
    ? emulatorEnv.safeParse({ ...env, FIREBASE_PROJECT_ID: env.FIREBASE_PROJECT_ID ?? env.GCLOUD_PROJECT })
    : productionEnv.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map(
      (i) => `  ${i.path.join(".") || "(env)"}: ${i.message === "Invalid input: expected string, received undefined" ? "missing" : i.message}`,
    );
    throw new Error(
      `Invalid server configuration (${emulated ? "emulator" : "production"} mode):\n${lines.join("\n")}\n` +
        "See docs/production.md, section 'Using a real Firebase project'.",
    );
  }
  if (!emulated) {
    const p = result.data as z.infer<typeof productionEnv>;
    if (p.FIREBASE_USE_ADC !== "1" && !(p.FIREBASE_CLIENT_EMAIL && p.FIREBASE_PRIVATE_KEY)) {
      throw new Error(
        "Invalid server configuration (production mode):\n" +
          "  FIREBASE_CLIENT_EMAIL / FIREBASE_PRIVATE_KEY: missing (or set FIREBASE_USE_ADC=1 on Google Cloud)",
      );
    }
    return { mode: "production", ...p };
  }
  return { mode: "emulator", ...(result.data as z.infer<typeof emulatorEnv>) };
}

let cached: ServerEnv | undefined;
export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}
