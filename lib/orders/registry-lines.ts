// The registry lines of an order: which registry they are for, and whether each may still be
// bought for it. Pure: the checkout's transaction (lib/orders/db.ts) decides with what it read.
import { stillWanted, type RegistryItemDoc } from "@/lib/registry/schema";
import type { LineProblem, OrderLineInput, Pricing } from "./pricing";

/** The registries the lines are bought for, each once (an order may be for one at most). */
export const registrySlugsOf = (lines: readonly OrderLineInput[]): string[] => [
  ...new Set(lines.flatMap((l) => (l.registry ? [l.registry.slug] : []))),
];

/** The items the lines are bought for, each once. */
export const registryItemIdsOf = (lines: readonly OrderLineInput[]): string[] => [
  ...new Set(lines.flatMap((l) => (l.registry ? [l.registry.itemId] : []))),
];

/** Units asked for each item, over every line bought for it. */
export function unitsPerItem(lines: readonly OrderLineInput[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const l of lines) if (l.registry) units.set(l.registry.itemId, (units.get(l.registry.itemId) ?? 0) + l.quantity);
  return units;
}

/**
 * The problems of the registry lines against the registry (null: gone) and its items as read
 * (missing or null: gone). A line must be the item's very product, colour and size, and all the
 * lines of one item together no more than it still wants.
 */
export function registryLineProblems(
  lines: readonly OrderLineInput[],
  registry: { title: string } | null,
  items: ReadonlyMap<string, RegistryItemDoc | null>,
  nameOf: (productId: string) => string | undefined = () => undefined,
): LineProblem[] {
  const units = unitsPerItem(lines);
  return lines.flatMap((line, index): LineProblem[] => {
    if (!line.registry) return [];
    const item = registry ? items.get(line.registry.itemId) : null;
    const base = {
      index,
      productId: line.id,
      ...(nameOf(line.id) !== undefined ? { name: nameOf(line.id) } : {}),
      ...(line.color !== undefined ? { color: line.color } : {}),
      ...(line.size !== undefined ? { size: line.size } : {}),
      requested: line.quantity,
      ...(registry ? { registry: registry.title } : {}),
    };
    if (!item || item.productId !== line.id || item.color !== line.color || item.size !== line.size) {
      return [{ ...base, kind: "not-on-registry", available: 0 }];
    }
    const left = stillWanted(item);
    if (units.get(line.registry.itemId)! <= left) return [];
    return [{ ...base, kind: left === 0 ? "no-longer-wanted" : "over-wanted", available: left }];
  });
}

/** The order as priced, refused when its gift lines have problems too (every problem, in line order). */
export function withRegistryProblems(pricing: Pricing, problems: readonly LineProblem[]): Pricing {
  if (pricing.ok && problems.length === 0) return pricing;
  return { ok: false, problems: [...(pricing.ok ? [] : pricing.problems), ...problems].sort((a, b) => a.index - b.index) };
}
