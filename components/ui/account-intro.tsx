import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import sections from "@/components/ui/section.module.css";
import type { Locale } from "@/lib/i18n/routing";
import { ROUTES } from "@/lib/routes";

/** A page of the account area: its breadcrumbs (home, My account, then `trail`) and its title. */
export async function AccountIntro({ locale, title, trail }: { locale: Locale; title: string; trail: { label: string; href?: string }[] }) {
  const common = await getTranslations({ locale, namespace: "Common" });
  const account = await getTranslations({ locale, namespace: "Account" });
  return (
    <div className={sections.intro}>
      <Breadcrumbs label={common("breadcrumb")} items={[{ label: common("home"), href: ROUTES.home }, { label: account("title"), href: ROUTES.account }, ...trail]} />
      <h1>{title}</h1>
    </div>
  );
}
