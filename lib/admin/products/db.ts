import "server-only";
// The admin products screen's data: one page of the product table (from the catalogue index, see
// lib/admin/products/list.ts), one product for its edit screen (uncached, archived ones too), and
// staff changes: create, update, archive or unarchive, delete. Each change is one optimistic commit
// (lib/firebase/optimistic.ts) of the product, its index entry and index version
// (lib/catalog/write.ts), and its audit entry with the values before and after: all or nothing.
// Revalidating the storefront's cached pages is the caller's (the actions), after the commit.
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { loadCatalogIndex, fetchProduct } from "@/lib/catalog/db";
import { createProductInBatch, deleteProductInBatch, updateProductInBatch } from "@/lib/catalog/write";
import { firestore } from "@/lib/firebase/admin";
import { commitOptimistically, ContentionError, unchangedSince } from "@/lib/firebase/optimistic";
import { productDocSchema, productSchema, type Product } from "@/lib/catalog/schema";
import { releaseOnRestock } from "@/lib/restock/release";
import { listAuditFor, recordAudit, type AuditEntry, type Staff } from "../audit";
import { eachLimited } from "../each-limited";
import { changedFields, EDITABLE_FIELDS, type BulkProductAction, type ProductFields } from "./schema";
import { runProductSearch, type ProductPage } from "./list";
import { ADMIN_PRODUCTS_PAGE_SIZE, type ProductQuery } from "./query";

/** Why a change was refused: no such product, the id is taken, the product changed since the form loaded it, or it kept changing. */
export class ProductAdminError extends Error {
  constructor(readonly code: "not-found" | "exists" | "stale" | "busy") {
    super(code);
    this.name = "ProductAdminError";
  }
}

/** One page of the product table. Reads the catalogue index only (1 document when unchanged, 17 after a change). */
export async function searchProducts(query: ProductQuery, pageSize = ADMIN_PRODUCTS_PAGE_SIZE, now = Date.now()): Promise<ProductPage> {
  return runProductSearch(await loadCatalogIndex(), query, now, pageSize);
}

/** One product for staff, archived or not, fresh from Firestore (never the storefront's cache); null when there is none. */
export const getProductForAdmin = (id: string): Promise<Product | null> => fetchProduct(id);

/** The audit entries about one product, newest first. */
export const productAudit = (id: string, limit = 50): Promise<AuditEntry[]> => listAuditFor({ kind: "product", id }, limit);

const productRef = (id: string) => firestore().collection("products").doc(id);

function readProduct(snap: DocumentSnapshot): Product {
  if (!snap.exists) throw new ProductAdminError("not-found");
  return { id: snap.id, ...productDocSchema.parse(snap.data()) };
}

async function commit<T>(attempt: Parameters<typeof commitOptimistically<T>>[1]): Promise<T> {
  try {
    return await commitOptimistically(firestore(), attempt);
  } catch (error) {
    if (error instanceof ContentionError) throw new ProductAdminError("busy");
    throw error;
  }
}

export type ProductChange = { product: Product; auditId: string | null };

/** Create a product with the id given (refused when taken), with its audit entry "product.create". */
export async function createProductAsAdmin(staff: Staff, id: string, fields: ProductFields, now: () => Date = () => new Date()): Promise<ProductChange> {
  const db = firestore();
  return commit<ProductChange>(async (batch) => {
    const snap = await productRef(id).get();
    if (snap.exists) throw new ProductAdminError("exists");
    const at = now().toISOString();
    const product = productSchema.parse({ ...fields, id, rating: 0, saleCount: 0, createdAt: at, updatedAt: at });
    createProductInBatch(db, batch, product);
    const auditId = recordAudit(batch, { actor: staff, action: "product.create", target: { kind: "product", id }, ...changedFields(null, product), at });
    return { result: { product, auditId }, batch };
  });
}

/**
 * Save the form over a product. `loadedAt`: the product's updatedAt when the form loaded it; a
 * product changed since (another admin, an order taking stock) is refused, so nobody's change is
 * silently overwritten. Nothing changed: nothing written, no audit entry.
 */
export async function updateProductAsAdmin(staff: Staff, id: string, loadedAt: string, fields: ProductFields, now: () => Date = () => new Date()): Promise<ProductChange> {
  const db = firestore();
  return commit<ProductChange>(async (batch) => {
    const snap = await productRef(id).get();
    const product = readProduct(snap);
    if (product.updatedAt !== loadedAt) throw new ProductAdminError("stale");
    // The optional fields the form left out (no offer end, all ages, not subscribable) are removed, not kept.
    const { offerEnd: _offerEnd, ageRange: _ageRange, subscription: _subscription, ...rest } = product;
    void _offerEnd;
    void _ageRange;
    void _subscription;
    const next: Product = productSchema.parse({ ...rest, ...fields });
    const diff = changedFields(product, next);
    if (Object.keys(diff.after!).length === 0) return { result: { product, auditId: null } };
    const at = now().toISOString();
    const saved = { ...next, updatedAt: at };
    updateProductInBatch(db, batch, saved, [...EDITABLE_FIELDS, "updatedAt"], unchangedSince(snap));
    await releaseOnRestock(batch, product, saved, at);
    const auditId = recordAudit(batch, { actor: staff, action: "product.update", target: { kind: "product", id }, ...diff, at });
    return { result: { product: saved, auditId }, batch };
  });
}

/** Archive (hide from the storefront, keep) or unarchive a product, with its audit entry. Already so: nothing written. */
export async function setArchivedAsAdmin(staff: Staff, id: string, archived: boolean, now: () => Date = () => new Date()): Promise<ProductChange> {
  const db = firestore();
  return commit<ProductChange>(async (batch) => {
    const snap = await productRef(id).get();
    const product = readProduct(snap);
    if (product.archived === archived) return { result: { product, auditId: null } };
    const at = now().toISOString();
    const saved = { ...product, archived, updatedAt: at };
    updateProductInBatch(db, batch, saved, ["archived", "updatedAt"], unchangedSince(snap));
    const auditId = recordAudit(batch, {
      actor: staff,
      action: archived ? "product.archive" : "product.unarchive",
      target: { kind: "product", id },
      before: { archived: product.archived },
      after: { archived },
      at,
    });
    return { result: { product: saved, auditId }, batch };
  });
}

/**
 * Delete a product and its index entry, with an audit entry holding what it was. Its images stay
 * in Storage: orders placed earlier show them in their lines.
 */
export async function deleteProductAsAdmin(staff: Staff, id: string, now: () => Date = () => new Date()): Promise<{ auditId: string }> {
  const db = firestore();
  return commit(async (batch) => {
    const snap = await productRef(id).get();
    const product = readProduct(snap);
    deleteProductInBatch(db, batch, id, unchangedSince(snap));
    const auditId = recordAudit(batch, { actor: staff, action: "product.delete", target: { kind: "product", id }, ...changedFields(product, null), at: now().toISOString() });
    return { result: { auditId }, batch };
  });
}

export type BulkProductResult = { id: string } & ({ ok: true } | { ok: false; code: ProductAdminError["code"] });

/** Archive, unarchive or delete several products, one commit each; a refusal is reported and the others go on. */
export async function bulkProductsAsAdmin(staff: Staff, ids: readonly string[], action: BulkProductAction, now: () => Date = () => new Date()): Promise<BulkProductResult[]> {
  return eachLimited(ids, 5, async (id): Promise<BulkProductResult> => {
    try {
      if (action === "delete") await deleteProductAsAdmin(staff, id, now);
      else await setArchivedAsAdmin(staff, id, action === "archive", now);
      return { id, ok: true };
    } catch (error) {
      if (!(error instanceof ProductAdminError)) throw error;
      return { id, ok: false, code: error.code };
    }
  });
}
