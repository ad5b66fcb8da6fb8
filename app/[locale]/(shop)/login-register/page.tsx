import type { Metadata } from "next";
import { LoginRegisterPage, loginMetadata } from "@/components/account/login-register-page";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";

// Static (one per language): who is signed in is asked by the page's island in the browser.

export async function generateMetadata({ params }: PageProps<"/[locale]/login-register">): Promise<Metadata> {
  return loginMetadata(await metadataLocale(params));
}

export default async function Page({ params }: PageProps<"/[locale]/login-register">) {
  return <LoginRegisterPage locale={await pageLocale(params)} />;
}
