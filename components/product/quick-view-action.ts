"use server";
// Server actions of the product screens. quickView: the quick-view dialog's content for a product
// card, rendered on the server with the same product core as the product pages.
import { createElement, type ReactNode } from "react";
import { z } from "zod";
import { QuickViewContent } from "@/components/product/quick-view-content";
import { ActionError, defineAction } from "@/lib/actions/define-action";
import { getProduct } from "@/lib/catalog/read";
import { LOCALES } from "@/lib/i18n/routing";
import { productIdSchema } from "@/lib/catalog/schema";

const quickViewInput = z.object({ id: productIdSchema, locale: z.enum(LOCALES) });

/** Anyone may look at a product: no session needed; the id and language are checked with zod. */
export const quickView = defineAction(
  { name: "product.quickView", access: "public", input: quickViewInput },
  async ({ id, locale }): Promise<ReactNode> => {
    const product = await getProduct(id);
    if (!product) throw new ActionError("not-found");
    return createElement(QuickViewContent, { product, locale });
  },
);
