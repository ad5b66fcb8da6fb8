// Where the shop's server listens: this machine only, unless told otherwise (with the Auth
// emulator, anyone who reached the server could forge an admin's session cookie).
import { isLoopback, listenHost, nextArgs } from "./shop";

test("next dev and next start listen on 127.0.0.1 unless --hostname or HOST says otherwise", () => {
  expect(listenHost(undefined, {})).toBe("127.0.0.1");
  expect(listenHost(undefined, { HOST: "0.0.0.0" })).toBe("0.0.0.0");
  expect(listenHost("192.168.1.20", { HOST: "0.0.0.0" })).toBe("192.168.1.20");
  expect(nextArgs("dev", 3000, listenHost(undefined, {}))).toEqual(["dev", "-p", "3000", "-H", "127.0.0.1"]);
  expect(nextArgs("start", 3100, "127.0.0.1")).toEqual(["start", "-p", "3100", "-H", "127.0.0.1", "--keepAliveTimeout", "65000"]);
});

test("loopback addresses are told apart from ones the network reaches", () => {
  for (const host of ["127.0.0.1", "127.0.1.1", "localhost", "::1"]) expect([host, isLoopback(host)]).toEqual([host, true]);
  for (const host of ["0.0.0.0", "::", "192.168.1.20", "shop.local"]) expect([host, isLoopback(host)]).toEqual([host, false]);
});
