import "server-only";
// The product page's safety recall for staff: whether the product is recalled and since when, how
// many customers have been told, and the form to recall it (or change the recall's text and date:
// nobody is told twice). recallProduct is admin-guarded and zod-parsed.
import { getTranslations } from "next-intl/server";
import { RecordForm } from "@/components/admin/admin-record-islands";
import { recallProduct } from "@/lib/actions/admin-products";
import type { ActionResult } from "@/lib/actions/result";
import type { Locale } from "@/lib/i18n/routing";
import type { Product } from "@/lib/catalog/schema";
import styles from "@/components/admin/record.module.css";

async function recallWith(id: string, form: Record<string, string>): Promise<ActionResult<{ message: string }>> {
  "use server";
  const result = await recallProduct({ id, message: form.message ?? "", date: form.date ?? "" });
  if (!result.ok) return result;
  const t = await getTranslations("AdminProducts.recall");
  return { ok: true, data: { message: t("done", { count: result.data.told }) } };
}

export async function ProductRecallSection({ product, told, locale }: { product: Product; told: number; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "AdminProducts.recall" });
  const recall = product.recall;
  return (
    <section aria-labelledby="product-recall-heading" className={styles.section} data-testid="product-recall-admin">
      <h2 id="product-recall-heading">{t("heading")}</h2>
      <p>{recall ? t("recalled", { date: recall.date, count: told }) : t("intro")}</p>
      <RecordForm
        run={recallWith.bind(null, product.id)}
        fields={[
          { name: "message", label: t("message"), type: "textarea", maxLength: 1000, defaultValue: recall?.message ?? "" },
          { name: "date", label: t("date"), type: "date", defaultValue: recall?.date ?? "" },
        ]}
        texts={{ submit: recall ? t("update") : t("submit"), working: t("working"), failed: t("failed") }}
      />
    </section>
  );
}
