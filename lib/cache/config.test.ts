/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { deploymentId } from "./config";

const dirs: string[] = [];
/** A build folder whose required-server-files.json holds this config. */
function build(config: Record<string, unknown> | null): string {
  const dir = mkdtempSync(path.join(tmpdir(), "dist-"));
  dirs.push(dir);
  if (config) writeFileSync(path.join(dir, "required-server-files.json"), JSON.stringify({ version: 1, config }));
  return dir;
}
const saved = process.env.NEXT_DEPLOYMENT_ID;
beforeEach(() => delete process.env.NEXT_DEPLOYMENT_ID);
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  if (saved === undefined) delete process.env.NEXT_DEPLOYMENT_ID;
  else process.env.NEXT_DEPLOYMENT_ID = saved;
});

test("next start takes the id the build was made with, not the checkout's commit now", () => {
  const dist = build({ deploymentId: "built-abc123" });
  expect(deploymentId("phase-production-server", dist)).toBe("built-abc123");
  // A build, or the dev server, works it out (the checkout's commit), whatever an older build said.
  expect(deploymentId("phase-production-build", dist)).not.toBe("built-abc123");
});

test("a build made without an id: next start has none either", () => {
  expect(deploymentId("phase-production-server", build({ distDir: ".next" }))).toBeUndefined();
});

test("no readable build: the commit, as before; NEXT_DEPLOYMENT_ID wins over everything", () => {
  expect(deploymentId("phase-production-server", build(null))).toBe(deploymentId("phase-production-build", build(null)));
  process.env.NEXT_DEPLOYMENT_ID = "platform-7";
  expect(deploymentId("phase-production-server", build({ deploymentId: "built-abc123" }))).toBe("platform-7");
});
