import { StorefrontFrame } from "@/components/layout/storefront-frame";
import { AuthProvider } from "@/components/account/auth-provider";
import { pageLocale } from "@/lib/i18n/page-locale";

/**
 * The signed-in area (the account and checkout): the storefront frame inside the auth context
 * (the Firebase Auth SDK loads here, after hydration, never on the storefront's pages).
 */
export default async function SignedInLayout({ children, params }: LayoutProps<"/[locale]">) {
  const locale = await pageLocale(params);
  return (
    <StorefrontFrame locale={locale}>
      <AuthProvider>{children}</AuthProvider>
    </StorefrontFrame>
  );
}
