// The local Firebase stack: the official Firestore emulator (a JVM child) plus the firebase-tools
// Auth and Storage emulators (in this process), and a local SMTP server with a web inbox (maildev,
// a node child) that the shop's email goes to, and when asked the Stripe stand-in (in this process,
// scripts/stripe-standin.ts). Used by `npm run dev`, jest's integration
// globalSetup and the benchmarks, so it must start fast, fail with a message that says what to do,
// and never leave a JVM, a child or a busy port behind.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { startStripeStandin } from "../stripe-standin";
import { startAuthEmulator, startStorageEmulator, type InProcessEmulator } from "./storage-emulator";

export type Profile = "dev" | "test" | "bench";
/** smtp: where the shop sends mail (maildev); inbox: maildev's web inbox and REST API. */
export type Ports = { firestore: number; auth: number; storage: number; smtp: number; inbox: number };
export type Stack = {
  env: Record<string, string>;
  ports: Ports;
  projectId: string;
  stop(): Promise<void>;
};
export type StartStackOptions = {
  profile?: Profile;
  log?: (line: string) => void;
  /** Overrides the profile's ports (after FIRESTORE_PORT / AUTH_PORT / STORAGE_PORT). */
  ports?: Partial<Ports>;
  /** Called when the Firestore JVM dies on its own, after the rest is stopped.
   *  Default: print the reason and exit the process with code 1. */
  onCrash?: (error: Error) => void;
  /** Start the Stripe stand-in (scripts/stripe-standin.ts) on STRIPE_PORT (or the profile's), sending its events here. */
  stripeWebhookUrl?: string;
};

/** Fixed per profile so NEXT_PUBLIC_* values can be baked into a build. dev = firebase.json. */
export const PROFILE_PORTS: Record<Profile, Ports> = {
  dev: { firestore: 8080, auth: 9099, storage: 9199, smtp: 1025, inbox: 1080 },
  test: { firestore: 18080, auth: 19099, storage: 19199, smtp: 11025, inbox: 11080 },
  bench: { firestore: 28080, auth: 29099, storage: 29199, smtp: 21025, inbox: 21080 },
};
/** The Stripe stand-in's port per profile (STRIPE_PORT overrides); it is started only when asked. */
export const STRIPE_PORTS: Record<Profile, number> = { dev: 12111, test: 12112, bench: 12113 };
/** The stand-in's keys: any value works against it; production sets Stripe's own. */
export const LOCAL_STRIPE_SECRET_KEY = "sk_test_local_only_demo_flone";
export const LOCAL_STRIPE_WEBHOOK_SECRET = "whsec_local_only_demo_flone";
/** The shop's webhook on a local server (app/api/webhooks/stripe). */
export const stripeWebhookUrl = (shopPort: number) => `http://127.0.0.1:${shopPort}/api/webhooks/stripe`;
export const DEFAULT_PROJECT_ID = "demo-flone";
/** Known to every local run (the emulators hold demo data only); production sets its own. */
export const LOCAL_REVALIDATE_SECRET = "local-only-revalidate-secret-demo-flone";
/** Likewise for POST /api/jobs/* (the outbox sweep the local shop calls every few seconds). */
export const LOCAL_JOBS_SECRET = "local-only-jobs-secret-demo-flone";
const HOST = "127.0.0.1";
const START_TIMEOUT_MS = Number(process.env.STACK_START_TIMEOUT_MS) || 60_000;
const STOP_GRACE_MS = 5_000;
const SERVICE_NAMES: Record<keyof Ports, string> = {
  firestore: "Firestore emulator",
  auth: "Auth emulator",
  storage: "Storage emulator",
  smtp: "local SMTP server (maildev)",
  inbox: "local mail inbox (maildev)",
};
const PORT_VARIABLES: Record<keyof Ports, string> = { firestore: "FIRESTORE_PORT", auth: "AUTH_PORT", storage: "STORAGE_PORT", smtp: "SMTP_PORT", inbox: "INBOX_PORT" };

export function repoRoot(): string {
  // Walk up to firebase.json: works from tsx (CJS, __dirname) and from jest's transformed globalSetup.
  let dir = typeof __dirname === "string" ? __dirname : process.cwd();
  for (;;) {
    if (fs.existsSync(path.join(dir, "firebase.json"))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("scripts/stack: cannot find the repository root (no firebase.json above the current directory)");
    dir = parent;
  }
}

/** The env a server / browser / test needs to talk to a stack on these ports. */
export function stackEnv(ports: Ports, projectId: string): Record<string, string> {
  const fs_ = `${HOST}:${ports.firestore}`;
  const auth = `${HOST}:${ports.auth}`;
  const storage = `${HOST}:${ports.storage}`;
  const bucket = `${projectId}.appspot.com`;
  return {
    FIRESTORE_EMULATOR_HOST: fs_,
    FIREBASE_AUTH_EMULATOR_HOST: auth,
    FIREBASE_STORAGE_EMULATOR_HOST: storage,
    // @google-cloud/storage (under firebase-admin) reads this one, and wants the scheme.
    STORAGE_EMULATOR_HOST: `http://${storage}`,
    GCLOUD_PROJECT: projectId,
    FIREBASE_PROJECT_ID: projectId,
    // No Google metadata server here: without this google-auth probes it and warns.
    METADATA_SERVER_DETECTION: "none",
    // Local only: lets scripts and tests ask the shop to drop cached pages (POST /api/revalidate).
    REVALIDATE_SECRET: LOCAL_REVALIDATE_SECRET,
    FIREBASE_STORAGE_BUCKET: bucket,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: projectId,
    NEXT_PUBLIC_FIREBASE_API_KEY: "demo-key", // any value works against the emulators
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
    NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: bucket,
    NEXT_PUBLIC_FIREBASE_APP_ID: "1:000000000000:web:0000000000000000",
    NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: auth,
    NEXT_PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST: fs_,
    NEXT_PUBLIC_FIREBASE_STORAGE_EMULATOR_HOST: storage,
    // Email (lib/mail) goes to maildev; its inbox (web page and REST API) is MAIL_INBOX_URL.
    SMTP_URL: `smtp://${HOST}:${ports.smtp}`,
    MAIL_FROM: "Flone baby shop <shop@flone.test>",
    ORDERS_EMAIL: "orders@flone.test",
    JOBS_SECRET: LOCAL_JOBS_SECRET,
    MAIL_INBOX_URL: `http://${HOST}:${ports.inbox}`,
  };
}

function need(env: Record<string, string | undefined>, key: string): string {
  const v = env[key];
  if (!v) throw new Error(`${key} is not set (start the stack first)`);
  return v;
}
function projectOf(env: Record<string, string | undefined>): string {
  return env.FIREBASE_PROJECT_ID ?? env.GCLOUD_PROJECT ?? need(env, "FIREBASE_PROJECT_ID");
}

/** Delete every document in the emulator's default database. */
export async function clearFirestore(env: Record<string, string | undefined>): Promise<void> {
  const url = `http://${need(env, "FIRESTORE_EMULATOR_HOST")}/emulator/v1/projects/${projectOf(env)}/databases/(default)/documents`;
  const res = await fetch(url, { method: "DELETE" });
  if (!res.ok) throw new Error(`clearFirestore: ${res.status} ${await res.text()}`);
}

/** Delete every account in the Auth emulator. */
export async function clearAuth(env: Record<string, string | undefined>): Promise<void> {
  const url = `http://${need(env, "FIREBASE_AUTH_EMULATOR_HOST")}/emulator/v1/projects/${projectOf(env)}/accounts`;
  const res = await fetch(url, { method: "DELETE" });
  if (!res.ok) throw new Error(`clearAuth: ${res.status} ${await res.text()}`);
}

/** Delete every object in the Storage emulator. */
export async function clearStorage(env: Record<string, string | undefined>): Promise<void> {
  const res = await fetch(`http://${need(env, "FIREBASE_STORAGE_EMULATOR_HOST")}/internal/reset`, { method: "POST" });
  if (!res.ok) throw new Error(`clearStorage: ${res.status} ${await res.text()}`);
}

// ---------------------------------------------------------------------------------------------
// Configuration

export function resolvePorts(profile: Profile, override: Partial<Ports> | undefined): Ports {
  const fromEnv = (key: string): number | undefined => {
    const raw = process.env[key];
    if (raw === undefined || raw === "") return undefined;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > 65535) throw new Error(`${key}=${raw} is not a port number`);
    return n;
  };
  const keys = Object.keys(PORT_VARIABLES) as (keyof Ports)[];
  const ports = Object.fromEntries(keys.map((k) => [k, override?.[k] ?? fromEnv(PORT_VARIABLES[k]) ?? PROFILE_PORTS[profile][k]])) as Ports;
  if (new Set(Object.values(ports)).size !== keys.length) throw new Error(`stack ports must differ: ${JSON.stringify(ports)}`);
  return ports;
}

function resolveProjectId(): string {
  const id = process.env.FIREBASE_PROJECT_ID || DEFAULT_PROJECT_ID;
  // demo- projects need no credentials and can never reach a real Firebase project.
  if (!/^demo-[a-z0-9-]+$/.test(id)) {
    throw new Error(`FIREBASE_PROJECT_ID=${id}: the local stack only runs demo- projects (e.g. ${DEFAULT_PROJECT_ID}). Unset it to use the default.`);
  }
  return id;
}

const JAR_SUFFIX = path.join("platform", "cloud-firestore-emulator", "cloud-firestore-emulator.jar");
const INSTALL_HELP =
  "The Cloud Firestore emulator JAR is needed. Get it with one of:\n" +
  "  gcloud components install cloud-firestore-emulator\n" +
  "  sudo apt-get install google-cloud-cli-firestore-emulator   (Debian/Ubuntu, Google Cloud apt repository)\n" +
  "It runs on Java 17+ (e.g. apt-get install openjdk-17-jre-headless).\n" +
  "Or point FIRESTORE_EMULATOR_JAR at an existing cloud-firestore-emulator.jar.";

export function findFirestoreJar(): string {
  const explicit = process.env.FIRESTORE_EMULATOR_JAR;
  if (explicit) {
    if (fs.existsSync(explicit)) return explicit;
    throw new Error(`FIRESTORE_EMULATOR_JAR=${explicit} does not exist.\n${INSTALL_HELP}`);
  }
  // Known SDK roots first, so gcloud (slow, Python) is neither required nor usually run.
  const roots = ["/usr/lib/google-cloud-sdk", "/usr/share/google-cloud-sdk", path.join(os.homedir(), "google-cloud-sdk")];
  for (const root of roots) {
    const jar = path.join(root, JAR_SUFFIX);
    if (fs.existsSync(jar)) return jar;
  }
  const info = spawnSync("gcloud", ["info", "--format=value(installation.sdk_root)"], { encoding: "utf8", timeout: 20_000 });
  const sdkRoot = info.status === 0 ? info.stdout.trim() : "";
  if (sdkRoot) {
    const jar = path.join(sdkRoot, JAR_SUFFIX);
    if (fs.existsSync(jar)) return jar;
  }
  const searched = [...roots, sdkRoot ? `${sdkRoot} (from gcloud info)` : "gcloud: not found"].map((r) => `  ${r}`).join("\n");
  throw new Error(`Cloud Firestore emulator not found. Looked under:\n${searched}\n${INSTALL_HELP}\n${describeJava()}`);
}

/** Java's major version, or an error message. */
function javaVersion(): number | string {
  const r = spawnSync("java", ["-version"], { encoding: "utf8", timeout: 20_000 });
  if (r.error) return `java not found on PATH (${r.error.message})`;
  const m = /version "(\d+)(?:\.(\d+))?/.exec(`${r.stderr}${r.stdout}`);
  if (!m?.[1]) return `cannot read the version from \`java -version\`: ${r.stderr.trim()}`;
  const major = Number(m[1]) === 1 ? Number(m[2]) : Number(m[1]); // "1.8.0" style
  return major;
}
function describeJava(): string {
  const v = javaVersion();
  return typeof v === "number" ? `java -version: ${v}${v < 17 ? " (too old: need 17+)" : " (ok)"}` : v;
}
function checkJava(): void {
  const v = javaVersion();
  if (typeof v === "string") throw new Error(`The Firestore emulator needs Java 17+: ${v}.`);
  if (v < 17) throw new Error(`The Firestore emulator needs Java 17+, but \`java -version\` says ${v}.`);
}

// ---------------------------------------------------------------------------------------------
// Ports and leftovers

/** .stack/launcher-<pid>.json: which launcher owns which JVM, maildev and ports. */
type LauncherRecord = { pid: number; profile: Profile; ports: Ports; firestorePid?: number; maildevPid?: number; startedAt: string };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}
/** Dead or a zombie (an orphan's zombie may linger if PID 1 does not reap; its ports are free). */
function gone(pid: number): boolean {
  if (!isAlive(pid)) return true;
  try {
    return / Z /.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\)/, ""));
  } catch {
    return true;
  }
}
function cmdline(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");
  } catch {
    return "";
  }
}

/** Alive and still a node process (pids get reused). */
function launcherAlive(pid: number): boolean {
  return pid !== process.pid && isAlive(pid) && /node|tsx|jest/.test(cmdline(pid));
}

function readRecords(dir: string): { file: string; record: LauncherRecord }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => /^launcher-\d+\.json$/.test(f))
    .flatMap((f) => {
      const file = path.join(dir, f);
      try {
        return [{ file, record: JSON.parse(fs.readFileSync(file, "utf8")) as LauncherRecord }];
      } catch {
        return [];
      }
    });
}

/** A launcher killed with SIGKILL cannot stop its JVM or maildev (each runs in its own process
 *  group): kill such orphans, identified by the pid file and checked against /proc. */
async function reapOrphans(dir: string, log: (l: string) => void): Promise<void> {
  for (const { file, record } of readRecords(dir)) {
    if (launcherAlive(record.pid)) continue;
    const orphans = [
      { pid: record.firestorePid, name: "a Firestore emulator", marks: ["CloudFirestore", `--port=${record.ports.firestore}`], port: record.ports.firestore },
      // Records written before maildev joined the stack have no smtp port.
      { pid: record.maildevPid, name: "a maildev", marks: ["maildev", `--smtp ${record.ports.smtp}`], port: record.ports.smtp },
    ];
    for (const { pid, name, marks, port } of orphans) {
      if (!pid || !isAlive(pid) || !marks.every((m) => cmdline(pid).includes(m))) continue;
      log(`killing ${name} left by a dead launcher (pid ${pid}, port ${port})`);
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        /* already gone */
      }
      // A JVM's threads still hold its sockets for a moment after its main thread shows as dead.
      for (let i = 0; i < 100 && !(gone(pid) && (await portFree(port))); i++) await sleep(50);
    }
    fs.rmSync(file, { force: true });
  }
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once("error", () => resolve(false));
    srv.listen({ port, host: HOST, exclusive: true }, () => srv.close(() => resolve(true)));
  });
}

/** Best guess at what holds a port: a launcher we know of, the process, and what it answers. */
async function describeHolder(port: number, dir: string): Promise<string> {
  const hints: string[] = [];
  for (const { record } of readRecords(dir)) {
    if (Object.values(record.ports).includes(port) && launcherAlive(record.pid)) {
      hints.push(`a stack launcher (pid ${record.pid}, profile "${record.profile}", started ${record.startedAt}) is still running: stop it with Ctrl-C or \`kill ${record.pid}\``);
    }
  }
  const ss = spawnSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8", timeout: 5_000 });
  const proc = /users:\(\("([^"]+)",pid=(\d+)/.exec(ss.stdout ?? "");
  if (proc) hints.push(`process ${proc[1]} (pid ${proc[2]})${proc[1] === "java" ? `: ${cmdline(Number(proc[2])).slice(0, 160)}` : ""}`);
  try {
    const res = await fetch(`http://${HOST}:${port}/`, { signal: AbortSignal.timeout(1_000) });
    const body = (await res.text()).slice(0, 200);
    if (body.trim() === "Ok") hints.push("it answers like a Firestore emulator (another stack or `firebase emulators:start`?)");
    else if (body.includes("authEmulator")) hints.push("it answers like a Firebase Auth emulator (another stack or `firebase emulators:start`?)");
    else hints.push(`it answers HTTP ${res.status}`);
  } catch {
    /* not HTTP, or not answering */
  }
  return hints.length ? hints.join("; ") : "unknown holder (try `ss -ltnp` or `lsof -i :" + port + "`)";
}

async function assertPortsFree(ports: Ports, profile: Profile, dir: string): Promise<void> {
  const entries = Object.entries(ports) as [keyof Ports, number][];
  const free = await Promise.all(entries.map(([, p]) => portFree(p)));
  const busy = entries.filter((_, i) => !free[i]);
  if (!busy.length) return;
  const lines = await Promise.all(busy.map(async ([name, p]) => `  port ${p} (${SERVICE_NAMES[name]}) is in use: ${await describeHolder(p, dir)}`));
  throw new Error(
    `Cannot start the "${profile}" stack:\n${lines.join("\n")}\n` +
      `Free the port(s), or pick others with ${busy.map(([n]) => `${PORT_VARIABLES[n]}=...`).join(" ")} (NEXT_PUBLIC_* values follow the ports).`,
  );
}

// ---------------------------------------------------------------------------------------------
// Children

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Keeps a child's last output lines for error messages. */
function tail(child: ChildProcess, max = 40, echo?: (l: string) => void): () => string {
  const lines: string[] = [];
  const take = (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split(/\r?\n/)) {
      if (!line.trim()) continue;
      lines.push(line);
      echo?.(line);
      if (lines.length > max) lines.shift();
    }
  };
  child.stdout?.on("data", take);
  child.stderr?.on("data", take);
  return () => (lines.length ? lines.map((l) => `    | ${l}`).join("\n") : "    (no output)");
}

async function waitForHttp(name: string, url: string, accept: (status: number, body: string) => boolean, failed: () => Error | undefined): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const early = failed();
    if (early) throw early;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (accept(res.status, await res.text())) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${name} did not answer ${url} within ${START_TIMEOUT_MS / 1000} s (STACK_START_TIMEOUT_MS)`);
    await sleep(100);
  }
}

function rssMb(pid: number): number | undefined {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return m?.[1] ? Math.round(Number(m[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** Sends SIGTERM to the whole process group, then SIGKILL after a grace period. */
async function killGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (!pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-pid, s);
    } catch {
      /* group already gone */
    }
  };
  signal("SIGTERM");
  const timer = setTimeout(() => signal("SIGKILL"), STOP_GRACE_MS); // the JVM normally exits in < 0.5 s
  await exited;
  clearTimeout(timer);
}

/** dev/test: C1 only, ~0.8 s faster to ready and ~35 MB smaller, fine for short-lived
 *  processes; bench: the full JIT, for throughput. FIRESTORE_JAVA_OPTS adds flags. */
function jvmFlags(profile: Profile): string[] {
  const base = profile === "bench" ? [] : ["-XX:TieredStopAtLevel=1"];
  return [...base, ...(process.env.FIRESTORE_JAVA_OPTS ?? "").split(/\s+/).filter(Boolean)];
}

let active: Promise<Stack> | undefined;

// ---------------------------------------------------------------------------------------------

export async function startStack(opts: StartStackOptions = {}): Promise<Stack> {
  // One stack per process: the in-process emulators live in a process-wide firebase-tools registry.
  if (active) throw new Error("startStack: a stack is already running in this process; stop() it first");
  const started = startStackOnce(opts);
  active = started;
  started.catch(() => (active = undefined));
  return started;
}

async function startStackOnce(opts: StartStackOptions): Promise<Stack> {
  const t0 = Date.now();
  const profile = opts.profile ?? "dev";
  if (!(profile in PROFILE_PORTS)) throw new Error(`unknown stack profile "${profile}" (dev, test or bench)`);
  const log = opts.log ?? ((line: string) => process.stderr.write(`[stack] ${line}\n`));
  const verbose = process.env.STACK_VERBOSE === "1";
  const root = repoRoot();
  const stateDir = path.join(root, ".stack");
  const projectId = resolveProjectId();
  const ports = resolvePorts(profile, opts.ports);
  const env = stackEnv(ports, projectId);

  await reapOrphans(stateDir, log);
  await assertPortsFree(ports, profile, stateDir);
  const jar = findFirestoreJar();
  checkJava();
  const rulesFile = path.join(root, "firestore.rules");
  const rules = fs.readFileSync(rulesFile, "utf8");

  // --- state shared by stop() ---
  let stopping: Promise<void> | undefined;
  let ready = false;
  let jvm: ChildProcess | undefined;
  let maildev: ChildProcess | undefined;
  const inProcess: InProcessEmulator[] = [];
  let watcher: fs.FSWatcher | undefined;
  const recordFile = path.join(stateDir, `launcher-${process.pid}.json`);
  // maildev keeps each message in a file too: a folder of this stack's own, gone when it stops.
  const mailDir = path.join(stateDir, `maildev-${ports.smtp}`);

  const onExit = () => {
    // Last resort, synchronous: the JVM and maildev are in their own groups and would outlive us.
    for (const child of [jvm, maildev]) {
      if (!child?.pid || child.exitCode !== null) continue;
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        /* gone */
      }
    }
    fs.rmSync(recordFile, { force: true });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping the stack`);
    void stop().finally(() => {
      // Exit only if nobody else handles the signal (a parent script may want its own shutdown).
      if (process.listenerCount(signal) === 0) process.exit(signal === "SIGINT" ? 130 : 143);
    });
  };

  function stop(): Promise<void> {
    stopping ??= (async () => {
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
      watcher?.close();
      const t = Date.now();
      await Promise.all([
        jvm ? killGroup(jvm) : undefined,
        maildev ? killGroup(maildev) : undefined,
        ...inProcess.map((e) => e.stop().catch((err) => log(`stop: ${String(err)}`))),
      ]);
      fs.rmSync(mailDir, { recursive: true, force: true });
      fs.rmSync(recordFile, { force: true });
      process.off("exit", onExit); // only now: a second Ctrl-C during stop() must not orphan the JVM
      // Callers rely on the ports being reusable once stop() resolves.
      for (const p of Object.values(ports)) {
        for (let i = 0; i < 50 && !(await portFree(p)); i++) await sleep(100);
      }
      active = undefined;
      log(`stopped in ${Date.now() - t} ms`);
    })();
    return stopping;
  }

  /** A child that dies on its own stops the whole stack; before the stack is up, start-up reports it. Returns its error, if any. */
  function watch(child: ChildProcess, name: string, command: string, output: () => string): () => Error | undefined {
    let error: Error | undefined;
    child.once("error", (e) => (error = new Error(`could not run ${command}: ${e.message}`)));
    child.once("exit", (code, signal) => {
      if (stopping) return;
      const err = new Error(`${name} (pid ${child.pid}) exited unexpectedly (code ${code}, signal ${signal}). Last output:\n${output()}`);
      error = err;
      if (!ready) return;
      log(err.message);
      void stop().finally(() => {
        if (opts.onCrash) return opts.onCrash(err);
        log("stack crashed: exiting with code 1");
        process.exit(1);
      });
    });
    return () => error;
  }

  process.on("exit", onExit);
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);

  try {
    // Firestore: the JVM itself (not gcloud's wrapper, which does not exec), in its own process
    // group so a kill(-pid) also takes whatever it spawns.
    const tFs = Date.now();
    jvm = spawn(
      "java",
      [
        ...jvmFlags(profile),
        "-cp",
        jar,
        "com.google.cloud.datastore.emulator.firestore.CloudFirestore",
        "start",
        `--host=${HOST}`,
        `--port=${ports.firestore}`,
        `--project_id=${projectId}`,
        `--rules=${rulesFile}`,
      ],
      { detached: true, stdio: ["ignore", "pipe", "pipe"] },
    );
    const child = jvm;
    const jvmOutput = tail(child, 40, verbose ? (l) => log(`firestore| ${l}`) : undefined);
    const jvmError = watch(child, SERVICE_NAMES.firestore, "java", jvmOutput);

    // maildev: the SMTP server the shop sends to, and its web inbox, in their own process group
    // like the JVM (maildev's own signal handlers would otherwise exit a launcher it ran inside).
    const tMail = Date.now();
    const maildevBin = path.join(root, "node_modules", "maildev", "bin", "maildev");
    if (!fs.existsSync(maildevBin)) throw new Error(`${maildevBin} is missing: run npm ci`);
    fs.rmSync(mailDir, { recursive: true, force: true });
    fs.mkdirSync(mailDir, { recursive: true });
    maildev = spawn(
      process.execPath,
      [maildevBin, "--smtp", String(ports.smtp), "--web", String(ports.inbox), "--ip", HOST, "--mail-directory", mailDir, "--silent"],
      { detached: true, stdio: ["ignore", "pipe", "pipe"] },
    );
    const mailChild = maildev;
    const maildevOutput = tail(mailChild, 40, verbose ? (l) => log(`maildev| ${l}`) : undefined);
    const maildevError = watch(mailChild, "maildev", "node", maildevOutput);

    fs.mkdirSync(stateDir, { recursive: true });
    const record: LauncherRecord = { pid: process.pid, profile, ports, firestorePid: child.pid, maildevPid: mailChild.pid, startedAt: new Date().toISOString() };
    fs.writeFileSync(recordFile, JSON.stringify(record, null, 2));

    const firestoreReady = waitForHttp(SERVICE_NAMES.firestore, `http://${HOST}:${ports.firestore}/`, (s) => s === 200, jvmError).then(() => {
      const rss = child.pid ? rssMb(child.pid) : undefined;
      log(`firestore ready on ${env.FIRESTORE_EMULATOR_HOST} in ${Date.now() - tFs} ms (java pid ${child.pid}${rss ? `, ${rss} MB RSS` : ""})`);
    });
    firestoreReady.catch(() => {}); // awaited below; avoid an unhandled rejection meanwhile
    // Its web inbox answers first; the SMTP port follows a moment later.
    const mailReady = waitForHttp(SERVICE_NAMES.inbox, `${env.MAIL_INBOX_URL}/healthz`, (s) => s === 200, maildevError).then(async () => {
      for (let i = 0; i < 100 && (await portFree(ports.smtp)); i++) await sleep(50);
      log(`maildev ready: SMTP on ${HOST}:${ports.smtp}, inbox on ${env.MAIL_INBOX_URL} in ${Date.now() - tMail} ms (node pid ${mailChild.pid})`);
    });
    mailReady.catch(() => {});

    // A signal may stop() us mid-start: whatever starts after that must be stopped too.
    const keep = async (e: InProcessEmulator) => {
      inProcess.push(e);
      if (stopping) {
        await e.stop();
        throw new Error("stack start-up interrupted");
      }
    };

    // Auth and Storage in this process, while the JVM boots.
    const tAuth = Date.now();
    await keep(await startAuthEmulator({ repoRoot: root, projectId, host: HOST, port: ports.auth }));
    await waitForHttp(SERVICE_NAMES.auth, `http://${HOST}:${ports.auth}/`, (s, b) => s === 200 && b.includes("authEmulator"), () => undefined);
    log(`auth ready on ${env.FIREBASE_AUTH_EMULATOR_HOST} in ${Date.now() - tAuth} ms (in-process)`);

    const tStorage = Date.now();
    await keep(
      await startStorageEmulator({
        repoRoot: root,
        projectId,
        host: HOST,
        port: ports.storage,
        firestoreHost: `${HOST}:${ports.firestore}`,
        onDecision: (req, d) => {
          if (!d.allowed && (profile === "dev" || verbose)) log(`storage: denied ${req.method} ${req.name} (${d.reason})`);
        },
      }),
    );
    // Any HTTP answer means its express app is serving (there is no health route).
    await waitForHttp(SERVICE_NAMES.storage, `http://${HOST}:${ports.storage}/`, (s) => s > 0, () => undefined);
    log(`storage ready on ${env.FIREBASE_STORAGE_EMULATOR_HOST} in ${Date.now() - tStorage} ms (in-process)`);

    if (opts.stripeWebhookUrl) {
      const port = Number(process.env.STRIPE_PORT || STRIPE_PORTS[profile]);
      if (!(await portFree(port))) throw new Error(`port ${port} (Stripe stand-in) is in use: ${await describeHolder(port, stateDir)}. Pick another with STRIPE_PORT=...`);
      const standin = await startStripeStandin({
        port,
        host: HOST,
        secretKey: LOCAL_STRIPE_SECRET_KEY,
        webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
        webhookUrl: opts.stripeWebhookUrl,
        log: (l) => log(`stripe| ${l}`),
      });
      await keep(standin);
      Object.assign(env, { STRIPE_SECRET_KEY: LOCAL_STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET, STRIPE_API_URL: standin.url });
      log(`stripe stand-in on ${standin.url}, events to ${opts.stripeWebhookUrl}`);
    }

    await firestoreReady.catch((e: Error) => {
      throw jvmError() ?? new Error(`${e.message}\n  Last output of the Firestore emulator:\n${jvmOutput()}`);
    });
    await mailReady.catch((e: Error) => {
      throw maildevError() ?? new Error(`${e.message}\n  Last output of maildev:\n${maildevOutput()}`);
    });
    // --rules accepts a file that does not compile (and then denies everything): load the rules
    // again through the API, which reports compile errors.
    await putFirestoreRules(env, projectId, rules);
    ready = true;

    if (profile === "dev") {
      // Edit firestore.rules, and the running emulator follows.
      // Watch the directory, not the file: editors save by rename, which ends a file watch.
      let debounce: NodeJS.Timeout | undefined;
      watcher = fs.watch(root, (_event, file) => {
        if (file !== "firestore.rules") return;
        clearTimeout(debounce);
        debounce = setTimeout(() => {
          putFirestoreRules(env, projectId, fs.readFileSync(rulesFile, "utf8"))
            .then(() => log("firestore.rules reloaded"))
            .catch((e: Error) => log(e.message));
        }, 100);
      });
      watcher.unref();
    }
    log(`stack "${profile}" up in ${Date.now() - t0} ms (launcher ${rssMb(process.pid) ?? "?"} MB RSS)`);
    return { env, ports, projectId, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

async function putFirestoreRules(env: Record<string, string>, projectId: string, content: string): Promise<void> {
  const res = await fetch(`http://${env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${projectId}:securityRules`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ rules: { files: [{ name: "firestore.rules", content }] } }),
  });
  if (!res.ok) {
    const body = await res.text();
    let message = body;
    try {
      message = (JSON.parse(body) as { error?: { message?: string } }).error?.message ?? body;
    } catch {
      /* not JSON */
    }
    throw new Error(`firestore.rules: ${message}`);
  }
}
