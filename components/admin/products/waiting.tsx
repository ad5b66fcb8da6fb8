import "server-only";
// Back-in-stock requests as staff see them (lib/admin/products/waiting.ts): the "Waiting for
// stock" screen, products by how many shoppers wait, and the product page's section with the
// counts per colour and size. Both read the same counts, drawn by one table.
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { RecordTable } from "@/components/admin/record-table";
import { adminProductHref } from "@/lib/admin/routes";
import type { ChoiceWaiting, ProductWaiting } from "@/lib/admin/products/waiting";
import type { Locale } from "@/lib/i18n/routing";
import styles from "@/components/admin/record.module.css";

type Texts = Awaited<ReturnType<typeof getTranslations<"AdminRestock">>>;

const choiceName = (t: Texts, c: ChoiceWaiting) => (c.color && c.size ? t("choice", { color: c.color, size: c.size }) : t("wholeProduct"));

function ChoicesTable({ t, number, caption, choices }: { t: Texts; number: Intl.NumberFormat; caption: string; choices: ChoiceWaiting[] }) {
  return (
    <RecordTable
      caption={caption}
      rows={choices}
      rowKey={(c) => `${c.color ?? ""}\n${c.size ?? ""}`}
      columns={[
        { key: "choice", header: t("columns.choice"), rowHeader: true, cell: (c) => choiceName(t, c) },
        { key: "waiting", header: t("columns.waiting"), numeric: true, cell: (c) => number.format(c.waiting) },
        { key: "stock", header: t("columns.stock"), numeric: true, cell: (c) => number.format(c.stock) },
      ]}
    />
  );
}

/** /products/waiting: every product shoppers wait for, most waiting first, with its choices. */
export async function WaitingScreen({ locale, products }: { locale: Locale; products: ProductWaiting[] }) {
  const t = await getTranslations({ locale, namespace: "AdminRestock" });
  const number = new Intl.NumberFormat(locale);
  if (products.length === 0) return <p>{t("empty")}</p>;
  return (
    <>
      <p>{t("lead")}</p>
      {products.map((p) => (
        <section key={p.productId} aria-labelledby={`waiting-${p.productId}`} className={styles.section} data-testid="waiting-product">
          <h2 id={`waiting-${p.productId}`}>
            <Link href={adminProductHref(p.productId)}>{p.name}</Link> · {t("count", { count: p.waiting })}
          </h2>
          <ChoicesTable t={t} number={number} caption={t("caption", { name: p.name })} choices={p.choices} />
        </section>
      ))}
    </>
  );
}

/** The product page's count of who waits for it, beside its stock. */
export async function ProductWaitingSection({ locale, waiting }: { locale: Locale; waiting: ProductWaiting }) {
  const t = await getTranslations({ locale, namespace: "AdminRestock" });
  return (
    <section aria-labelledby="product-waiting-heading" className={styles.section} data-testid="product-waiting">
      <h2 id="product-waiting-heading">{t("heading")}</h2>
      <p>{t("count", { count: waiting.waiting })}</p>
      {waiting.choices.length > 0 ? <ChoicesTable t={t} number={new Intl.NumberFormat(locale)} caption={t("caption", { name: waiting.name })} choices={waiting.choices} /> : null}
    </section>
  );
}
