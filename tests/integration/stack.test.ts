// The launcher itself: ports are freed, children never outlive it, failures say what to do.
// Every case runs launchers in child processes on fresh ports, next to the suite's own stack.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { PROFILE_PORTS, type Ports } from "../../scripts/stack/index";

const ROOT = path.resolve(__dirname, "../..");
jest.setTimeout(90_000);

// Ports below the kernel's ephemeral range (32768-60999 on Linux): a port the kernel hands out
// for listen(0) may be handed out again to any process's outgoing socket (the emulator JVM's
// own, for one) between our check and the stack binding it.
const PORT_RANGE = { from: 20_000, to: 32_000 };
let nextPort = PORT_RANGE.from + Math.floor(Math.random() * 4_000);
async function freePort(): Promise<number> {
  while (nextPort < PORT_RANGE.to) {
    const port = nextPort++;
    if (await portFree(port)) return port;
  }
  throw new Error("no free port below the ephemeral range");
}
async function freePorts(): Promise<Ports> {
  return { firestore: await freePort(), auth: await freePort(), storage: await freePort(), smtp: await freePort(), inbox: await freePort() };
}
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once("error", () => resolve(false));
    srv.listen({ port, host: "127.0.0.1", exclusive: true }, () => srv.close(() => resolve(true)));
  });
}
const allFree = async (ports: Ports) => (await Promise.all(Object.values(ports).map(portFree))).every(Boolean);
/** Running, i.e. neither gone nor a zombie (orphans' zombies may linger where PID 1 does not reap). */
const alive = (pid: number) => {
  try {
    return !/ Z /.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\)/, ""));
  } catch {
    return false;
  }
};

type Run = { child: ChildProcess; out: () => string; err: () => string; exit: Promise<{ code: number | null; signal: string | null }> };

/** node --import tsx <script>: one process (the tsx CLI would add a relaying parent). */
function run(script: string, args: string[], ports: Ports): Run {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      FIRESTORE_PORT: String(ports.firestore),
      AUTH_PORT: String(ports.auth),
      STORAGE_PORT: String(ports.storage),
      SMTP_PORT: String(ports.smtp),
      INBOX_PORT: String(ports.inbox),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (err += d.toString()));
  const exit = new Promise<{ code: number | null; signal: string | null }>((resolve) => child.on("close", (code, signal) => resolve({ code, signal })));
  return { child, out: () => out, err: () => err, exit };
}

async function until(what: string, check: () => boolean, r: Run, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline || r.child.exitCode !== null) throw new Error(`waiting for ${what}; stderr:\n${r.err()}`);
    await new Promise((res) => setTimeout(res, 100));
  }
}
const jvmPidOf = (r: Run) => Number(/java pid (\d+)/.exec(r.err())?.[1] ?? 0);
const maildevPidOf = (r: Run) => Number(/maildev ready: .* \(node pid (\d+)\)/.exec(r.err())?.[1] ?? 0);
const cli = (ports: Ports) => run("scripts/stack.ts", ["--profile", "test"], ports);
const upCli = async (ports: Ports) => {
  const r = cli(ports);
  await until("the stack to come up", () => r.err().includes("running; Ctrl-C to stop"), r);
  return r;
};

it("firebase.json's emulator ports are the dev profile's", () => {
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, "firebase.json"), "utf8")) as { emulators: Record<string, { port?: number }> };
  const { firestore, auth, storage } = PROFILE_PORTS.dev;
  expect({ firestore: config.emulators.firestore?.port, auth: config.emulators.auth?.port, storage: config.emulators.storage?.port }).toEqual({ firestore, auth, storage });
});

it("stop() frees every port and kills the JVM and maildev, and can be called again", async () => {
  const ports = await freePorts();
  const r = run("tests/integration/fixtures/stop-frees-ports.ts", [JSON.stringify(ports)], ports);
  expect(await r.exit).toEqual({ code: 0, signal: null });
  const result = JSON.parse(r.out()) as { ports: Ports; env: Record<string, string>; busyWhileUp: boolean[]; freeAfterStop: boolean[]; jvmPid: number; jvmAlive: boolean };
  expect(result.ports).toEqual(ports);
  expect(result.env).toMatchObject({
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    STORAGE_EMULATOR_HOST: `http://127.0.0.1:${ports.storage}`,
    NEXT_PUBLIC_FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.storage}`,
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    MAIL_INBOX_URL: `http://127.0.0.1:${ports.inbox}`,
  });
  expect(result.busyWhileUp).toEqual([true, true, true, true, true]);
  expect(result.freeAfterStop).toEqual([true, true, true, true, true]);
  expect(result.jvmPid).toBeGreaterThan(0);
  expect(result.jvmAlive).toBe(false);
});

it("the CLI prints the env, refuses a second stack on the same ports, and stops on SIGINT", async () => {
  const ports = await freePorts();
  const first = await upCli(ports);
  expect(first.out()).toContain(`FIRESTORE_EMULATOR_HOST=127.0.0.1:${ports.firestore}\n`);
  const jvm = jvmPidOf(first);

  const second = cli(ports);
  expect((await second.exit).code).toBe(1);
  expect(second.err()).toContain(`port ${ports.firestore} (Firestore emulator) is in use`);
  expect(second.err()).toContain(`a stack launcher (pid ${first.child.pid}`);
  expect(second.err()).toContain("FIRESTORE_PORT=");

  first.child.kill("SIGINT");
  expect(await first.exit).toEqual({ code: 130, signal: null });
  expect(alive(jvm)).toBe(false);
  expect(await allFree(ports)).toBe(true);
});

it("if the Firestore JVM dies, the launcher stops the rest and exits 1 with a message", async () => {
  const ports = await freePorts();
  const r = await upCli(ports);
  process.kill(jvmPidOf(r), "SIGKILL");
  expect((await r.exit).code).toBe(1);
  expect(r.err()).toMatch(/Firestore emulator \(pid \d+\) exited unexpectedly \(code null, signal SIGKILL\)/);
  expect(await allFree(ports)).toBe(true);
});

it("a JVM and a maildev orphaned by a SIGKILLed launcher are reaped by the next start; SIGTERM stops cleanly", async () => {
  const ports = await freePorts();
  const first = await upCli(ports);
  const orphan = jvmPidOf(first);
  const mailOrphan = maildevPidOf(first);
  first.child.kill("SIGKILL");
  await first.exit;
  // Their own process groups: nothing could stop them.
  expect(alive(orphan)).toBe(true);
  expect(alive(mailOrphan)).toBe(true);

  const second = await upCli(ports);
  expect(second.err()).toContain(`killing a Firestore emulator left by a dead launcher (pid ${orphan}`);
  expect(second.err()).toContain(`killing a maildev left by a dead launcher (pid ${mailOrphan}`);
  expect(alive(orphan)).toBe(false);
  expect(alive(mailOrphan)).toBe(false);
  second.child.kill("SIGTERM");
  expect(await second.exit).toEqual({ code: 143, signal: null });
  expect(await allFree(ports)).toBe(true);
});
