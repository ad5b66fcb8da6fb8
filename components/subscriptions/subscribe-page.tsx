import "server-only";
// /subscribe/[productId]: subscribing to a product, signed in. The product page's Subscribe link
// carries the interval, colour, size and quantity chosen there (parsed here; anything the product
// does not offer falls back to its first choice). The agreement's words are made here for every
// interval and payment the form offers, by the same function the subscribe action records with.
import { Suspense } from "react";
import { connection } from "next/server";
import { notFound } from "next/navigation";
import { getMessages, getTranslations } from "next-intl/server";
import { z } from "zod";
import { countryOptions } from "@/components/ui/country-options";
import { Loading } from "@/components/ui/spinner";
import { ScreenFrame } from "@/components/ui/screen-frame";
import form from "@/components/ui/form.module.css";
import { requireUser } from "@/lib/auth/access";
import { colorLabel } from "@/lib/catalog/colors";
import { getProduct } from "@/lib/catalog/read";
import { isProductId } from "@/lib/catalog/schema";
import type { Messages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { offeredPaymentMethods } from "@/lib/payments/stripe";
import { subscribeHref } from "@/lib/routes";
import { MAX_SUBSCRIPTION_QUANTITY } from "@/lib/subscriptions/config";
import { consentText } from "@/lib/subscriptions/consent";
import { subscriberPriceNow } from "@/lib/subscriptions/read";
import { listAddresses } from "@/lib/users/addresses";
import { SubscribeForm } from "./subscription-islands";
import styles from "./subscriptions.module.css";

/** A query parameter given once (a repeated one: its first), or undefined when it is not what is asked. */
const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const querySchema = z.object({
  interval: z.preprocess(first, z.coerce.number().int().optional()).catch(undefined),
  color: z.preprocess(first, z.string().max(40).optional()).catch(undefined),
  size: z.preprocess(first, z.string().max(40).optional()).catch(undefined),
  quantity: z.preprocess(first, z.coerce.number().int().min(1).max(MAX_SUBSCRIPTION_QUANTITY).optional()).catch(undefined),
});

async function SubscribeContent({ locale, productId, query }: { locale: Locale; productId: Promise<string>; query: Promise<Record<string, string | string[] | undefined>> }) {
  const id = await productId;
  if (!isProductId(id)) notFound();
  await connection();
  const session = await requireUser(subscribeHref(id));
  const [product, addresses, messages, t, colors] = await Promise.all([
    getProduct(id),
    listAddresses(session.uid),
    getMessages({ locale }),
    getTranslations({ locale, namespace: "Subscriptions" }),
    getTranslations({ locale, namespace: "Colors" }),
  ]);
  if (!product || product.archived) notFound();
  const all = messages as unknown as Messages;
  const offer = product.subscription;
  if (!offer || product.recall) return <p className={form.hint}>{t("subscribe.notOffered")}</p>;

  const asked = querySchema.parse(await query);
  const colorsOffered = product.variations.map((v) => v.color);
  const sizesOf = (color?: string) => product.variations.find((v) => v.color === color)?.size.map((s) => s.name) ?? [];
  const color = asked.color && colorsOffered.includes(asked.color) ? asked.color : colorsOffered[0];
  const size = asked.size && sizesOf(color).includes(asked.size) ? asked.size : sizesOf(color)[0];
  const intervalWeeks = asked.interval && offer.intervals.includes(asked.interval) ? asked.interval : offer.intervals[0]!;
  const paymentMethods = offeredPaymentMethods().filter((m): m is "card" | "cash-on-delivery" => m === "card" || m === "cash-on-delivery");
  const consentWords = await getTranslations({ locale, namespace: "Subscriptions.consent" });
  const consent = Object.fromEntries(
    offer.intervals.flatMap((weeks) =>
      paymentMethods.map((paymentMethod) => [`${weeks}|${paymentMethod}`, consentText((key, values) => consentWords(key, values), { weeks, discountPercent: offer.discountPercent, paymentMethod })]),
    ),
  );
  return (
    <SubscribeForm
      offer={{
        productId: product.id,
        name: product.name,
        subscriberUnitPrice: subscriberPriceNow(product),
        discountPercent: offer.discountPercent,
        intervals: offer.intervals.map((weeks) => ({ weeks, label: t("change.weeks", { weeks }) })),
        colors: colorsOffered.map((value) => ({ value, label: colorLabel(colors, value) })),
        sizes: sizesOf(color),
        ladder: Boolean(offer.ladder?.length),
        paymentMethods,
        consent,
      }}
      initial={{ intervalWeeks, quantity: asked.quantity ?? 1, ...(color ? { color } : {}), ...(size ? { size } : {}) }}
      texts={{ subscribe: all.Subscriptions.subscribe, change: all.Subscriptions.change }}
      checkoutTexts={all.Checkout}
      addressTexts={all.Account}
      addresses={addresses}
      countries={countryOptions(locale)}
      locale={locale}
    />
  );
}

export async function SubscribePage({ locale, productId, query }: { locale: Locale; productId: Promise<string>; query: Promise<Record<string, string | string[] | undefined>> }) {
  const t = await getTranslations({ locale, namespace: "Subscriptions" });
  return (
    <ScreenFrame locale={locale} title={t("subscribe.metaTitle")}>
      <div className={styles.subscribe}>
        <Suspense fallback={<Loading label={t("loading")} />}>
          <SubscribeContent locale={locale} productId={productId} query={query} />
        </Suspense>
      </div>
    </ScreenFrame>
  );
}
