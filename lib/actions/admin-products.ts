"use server";
// Staff changing the catalogue from the admin screens. Thin wrappers (defineAction, access
// "admin": the session is checked for the admin role before the input is parsed with zod): the
// actor is the session's admin, each change and its audit entry are one commit
// (lib/admin/products/db.ts), then the storefront's cached listings and the product's pages are
// revalidated, so the next request shows the change.
import { getTranslations } from "next-intl/server";
import {
  archiveProductInputSchema,
  bulkProductsInputSchema,
  createProductInputSchema,
  productRefInputSchema,
  recallProductInputSchema,
  updateProductInputSchema,
} from "@/lib/admin/products/schema";
import { bulkProductsAsAdmin, createProductAsAdmin, deleteProductAsAdmin, ProductAdminError, setArchivedAsAdmin, updateProductAsAdmin } from "@/lib/admin/products/db";
import { recallProductAsAdmin } from "@/lib/admin/products/recall";
import { sendAfterResponse } from "@/lib/mail/sender";
import { staffOf } from "@/lib/admin/audit";
import { revalidateCatalog, revalidateProducts } from "@/lib/catalog/read";
import { ActionError, defineAction, type ActionErrorCode } from "./define-action";

type Texts = Awaited<ReturnType<typeof getTranslations<"AdminProducts.errors">>>;
const ERROR_KEYS = { "not-found": "notFound", exists: "exists", stale: "stale", busy: "busy" } as const;
const refusalText = (t: Texts, code: ProductAdminError["code"]) => t(ERROR_KEYS[code]);

/** A refusal of lib/admin/products/db.ts as the action's translated answer; anything else is rethrown. */
async function refuse(error: unknown, field?: string): Promise<never> {
  if (!(error instanceof ProductAdminError)) throw error;
  const t = await getTranslations("AdminProducts.errors");
  const codes: Record<ProductAdminError["code"], ActionErrorCode> = { "not-found": "not-found", exists: "conflict", stale: "conflict", busy: "busy" };
  const message = refusalText(t, error.code);
  throw new ActionError(codes[error.code], { message, ...(field && error.code === "exists" ? { fieldErrors: { [field]: message } } : {}) });
}

/** Create a product; its id must be free. */
export const createProduct = defineAction(
  { name: "adminProducts.create", access: "admin", input: createProductInputSchema },
  async ({ id, fields }, { session }): Promise<{ id: string; updatedAt: string }> => {
    try {
      const { product } = await createProductAsAdmin(staffOf(session), id, fields);
      revalidateCatalog(id);
      return { id, updatedAt: product.updatedAt };
    } catch (error) {
      return refuse(error, "id");
    }
  },
);

/** Save the edit form over a product loaded at `updatedAt` (refused if it changed since). */
export const updateProduct = defineAction(
  { name: "adminProducts.update", access: "admin", input: updateProductInputSchema },
  async ({ id, updatedAt, fields }, { session }): Promise<{ id: string; updatedAt: string; changed: boolean }> => {
    try {
      const { product, auditId } = await updateProductAsAdmin(staffOf(session), id, updatedAt, fields);
      if (auditId) {
        revalidateCatalog(id);
        sendAfterResponse(); // back-in-stock notices the save let out
      }
      return { id, updatedAt: product.updatedAt, changed: auditId !== null };
    } catch (error) {
      return refuse(error);
    }
  },
);

/** Archive (hidden from the storefront, kept) or unarchive one product. */
export const setProductArchived = defineAction(
  { name: "adminProducts.setArchived", access: "admin", input: archiveProductInputSchema },
  async ({ id, archived }, { session }): Promise<{ id: string; archived: boolean; updatedAt: string }> => {
    try {
      const { product } = await setArchivedAsAdmin(staffOf(session), id, archived);
      revalidateCatalog(id);
      return { id, archived: product.archived, updatedAt: product.updatedAt };
    } catch (error) {
      return refuse(error);
    }
  },
);

/**
 * Recall a product (or change its recall): its page shows it and sells nothing, listings hide it,
 * and each customer who ordered it is emailed once. Answers how many customers have been told.
 */
export const recallProduct = defineAction(
  { name: "adminProducts.recall", access: "admin", input: recallProductInputSchema },
  async ({ id, message, date }, { session }): Promise<{ id: string; told: number }> => {
    try {
      const { told } = await recallProductAsAdmin(staffOf(session), id, { message, date });
      sendAfterResponse();
      revalidateCatalog(id);
      return { id, told };
    } catch (error) {
      return refuse(error);
    }
  },
);

/** Delete one product (the admin confirmed first). */
export const deleteProduct = defineAction(
  { name: "adminProducts.delete", access: "admin", input: productRefInputSchema },
  async ({ id }, { session }): Promise<{ id: string }> => {
    try {
      await deleteProductAsAdmin(staffOf(session), id);
      revalidateCatalog(id);
      return { id };
    } catch (error) {
      return refuse(error);
    }
  },
);

export type BulkProductsAnswer = { done: string[]; refused: { id: string; message: string }[] };

/** Archive, unarchive or delete up to 50 products, each on its own; those refused are listed with the reason. */
export const bulkProducts = defineAction(
  { name: "adminProducts.bulk", access: "admin", input: bulkProductsInputSchema },
  async ({ ids, action }, { session }): Promise<BulkProductsAnswer> => {
    const results = await bulkProductsAsAdmin(staffOf(session), ids, action);
    const done = results.filter((r) => r.ok).map((r) => r.id);
    revalidateProducts(done);
    const failures = results.flatMap((r) => (r.ok ? [] : [r]));
    const t = failures.length > 0 ? await getTranslations("AdminProducts.errors") : null;
    return { done, refused: failures.map((r) => ({ id: r.id, message: refusalText(t!, r.code) })) };
  },
);
