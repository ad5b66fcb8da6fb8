import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContactForm } from "@/components/contact/lazy-contact-form";
import { InfoPage, infoMetadata } from "@/components/info/info-page";
import styles from "@/components/info/info-page.module.css";
// The form's styles, in the page's first stylesheet: the form's code loads later (a lazy
// island), and its styles must not arrive with it (the fields would jump).
import "@/components/ui/form.module.css";
import "@/components/contact/contact-form.module.css";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/contact">): Promise<Metadata> {
  return infoMetadata(await metadataLocale(params), "Contact");
}

export default async function ContactPage({ params }: PageProps<"/[locale]/contact">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Contact" });
  return (
    <InfoPage locale={locale} namespace="Contact">
      <section aria-labelledby="contact-form-heading" className={styles.formWrap}>
        <h2 id="contact-form-heading">{t("formHeading")}</h2>
        <ContactForm
          locale={locale}
          labels={{
            name: t("name"),
            email: t("email"),
            message: t("message"),
            messageHint: t("messageHint"),
            submit: t("submit"),
            pending: t("pending"),
            required: t("required"),
            honeypot: t("honeypot"),
          }}
        />
      </section>
    </InfoPage>
  );
}
