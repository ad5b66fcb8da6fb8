// Child processes for the launchers: run-to-completion commands and long-running servers that
// die with us. Servers are spawned in their own process group so that killing the group also
// ends what they spawned (next's workers, a JVM), leaving no orphan behind.
import { spawn, type ChildProcess } from "node:child_process";

const BIN = "node_modules/.bin/";

/** Run a command to completion; resolves with its exit code (never throws on failure). */
export function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd.includes("/") ? cmd : BIN + cmd, args, { env, stdio: "inherit" });
    current.add(child);
    child.on("error", (e) => {
      console.error(`${cmd}: ${e.message}`);
      resolve(127);
    });
    child.on("exit", (code, signal) => {
      current.delete(child);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

/** `stop`: SIGTERM, SIGKILL after 10 s; `kill`: SIGKILL at once, as a machine that dies (tests). */
export type Server = { child: ChildProcess; stop(): Promise<void>; kill(): Promise<void>; exited: Promise<number> };

/** Start a long-running command in its own process group. */
export function startServer(cmd: string, args: string[], env: NodeJS.ProcessEnv): Server {
  const child = spawn(cmd.includes("/") ? cmd : BIN + cmd, args, { env, stdio: "inherit", detached: true });
  const exited = new Promise<number>((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      killGroup(child, "SIGTERM");
      const timer = setTimeout(() => killGroup(child, "SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
      // Anything left in the group (a worker that ignored SIGTERM) goes too.
      killGroup(child, "SIGKILL");
    })());
  const kill = async () => {
    killGroup(child, "SIGKILL");
    await exited;
  };
  servers.add(stop);
  return { child, stop, kill, exited };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

const current = new Set<ChildProcess>();
const servers = new Set<() => Promise<void>>();

/** Stop every server this process started (call on exit paths). */
export async function stopAllServers(): Promise<void> {
  for (const c of current) c.kill("SIGTERM");
  await Promise.all([...servers].map((s) => s()));
}

/** Whether a URL answers 2xx (fetch's; an HTTPS server with a certificate of its own needs another). */
export type UrlProbe = (url: string) => Promise<boolean>;
const fetchOk: UrlProbe = async (url) => (await fetch(url)).ok;

/** Poll a URL until it answers 2xx, or fail after the time-out. */
export async function waitForUrl(url: string, timeoutMs: number, exited?: Promise<number>, ok: UrlProbe = fetchOk): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let dead = false;
  void exited?.then(() => (dead = true));
  while (Date.now() < deadline) {
    if (dead) throw new Error(`the server for ${url} exited before it answered`);
    try {
      if (await ok(url)) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}
