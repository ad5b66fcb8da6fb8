import { Suspense } from "react";
import { connection } from "next/server";
import { getMessages, getTranslations } from "next-intl/server";
import { countryOptions } from "@/components/ui/country-options";
import { Loading } from "@/components/ui/spinner";
import { ScreenFrame } from "@/components/ui/screen-frame";
import { requireUser } from "@/lib/auth/access";
import type { Messages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { ROUTES } from "@/lib/routes";
import { MAX_UNPAID_ORDERS } from "@/lib/orders/config";
import { unpaidLimitReached } from "@/lib/orders/unpaid";
import { offeredPaymentMethods } from "@/lib/payments/stripe";
import { listAddresses } from "@/lib/users/addresses";
import { readProfile } from "@/lib/users/profile";
import { CheckoutForm } from "./checkout-form";

/** /checkout: a static frame (breadcrumbs, heading), the signed-in part streaming in. */
export async function CheckoutPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Checkout" });
  return (
    <ScreenFrame locale={locale} title={t("title")}>
      <Suspense fallback={<Loading label={t("loading")} />}>
        <CheckoutSections locale={locale} />
      </Suspense>
    </ScreenFrame>
  );
}

async function CheckoutSections({ locale }: { locale: Locale }) {
  // The session is verified at request time (the proxy only saw that a cookie exists).
  await connection();
  const session = await requireUser(ROUTES.checkout);
  const [addresses, profile, messages, atLimit] = await Promise.all([
    listAddresses(session.uid),
    readProfile(session.uid),
    getMessages({ locale }),
    unpaidLimitReached(session.uid),
  ]);
  const all = messages as unknown as Messages;
  return (
    <CheckoutForm
      texts={all.Checkout}
      promotionTexts={all.Promotions}
      accountTexts={all.Account}
      addresses={addresses}
      countries={countryOptions(locale)}
      email={profile?.email || session.email || ""}
      paymentMethods={offeredPaymentMethods()}
      {...(atLimit ? { unpaidLimit: MAX_UNPAID_ORDERS } : {})}
    />
  );
}
