// `npm install` on Linux leaves out of package-lock.json the optional native packages of other
// platforms (the registry mirror here has no builds of them), and then `npm ci` refuses the
// lockfile ("Missing: @swc/core-darwin-arm64@ from lock file"). This adds a stub entry for each
// such package, with the os/cpu/libc its name declares, so `npm ci` accepts the lockfile and skips
// them on this platform. Run after every `npm install`: node scripts/fix-lockfile.mjs
import { readFileSync, writeFileSync } from "node:fs";

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
const pkgs = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(pkgs)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? path + "/" : ""}node_modules/${name}`;
    if (pkgs[nested] || pkgs[`node_modules/${name}`]) continue;
    const version = spec.replace(/^[\^~=]/, "");
    const meta = platformOf(name);
    pkgs[`node_modules/${name}`] = {
      version,
      optional: true,
      ...(meta.os ? { os: [].concat(meta.os) } : {}),
      ...(meta.cpu ? { cpu: [].concat(meta.cpu) } : {}),
      ...(meta.libc ? { libc: [].concat(meta.libc) } : {}),
    };
    added++;
  }
}
writeFileSync("package-lock.json", JSON.stringify(lock, null, 2) + "\n");
console.log(`stubbed ${added} optional platform packages`);

/** "@swc/core-linux-arm-gnueabihf" -> { os: ["linux"], cpu: ["arm"], libc: ["glibc"] } */
function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const pick = (known) => parts.filter((p) => known.includes(p));
  const os = pick(["darwin", "linux", "win32", "android", "freebsd", "openharmony", "sunos", "aix", "netbsd", "openbsd"]);
  const cpu = pick(["arm64", "x64", "ia32", "arm", "ppc64", "s390x", "riscv64", "loong64", "mips64el", "wasm32"]);
  const libc = parts.some((p) => p.startsWith("musl")) ? ["musl"] : parts.some((p) => p.startsWith("gnu")) ? ["glibc"] : [];
  return { ...(os.length ? { os } : {}), ...(cpu.length ? { cpu } : {}), ...(libc.length ? { libc } : {}) };
}
