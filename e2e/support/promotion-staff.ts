// Staff's changes to a promotion, made by the shop's own code (lib/promotions/write.ts: the
// promotion, its code and the audit entry in one commit). Run by e2e/support/promotions.ts as a
// child process, in plain Node (scripts/lib/plain-node.ts), like deliver-order.ts.
//
//   tsx e2e/support/promotion-staff.ts create <name> <CODE> <percent>   (writes the new promotion's id)
//   tsx e2e/support/promotion-staff.ts pause <id>
import "../../scripts/lib/plain-node";

const STAFF = { uid: "e2e-staff", email: "e2e-staff@flone.test" };

async function main(): Promise<void> {
  const { createPromotion, setPromotionStatus } = await import("@/lib/promotions/write");
  const [command, ...args] = process.argv.slice(2);
  if (command === "create" && args.length === 3) {
    const [name, code, percent] = args as [string, string, string];
    const created = await createPromotion(STAFF, {
      name,
      trigger: "code",
      code,
      benefit: { kind: "order-percent", percent: Number(percent) },
      conditions: {},
      limits: {},
      combinesWith: { product: true, order: true, delivery: true },
    });
    process.stdout.write(created.id);
    return;
  }
  if (command === "pause" && args.length === 1) {
    await setPromotionStatus(STAFF, args[0]!, "paused");
    return;
  }
  throw new Error("usage: promotion-staff.ts create <name> <CODE> <percent> | pause <id>");
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  },
);
