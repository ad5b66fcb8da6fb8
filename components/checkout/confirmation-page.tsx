import { Suspense } from "react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { Loading } from "@/components/shopping/loading";
import { ShopScreen } from "@/components/shopping/shop-screen";
import { requireUser } from "@/lib/auth/access";
import { formatPrice } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { getOrderOf } from "@/lib/orders/db";
import { orderIdSchema } from "@/lib/orders/schema";
import { ROUTES, checkoutConfirmationHref } from "@/lib/routes";
import styles from "./checkout.module.css";

/** After placing an order: thanks, what to do to pay, and the way to the order in the account. */
export async function ConfirmationPage({ locale, orderId }: { locale: Locale; orderId: string }) {
  const t = await getTranslations({ locale, namespace: "Checkout.confirmation" });
  return (
    <ShopScreen locale={locale} title={t("title")}>
      <Suspense fallback={<Loading label={t("title")} />}>
        <Confirmation locale={locale} orderId={orderId} />
      </Suspense>
    </ShopScreen>
  );
}

async function Confirmation({ locale, orderId }: { locale: Locale; orderId: string }) {
  await connection();
  const session = await requireUser(checkoutConfirmationHref(orderId));
  // Another user's order, or no order: the same "not found" (nothing tells them it exists).
  const order = orderIdSchema.safeParse(orderId).success ? await getOrderOf(session.uid, orderId) : null;
  if (!order) notFound();
  const t = await getTranslations({ locale, namespace: "Checkout.confirmation" });
  const instructions = order.payment.instructions;
  return (
    <div className={styles.confirmation}>
      <p className={styles.lead}>{t("lead", { id: order.id, email: order.email })}</p>
      {instructions.kind === "bank-transfer" ? (
        <section aria-labelledby="bank-details">
          <p>{t("nextTransfer", { amount: formatPrice(order.total, locale), reference: instructions.reference })}</p>
          <h2 id="bank-details">{t("bankHeading")}</h2>
          <dl className={styles.bank}>
            <dt>{t("accountHolder")}</dt>
            <dd>{instructions.accountHolder}</dd>
            <dt>{t("bank")}</dt>
            <dd>{instructions.bank}</dd>
            <dt>{t("iban")}</dt>
            <dd>{instructions.iban}</dd>
            <dt>{t("bic")}</dt>
            <dd>{instructions.bic}</dd>
            <dt>{t("reference")}</dt>
            <dd>{instructions.reference}</dd>
          </dl>
        </section>
      ) : (
        <p>{t("nextOnDelivery")}</p>
      )}
      <p className={styles.links}>
        <Link href={ROUTES.account} className="button">
          {t("viewOrders")}
        </Link>
        <Link href={ROUTES.shop} className="button button-secondary">
          {t("continueShopping")}
        </Link>
      </p>
    </div>
  );
}
