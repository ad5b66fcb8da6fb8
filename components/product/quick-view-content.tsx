import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import type { Product } from "@/lib/catalog/schema";
import { ProductCore } from "./product-core";
import { productHref } from "@/lib/routes";
import styles from "./quick-view.module.css";

/** What the quick-view dialog shows: the product core (the same as on its page) and a link to the page. */
export async function QuickViewContent({ product, locale }: { product: Product; locale: string }) {
  const t = await getTranslations({ locale, namespace: "QuickView" });
  return (
    <ProductCore
      product={product}
      locale={locale}
      options={{ idPrefix: "quick-view", arrangement: "below", headingLevel: 2, preloadImage: false }}
    >
      <p className={styles.more}>
        <Link href={productHref(product.id)} className="button button-secondary">
          {t("viewDetails")}
        </Link>
      </p>
    </ProductCore>
  );
}
