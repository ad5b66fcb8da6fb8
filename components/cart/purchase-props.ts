// What the product page's buying block needs of a product (ProductPurchase in shopping-islands.tsx):
// the cart line's product fields, and the stock of each colour and size. Server-side helper.
import { finalPrice, type Product } from "@/lib/catalog/schema";
import type { PurchaseProps } from "./product-purchase-island";

export function purchasePropsOf(product: Product): PurchaseProps {
  return {
    product: {
      id: product.id,
      name: product.name,
      image: product.images[0] ?? "",
      price: product.price,
      finalPrice: finalPrice(product),
      discount: product.discount,
    },
    stock: product.stock,
    variants: product.variations.map((v) => ({ color: v.color, image: v.image, sizes: v.size })),
  };
}
