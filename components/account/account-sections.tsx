import "server-only";
// The account page's dynamic part (it reads the session, so it streams in behind <Suspense>):
// the signed-in user's orders, profile and address book, the four forms and "Download my data".
import { connection } from "next/server";
import { getMessages } from "next-intl/server";
import { requireUser } from "@/lib/auth/access";
import type { Messages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { API_ROUTES, ROUTES } from "@/lib/routes";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/users/schema";
import { signsInWithPassword } from "@/lib/users/account";
import { listAddresses, MAX_ADDRESSES } from "@/lib/users/addresses";
import { readProfile } from "@/lib/users/profile";
import { AddressBook, DeleteAccountForm, PasswordForm, ProfileForm } from "./account-islands";
import { countryOptions } from "@/components/ui/country-options";
import { Section } from "@/components/ui/section";
import sections from "@/components/ui/section.module.css";
// The forms' styles come with the page, so their islands' server HTML is styled at once.
import form from "@/components/ui/form.module.css";
import { fill } from "@/lib/i18n/format";
import { loadOrderHistory, OrderHistory, type SearchParams } from "@/components/orders/order-history";
import styles from "./account.module.css";

export async function AccountSections({ locale, searchParams }: { locale: Locale; searchParams: Promise<SearchParams> }) {
  // Request time only: verifying the cookie reads the clock, which no prerender (not even the
  // prefetch shell that session content may join) is allowed to do.
  await connection();
  // The proxy only checked that a cookie exists; this verifies it (signature, revocation).
  const session = await requireUser(ROUTES.account);
  const [profile, addresses, messages, orders, hasPassword] = await Promise.all([
    readProfile(session.uid),
    listAddresses(session.uid),
    getMessages({ locale }),
    searchParams.then((query) => loadOrderHistory(session.uid, query)),
    signsInWithPassword(session.uid),
  ]);
  const texts = (messages as unknown as Messages).Account;
  const { Orders: ordersTexts, Promotions: promotionTexts, Colors: colors } = messages as unknown as Messages;
  const email = profile?.email || session.email || "";

  return (
    <div className={sections.sections}>
      <p className={styles.signedIn}>{fill(texts.signedInAs, { email })}</p>
      <Section id="orders" title={ordersTexts.heading} lead={ordersTexts.intro}>
        <OrderHistory data={orders} locale={locale} texts={ordersTexts} promotionTexts={promotionTexts} colors={colors} />
      </Section>
      <Section id="profile" title={texts.profile.heading} lead={texts.profile.intro}>
        <ProfileForm texts={texts} profile={{ firstName: profile?.firstName ?? "", lastName: profile?.lastName ?? "", email }} />
      </Section>
      <Section id="password" title={texts.password.heading}>
        <PasswordForm texts={texts} minLength={PASSWORD_MIN_LENGTH} maxLength={PASSWORD_MAX_LENGTH} />
      </Section>
      <Section id="addresses" title={texts.addresses.heading} lead={fill(texts.addresses.intro, { max: MAX_ADDRESSES })}>
        <AddressBook texts={texts} addresses={addresses} countries={countryOptions(locale)} max={MAX_ADDRESSES} />
      </Section>
      <Section id="your-data" title={texts.data.heading} lead={texts.data.intro}>
        {/* A plain link: the file is an attachment (Content-Disposition), so the page stays. */}
        <p className={form.actions}>
          <a href={API_ROUTES.accountData} download className="button" aria-describedby="your-data-format">
            {texts.data.download}
          </a>
        </p>
        <p id="your-data-format" className={form.hint}>
          {texts.data.format}
        </p>
      </Section>
      <Section id="delete-account" title={texts.delete.heading} lead={texts.delete.intro}>
        <DeleteAccountForm texts={texts} passwordMaxLength={hasPassword ? PASSWORD_MAX_LENGTH : null} />
      </Section>
    </div>
  );
}
