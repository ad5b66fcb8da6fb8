// Dev-only. The ONE place that touches firebase-tools internals (pinned at 15.34.2 in package.json):
// - the Storage emulator, in-process, with its Java 21 rules engine (unavailable here) replaced
//   by lib/storage-policy.ts, which reads the caller's profile from the Firestore emulator as the
//   rules' firestore.get does;
// - the Auth emulator, in-process (0.7 s to ready instead of ~8 s for `firebase emulators:start`).
// If a firebase-tools upgrade breaks this file, tests/integration/storage-emulator.test.ts fails.
import { createRequire } from "node:module";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { decideStorage, type ProfileIsAdmin, type StorageDecision, type StorageMethod, type StorageRequest } from "../../lib/storage-policy";

type Emulator = { start(): Promise<void>; stop(): Promise<void> };
type Registry = { start(e: Emulator): Promise<void>; stop(name: string): Promise<void>; isRunning(name: string): boolean };
/** What firebase-tools' storage/rules/utils.js isPermitted() passes to ruleset.verify(). */
type VerifyOpts = {
  method: string;
  path: string; // "b/<bucket>/o/<object name or list prefix>"
  file: { before?: RulesResource; after?: RulesResource };
  projectId: string;
  token?: string; // raw ID token from "Authorization: Firebase <token>"; undefined when signed out
  delimiter?: string;
};
type RulesResource = { size?: number | string; contentType?: string | null };
type Issues = { exist(): boolean; all: string[] };
type StorageEmulatorInstance = Emulator & {
  args: { blobDir?: string };
  _rulesRuntime: { start(): Promise<void>; stop(): Promise<void> };
  _rulesManager: { start(): Promise<unknown>; stop(): Promise<void>; getRuleset(resource?: string): unknown };
  replaceRules(rules: unknown): Promise<unknown>;
};

function firebaseTools(repoRoot: string) {
  const req = createRequire(path.join(repoRoot, "package.json"));
  const lib = (p: string): unknown => {
    try {
      return req(`firebase-tools/lib/${p}`);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "MODULE_NOT_FOUND") throw e;
      throw new Error(`firebase-tools/lib/${p} not found: the local stack needs the firebase-tools devDependency (npm install), at the version pinned in package.json.`);
    }
  };
  return {
    req,
    Registry: (lib("emulator/registry") as { EmulatorRegistry: Registry }).EmulatorRegistry,
    storage: () => lib("emulator/storage") as { StorageEmulator: new (args: object) => StorageEmulatorInstance },
    auth: () => lib("emulator/auth") as { AuthEmulator: new (args: object) => Emulator },
    Issues: (lib("emulator/storage/rules/runtime") as { StorageRulesIssues: new () => Issues }).StorageRulesIssues,
  };
}

/** Idle keep-alive connections of the emulators' HTTP servers stay open this long. */
const KEEP_ALIVE_MS = 65_000;

/**
 * Start an emulator whose HTTP servers keep idle connections KEEP_ALIVE_MS instead of Node's
 * 5 s: a client reusing an idle connection just as the server closes it gets ECONNRESET, which
 * the web SDK reports as auth/network-request-failed (seen on a loaded machine, in sign-ups).
 * firebase-tools makes its servers with http.createServer (express's listen() too), so that is
 * wrapped for the time of the start only.
 */
async function withLongKeepAlive<T>(start: () => Promise<T>): Promise<T> {
  const original = http.createServer;
  const patched = ((...args: Parameters<typeof http.createServer>) => {
    const server = original(...args);
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
    return server;
  }) as typeof http.createServer;
  http.createServer = patched;
  try {
    return await start();
  } finally {
    http.createServer = original;
  }
}

export type InProcessEmulator = { stop(): Promise<void> };

/** Auth emulator in this process. Its start is dominated by ajv compiling ~200 OpenAPI schemas
 *  up front (~5 s on 2 cores); exegesis can compile each on first use instead, same validation. */
export async function startAuthEmulator(opts: { repoRoot: string; projectId: string; host: string; port: number }): Promise<InProcessEmulator> {
  const ft = firebaseTools(opts.repoRoot);
  const exegesis = createRequire(ft.req.resolve("firebase-tools/package.json"))("exegesis-express") as {
    middleware: (doc: unknown, options: object, ...rest: unknown[]) => unknown;
    __lazyPatched?: boolean;
  };
  if (!exegesis.__lazyPatched) {
    const original = exegesis.middleware;
    exegesis.middleware = (doc, options, ...rest) => original(doc, { ...options, lazyCompileValidationSchemas: true }, ...rest);
    exegesis.__lazyPatched = true;
  }
  if (ft.Registry.isRunning("auth")) throw new Error("an Auth emulator is already running in this process");
  const { AuthEmulator } = ft.auth();
  await withLongKeepAlive(() => ft.Registry.start(new AuthEmulator({ projectId: opts.projectId, host: opts.host, port: opts.port })));
  return { stop: () => ft.Registry.stop("auth") };
}

function decodeClaims(token: string | undefined): Record<string, unknown> | null {
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return claims && typeof claims === "object" ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Turn firebase-tools' verify() arguments into our policy's request. Exported for tests. */
export function toStorageRequest(opts: VerifyOpts): StorageRequest {
  const match = /^\/?b\/[^/]+\/o(?:\/(.*))?$/.exec(opts.path);
  const claims = decodeClaims(opts.token);
  // Like the Java runtime: auth.uid is the token's user_id claim (the emulator's tokens carry it).
  const uid = claims && typeof (claims.user_id ?? claims.sub) === "string" ? String(claims.user_id ?? claims.sub) : null;
  const after = opts.file.after;
  return {
    method: opts.method as StorageMethod,
    name: match ? (match[1] ?? "") : "\0unparsed",
    auth: claims && uid ? { uid, token: claims } : null,
    resource: after ? { size: after.size === undefined ? undefined : Number(after.size), contentType: after.contentType } : null,
  };
}

/**
 * The rules' firestore.get(/databases/(default)/documents/users/$(uid)).data.userInfo.isAdmin,
 * against the Firestore emulator as its owner (rules bypassed, like the Storage service's read).
 * Its REST API, as the stack's other calls to it: firebase-admin's Firestore would take
 * FIRESTORE_EMULATOR_HOST over the host given here, and that variable may name another stack.
 */
export function firestoreProfileIsAdmin(firestoreHost: string, projectId: string): ProfileIsAdmin {
  return async (uid) => {
    const url = `http://${firestoreHost}/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents/users/${encodeURIComponent(uid)}`;
    const res = await fetch(url, { headers: { authorization: "Bearer owner" } });
    if (res.status === 404) return false; // no profile: the rules' get fails, which denies
    if (!res.ok) throw new Error(`Firestore emulator answered ${res.status} for users/${uid}: ${await res.text()}`);
    const doc = (await res.json()) as { fields?: { userInfo?: { mapValue?: { fields?: { isAdmin?: { booleanValue?: unknown } } } } } };
    return doc.fields?.userInfo?.mapValue?.fields?.isAdmin?.booleanValue === true;
  };
}

export async function startStorageEmulator(opts: {
  repoRoot: string;
  projectId: string;
  host: string;
  port: number;
  /** host:port of the Firestore emulator that holds the profiles (users/{uid}). */
  firestoreHost: string;
  onDecision?: (req: StorageRequest, decision: StorageDecision) => void;
}): Promise<InProcessEmulator> {
  const ft = firebaseTools(opts.repoRoot);
  if (ft.Registry.isRunning("storage")) throw new Error("a Storage emulator is already running in this process");
  const { StorageEmulator } = ft.storage();
  const profileIsAdmin = firestoreProfileIsAdmin(opts.firestoreHost, opts.projectId);

  // Blobs in a private dir: the default (<tmp>/firebase/storage/blobs) is shared by every
  // emulator on the machine, and stop() deletes it recursively.
  const blobDir = fs.mkdtempSync(path.join(os.tmpdir(), "flone-storage-"));
  class LocalStorageEmulator extends StorageEmulator {
    getPersistenceTmpDir() {
      return this.args.blobDir ?? blobDir;
    }
  }
  const emulator = new LocalStorageEmulator({
    projectId: opts.projectId,
    host: opts.host,
    port: opts.port,
    rules: { name: path.join(opts.repoRoot, "storage.rules"), content: "" },
    auto_download: false,
    blobDir,
  });

  const verify = async (v: VerifyOpts) => {
    const req = toStorageRequest(v);
    // A failed profile read denies, as an error in the rules does.
    const decision = await decideStorage(req, profileIsAdmin).catch((e: Error) => ({ allowed: false, reason: `profile read failed: ${e.message}` }));
    opts.onDecision?.(req, decision);
    return { permitted: decision.allowed, issues: new ft.Issues() };
  };
  await emulator._rulesManager.stop(); // closes the idle file watcher the constructor made
  emulator._rulesRuntime = { start: async () => {}, stop: async () => {} };
  emulator._rulesManager = { start: async () => new ft.Issues(), stop: async () => {}, getRuleset: () => ({ verify }) };
  // PUT /internal/setRules would build a Java-backed manager again: keep our policy instead.
  emulator.replaceRules = async () => new ft.Issues();

  try {
    await withLongKeepAlive(() => ft.Registry.start(emulator));
  } catch (e) {
    fs.rmSync(blobDir, { recursive: true, force: true });
    throw e;
  }
  return {
    stop: async () => {
      await ft.Registry.stop("storage");
      fs.rmSync(blobDir, { recursive: true, force: true });
    },
  };
}
