import { devOrigins } from "./dev-origins";

describe("devOrigins", () => {
  it("lets a page opened at 127.0.0.1 use the dev server's resources", () => {
    expect(devOrigins({})).toEqual(["127.0.0.1"]);
  });

  it("adds the address HOST names, an IPv6 one in brackets as an Origin header writes it", () => {
    expect(devOrigins({ HOST: "192.168.1.20" })).toEqual(["127.0.0.1", "192.168.1.20"]);
    expect(devOrigins({ HOST: "fd00::5" })).toEqual(["127.0.0.1", "[fd00::5]"]);
    expect(devOrigins({ HOST: "127.0.0.1" })).toEqual(["127.0.0.1"]);
  });

  it("names no host for 'every interface' (0.0.0.0, ::): there is no one address to allow", () => {
    expect(devOrigins({ HOST: "0.0.0.0" })).toEqual(["127.0.0.1"]);
    expect(devOrigins({ HOST: "::" })).toEqual(["127.0.0.1"]);
  });
});
