// Orders for e2e specs, made by the shop's own order code against the test stack (see
// deliver-order.ts for why in a child process).
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { DEFAULT_PROJECT_ID, repoRoot, resolvePorts, stackEnv } from "../../scripts/stack/index";

const run = promisify(execFile);

/** Places an order of one `productId` for the account and moves it to delivered; answers its id. */
export async function deliveredOrder(account: { uid: string; email: string }, productId: string): Promise<string> {
  const root = repoRoot();
  const { stdout } = await run(
    path.join(root, "node_modules", ".bin", "tsx"),
    ["--conditions=react-server", path.join(root, "e2e", "support", "deliver-order.ts"), account.uid, account.email, productId],
    { cwd: root, env: { ...process.env, ...stackEnv(resolvePorts("test", undefined), DEFAULT_PROJECT_ID) } },
  );
  return stdout.trim();
}
