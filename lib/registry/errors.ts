// The registry's expected refusals, thrown by lib/registry/db.ts and turned into translated
// answers by lib/actions/registry.ts. Another owner's registry is "not-found", never "forbidden":
// the answer must not tell whether a slug exists.
export type RegistryErrorCode =
  | "not-found"
  | "item-not-found"
  | "registry-limit"
  | "item-limit"
  | "product-not-found"
  | "bad-choice"
  | "below-bought"
  | "reorder-mismatch";

export class RegistryError extends Error {
  constructor(
    readonly code: RegistryErrorCode,
    /** For "below-bought": the units already bought, the lowest `wanted` allowed. */
    readonly bought?: number,
  ) {
    super(code);
    this.name = "RegistryError";
  }
}
