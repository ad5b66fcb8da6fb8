import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { Price } from "@/components/ui/price";
import { OptimizedImage } from "@/components/ui/optimized-image";
import type { CatalogEntry } from "@/lib/catalog/entry";
import { productHref } from "@/lib/routes";
import { entryTexts } from "@/lib/catalog/translations";
import { Countdown, DealGate } from "./home-islands";
import home from "./home.module.css";

/** The running deal that ends first, with its countdown; it disappears by itself at the end. */
export async function Deal({ entry, endsAt, locale }: { entry: CatalogEntry; endsAt: string; locale: string }) {
  const t = await getTranslations({ locale, namespace: "Home" });
  const ends = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(
    new Date(endsAt),
  );
  const image = entry.images[0];
  const texts = entryTexts(entry, locale);
  return (
    <DealGate endsAt={endsAt}>
      <section aria-labelledby="deal-heading" className={home.deal}>
        <div className={home.dealImage}>
          {image && <OptimizedImage src={image} alt="" width={600} height={600} sizes="(min-width: 900px) 420px, 80vw" />}
        </div>
        <div className={home.dealText}>
          <p className={home.dealEyebrow}>{t("dealEyebrow")}</p>
          <h2 id="deal-heading" className={home.dealTitle}>
            {texts.name}
          </h2>
          {texts.shortDescription && <p className={home.sectionText}>{texts.shortDescription}</p>}
          <Price price={entry.price} finalPrice={entry.finalPrice} discount={entry.discount} locale={locale} size="lg" showBadge />
          <Countdown
            endsAt={endsAt}
            endsLabel={t("dealEnds", { date: ends })}
            units={{ days: t("days"), hours: t("hours"), minutes: t("minutes"), seconds: t("seconds") }}
          />
          <Link href={productHref(entry.id)} className="button" aria-label={t("dealCtaLabel", { name: texts.name })}>
            {t("dealCta")}
          </Link>
        </div>
      </section>
    </DealGate>
  );
}

