"use server";
// Server actions of the product screens. quickView: the quick-view dialog's content for a product
// card, rendered on the server with the same product core as the product pages.
import { createElement } from "react";
import { z } from "zod";
import { QuickViewContent } from "@/components/product/quick-view-content";
import { getProduct } from "@/lib/catalog/read";
import { LOCALES } from "@/lib/i18n/routing";
import { productIdSchema } from "@/lib/schemas";
import type { QuickViewResult } from "./quick-view-result";

const quickViewInput = z.object({ id: productIdSchema, locale: z.enum(LOCALES) });


/** Anyone may look at a product: no session needed; the id and language are checked with zod. */
export async function quickView(input: unknown): Promise<QuickViewResult> {
  const parsed = quickViewInput.safeParse(input);
  if (!parsed.success) return { ok: false, reason: "invalid" };
  const product = await getProduct(parsed.data.id);
  if (!product) return { ok: false, reason: "not-found" };
  return { ok: true, content: createElement(QuickViewContent, { product, locale: parsed.data.locale }) };
}
