// Where the shop's server listens: this machine only, unless told otherwise (with the Auth
// emulator, anyone who reached the server could forge an admin's session cookie).
import { isLoopback, listenHost, nextCommand } from "./shop";

test("next dev and next start listen on 127.0.0.1 unless --hostname or HOST says otherwise", () => {
  expect(listenHost(undefined, {})).toBe("127.0.0.1");
  expect(listenHost(undefined, { HOST: "0.0.0.0" })).toBe("0.0.0.0");
  expect(listenHost("192.168.1.20", { HOST: "0.0.0.0" })).toBe("192.168.1.20");
  // Loopback: Next.js is told "localhost" (its own name for every loopback address), which
  // resolves IPv4 first to 127.0.0.1.
  const env = { PORT: "3000" } as unknown as NodeJS.ProcessEnv;
  expect(nextCommand("dev", 3000, listenHost(undefined, {}), env)).toEqual({
    args: ["dev", "-p", "3000", "-H", "localhost"],
    env: { PORT: "3000", NODE_OPTIONS: "--dns-result-order=ipv4first" },
  });
  expect(nextCommand("start", 3100, "127.0.0.1", env).args).toEqual(["start", "-p", "3100", "-H", "localhost", "--keepAliveTimeout", "65000"]);
  expect(nextCommand("dev", 3000, "0.0.0.0", env)).toEqual({ args: ["dev", "-p", "3000", "-H", "0.0.0.0"], env });
  // A benchmark's own Node flags are kept.
  expect(nextCommand("start", 3100, "127.0.0.1", { ...env, NODE_OPTIONS: "--expose-gc" }).env.NODE_OPTIONS).toBe("--expose-gc --dns-result-order=ipv4first");
});

test("loopback addresses are told apart from ones the network reaches", () => {
  for (const host of ["127.0.0.1", "127.0.1.1", "localhost", "::1"]) expect([host, isLoopback(host)]).toEqual([host, true]);
  for (const host of ["0.0.0.0", "::", "192.168.1.20", "shop.local"]) expect([host, isLoopback(host)]).toEqual([host, false]);
});
