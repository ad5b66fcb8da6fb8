import "server-only";
// /products/new and /products/[id]: the product form for staff, and (when editing) the audit
// entries about the product, and its safety recall. The id and the session are read behind <Suspense> (requireAdmin
// again, whatever the proxy decided); the product is read fresh (archived ones too), never from
// the storefront's cache.
import { Link } from "@/components/ui/link";
import { connection } from "next/server";
import { notFound } from "next/navigation";
import { getMessages, getTranslations } from "next-intl/server";
import { AdminRecordScreen } from "@/components/admin/admin-screen";
import { AuditLog } from "@/components/admin/audit-log";
import type { AuditValues } from "@/lib/admin/audit";
import { emptyProductForm, productToForm } from "@/lib/admin/products/form";
import { AGE_BAND_IDS, rangeOfBand } from "@/lib/catalog/age";
import { getProductForAdmin, productAudit } from "@/lib/admin/products/db";
import { requireAdmin } from "@/lib/auth/access";
import type { Messages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { productHref } from "@/lib/routes";
import { adminNewProductHref, adminProductHref, adminProductsHref } from "@/lib/admin/routes";
import { CATEGORIES, productIdSchema } from "@/lib/catalog/schema";
import { recallNoticeCount } from "@/lib/admin/products/recall";
import { waitingFor } from "@/lib/admin/products/waiting";
import { MAX_INTERVAL_WEEKS, MIN_INTERVAL_WEEKS } from "@/lib/catalog/subscription-offer";
import { ProductEditor } from "./admin-product-islands";
import { ProductRecallSection } from "./product-recall";
import { ProductWaitingSection } from "./waiting";
import frame from "@/components/admin/admin-frame.module.css";
import styles from "@/components/admin/orders/admin-orders.module.css";
// The editor island's styles come with the page (components/ui/island.tsx).
import "@/components/ui/form.module.css";
import "./admin-products.module.css";
import "@/components/admin/record-editor.module.css";

/** An audit value as a short text: names and numbers as they are, lists and objects as JSON. */
function auditValues(v: AuditValues): string {
  return Object.entries(v)
    .map(([k, x]) => `${k}: ${typeof x === "string" ? x : JSON.stringify(x)}`)
    .join(", ");
}

async function Content({ locale, id: idParam }: { locale: Locale; id: Promise<string> | null }) {
  let id: string | null = null;
  if (idParam) {
    const parsed = productIdSchema.safeParse(await idParam);
    if (!parsed.success) notFound();
    id = parsed.data;
  }
  await connection();
  await requireAdmin(id ? adminProductHref(id) : adminNewProductHref());
  const [product, audit, told, messages, t, tCategories, tAge] = await Promise.all([
    id ? getProductForAdmin(id) : null,
    id ? productAudit(id) : [],
    id ? recallNoticeCount(id) : 0,
    getMessages({ locale }),
    getTranslations({ locale, namespace: "AdminProducts" }),
    getTranslations({ locale, namespace: "Categories" }),
    getTranslations({ locale, namespace: "AgeBands" }),
  ]);
  if (id && !product) notFound();
  const waiting = product ? await waitingFor(product) : null;
  const texts = (messages as unknown as Messages).AdminProducts;
  const colors = (messages as unknown as Messages).Colors as Record<string, string>;
  const title = product ? t("form.titleEdit", { name: product.name }) : t("form.titleNew");
  const actionName = (a: string) => {
    const key = a.replace(/^product\./, "");
    return key in texts.audit.actions ? t(`audit.actions.${key}` as "audit.actions.create") : a;
  };
  return (
    <>
      <p className={styles.back}>
        <Link href={adminProductsHref()}>{t("form.back")}</Link>
        {product && !product.archived ? (
          <>
            {" · "}
            <Link href={productHref(product.id)}>
              {t("form.viewInShop")}
            </Link>
          </>
        ) : null}
      </p>
      <h1 className={frame.title}>{title}</h1>
      <ProductEditor
        key={product?.id ?? "new"}
        initial={product ? productToForm(product) : emptyProductForm()}
        updatedAt={product?.updatedAt ?? null}
        categories={CATEGORIES.map((c) => ({ value: c, label: tCategories(c) }))}
        colorNames={Object.keys(colors)}
        agePresets={AGE_BAND_IDS.map((band) => ({ band, label: tAge(band), ...rangeOfBand(band) }))}
        intervalOptions={Array.from({ length: MAX_INTERVAL_WEEKS - MIN_INTERVAL_WEEKS + 1 }, (_, i) => MIN_INTERVAL_WEEKS + i).map((weeks) => ({
          weeks,
          label: t("subscription.weeks", { count: weeks }),
        }))}
        texts={{
          form: texts.form,
          grid: texts.grid,
          subscription: texts.subscription,
          images: texts.images,
          storageErrors: texts.storageErrors,
          translations: { ...(messages as unknown as Messages).AdminTranslations, locale },
        }}
      />
      {waiting ? <ProductWaitingSection locale={locale} waiting={waiting} /> : null}
      {product ? <ProductRecallSection product={product} told={told} locale={locale} /> : null}
      {product ? (
        <AuditLog
          id="product"
          entries={audit}
          locale={locale}
          actionName={actionName}
          values={auditValues}
          texts={{
            heading: t("audit.heading"),
            caption: t("audit.caption", { name: product.name }),
            empty: t("audit.empty"),
            when: t("audit.when"),
            who: t("audit.who"),
            what: t("audit.what"),
            before: t("audit.before"),
            after: t("audit.after"),
          }}
        />
      ) : null}
    </>
  );
}

export function ProductEditPage({ locale, id }: { locale: Locale; id: Promise<string> | null }) {
  return (
    <AdminRecordScreen locale={locale}>
      <Content locale={locale} id={id} />
    </AdminRecordScreen>
  );
}
