import "server-only";
// The parent's registry screens, under the account area: /my-account/registry (the list and a
// form to create one) and /my-account/registry/[slug] (details and address, share link, items,
// who bought what, delete). Everything reads the session, so it streams in behind <Suspense>
// and calls requireUser again (the proxy only checked that a cookie exists).
import { Suspense } from "react";
import { connection } from "next/server";
import { notFound } from "next/navigation";
import { getMessages, getTranslations } from "next-intl/server";
import { countryOptions } from "@/components/ui/country-options";
import form from "@/components/ui/form.module.css";
import { Section } from "@/components/ui/section";
import sections from "@/components/ui/section.module.css";
import { Price } from "@/components/ui/price";
import { AccountIntro } from "@/components/ui/account-intro";
import { OptimizedImage } from "@/components/ui/optimized-image";
import { Spinner } from "@/components/ui/spinner";
import { requireUser } from "@/lib/auth/access";
import { colorLabel } from "@/lib/catalog/colors";
import { nextAgeBand } from "@/lib/catalog/age";
import type { CatalogEntry } from "@/lib/catalog/entry";
import { parseListingQuery } from "@/lib/catalog/listing-query";
import { getEntries, listProducts } from "@/lib/catalog/read";
import type { Messages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { getRegistryForOwner, listRegistriesOf, type RegistryPurchase } from "@/lib/registry/db";
import { MAX_REGISTRIES_PER_USER, registrySlugSchema } from "@/lib/registry/schema";
import { productHref, registryHref, registryManageHref, ROUTES } from "@/lib/routes";
import { absoluteUrl } from "@/lib/site-url";
import { listAddresses } from "@/lib/users/addresses";
import { pickSuggestions } from "@/lib/registry/suggest";
import { AddToRegistryButton } from "@/components/cart/add-to-registry-button";
import type { EditorItem } from "./registry-items-editor";
import { CopyLink, DeleteRegistry, RegistryForm, RegistryItemsEditor } from "./registry-islands";
import { type RegistryTexts } from "./texts";
import styles from "./registry.module.css";
import { fill, plural } from "@/lib/i18n/format";


// ---------------------------------------------------------------------------
// /my-account/registry

async function RegistryListContent({ locale }: { locale: Locale }) {
  await connection(); // verifying the cookie reads the clock: request time only
  const session = await requireUser(ROUTES.registries);
  const [registries, addresses, messages] = await Promise.all([listRegistriesOf(session.uid), listAddresses(session.uid), getMessages({ locale })]);
  const { Registry: texts, Account: accountTexts } = messages as unknown as Messages;
  const full = registries.length >= MAX_REGISTRIES_PER_USER;
  return (
    <div className={sections.sections}>
      <Section id="registries" title={texts.listHeading}>
        {registries.length === 0 ? (
          <p className={form.hint}>{texts.listEmpty}</p>
        ) : (
          <ul className={styles.registries}>
            {registries.map((r) => (
              <li key={r.slug} className={sections.card}>
                <a href={registryManageHref(r.slug)} className={styles.itemName}>
                  {r.title}
                </a>
                <p className={form.hint}>
                  {texts.visibility[r.visibility]} · {plural(locale, texts.itemCount, r.itemCount)}
                </p>
                <p className={styles.shareUrl}>{absoluteUrl(registryHref(r.slug))}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="create-registry">
        {full ? (
          <p className={form.hint}>{fill(texts.form.limitReached, { max: MAX_REGISTRIES_PER_USER })}</p>
        ) : (
          <RegistryForm texts={texts} accountTexts={accountTexts} countries={countryOptions(locale)} savedAddresses={addresses} />
        )}
      </Section>
    </div>
  );
}

export async function RegistryListPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Registry" });
  return (
    <>
      <AccountIntro locale={locale} title={t("title")} trail={[{ label: t("title") }]} />
      <p className={sections.lead}>{t("intro")}</p>
      <Suspense fallback={<Spinner label={t("loading")} />}>
        <RegistryListContent locale={locale} />
      </Suspense>
    </>
  );
}

// ---------------------------------------------------------------------------
// /my-account/registry/[slug]

async function RegistryManageContent({ locale, slug: slugParam }: { locale: Locale; slug: Promise<string> }) {
  const parsed = registrySlugSchema.safeParse(await slugParam);
  if (!parsed.success) notFound();
  const slug = parsed.data;
  await connection();
  const session = await requireUser(registryManageHref(slug));
  const [mine, addresses, messages, tColor, tAge] = await Promise.all([
    getRegistryForOwner(session.uid, slug),
    listAddresses(session.uid),
    getMessages({ locale }),
    getTranslations({ locale, namespace: "Colors" }),
    getTranslations({ locale, namespace: "AgeBands" }),
  ]);
  // Someone else's registry is not found, like one that does not exist.
  if (!mine) notFound();
  const { registry, items, purchases, shipping } = mine;
  const { Registry: texts, Account: accountTexts } = messages as unknown as Messages;
  const entries = new Map((await getEntries([...new Set(items.map((i) => i.productId))])).map((e) => [e.id, e]));
  const editorItems: EditorItem[] = items.map((item) => {
    const entry = entries.get(item.productId);
    return {
      id: item.id,
      name: entry?.name ?? item.productId,
      choice: [item.color ? colorLabel(tColor, item.color) : "", item.size ?? ""].filter(Boolean).join(", "),
      image: entry?.images[0] ?? null,
      href: entry ? productHref(item.productId, { color: item.color, size: item.size }) : null,
      wanted: item.wanted,
      bought: item.bought,
      note: item.note,
    };
  });
  // Ideas for the age the baby grows into next: the best sellers of that band (a cached listing).
  const band = nextAgeBand(registry.dueDate, new Date());
  const suggestions = band
    ? pickSuggestions((await listProducts(parseListingQuery({ age: band, inStock: "1", sort: "best-selling" }))).items, new Set(items.map((i) => i.productId)))
    : [];
  const shareUrl = absoluteUrl(registryHref(slug));
  const { title, babyName, dueDate, message, visibility, surprise } = registry;
  const fields = { title, babyName, dueDate, message, visibility, surprise };
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });

  return (
    <>
      <AccountIntro locale={locale} title={registry.title} trail={[{ label: texts.title, href: ROUTES.registries }, { label: registry.title }]} />
      <div className={sections.sections}>
        <Section id="share" title={texts.share.heading} lead={texts.share.lead}>
          <div className={styles.shareRow}>
            <span className={styles.shareUrl} data-testid="share-url">
              {shareUrl}
            </span>
            <CopyLink url={shareUrl} label={texts.share.copy} copied={texts.share.copied} className="button button-secondary" />
            <a href={registryHref(slug)}>{texts.share.open}</a>
          </div>
        </Section>
        <Section id="items" title={texts.items.heading}>
          <RegistryItemsEditor slug={slug} items={editorItems} texts={texts} />
        </Section>
        {band && suggestions.length > 0 ? (
          <Section id="suggestions" title={fill(texts.suggestions.heading, { age: tAge(band) })} lead={fill(texts.suggestions.lead, { age: tAge(band) })}>
            <Suggestions entries={suggestions} locale={locale} chooseOptions={texts.suggestions.chooseOptions} />
          </Section>
        ) : null}
        <Section id="purchases" title={texts.purchases.heading}>
          <PurchasesTable purchases={purchases} texts={texts} date={date} names={new Map(editorItems.map((i) => [i.id, i.name]))} />
        </Section>
        <Section id="details">
          <RegistryForm texts={texts} accountTexts={accountTexts} countries={countryOptions(locale)} savedAddresses={addresses} editing={{ slug, fields, shipping }} />
        </Section>
        <Section id="delete-registry" title={texts.delete.heading} lead={texts.delete.lead}>
          <DeleteRegistry slug={slug} texts={texts} />
        </Section>
        <p>
          <a href={ROUTES.registries}>{texts.back}</a>
        </p>
      </div>
    </>
  );
}

/** Suggested products: a simple one goes on the registry from here, one with colours and sizes from its page. */
function Suggestions({ entries, locale, chooseOptions }: { entries: CatalogEntry[]; locale: Locale; chooseOptions: string }) {
  return (
    <ul className={styles.suggestions}>
      {entries.map((e) => (
        <li key={e.id} className={sections.card}>
          {e.images[0] ? <OptimizedImage src={e.images[0]} alt="" width={160} height={160} sizes="80px" loading="lazy" /> : null}
          <a href={productHref(e.id)} className={styles.itemName}>
            {e.name}
          </a>
          <Price price={e.price} finalPrice={e.finalPrice} discount={e.discount} locale={locale} />
          {e.hasVariations ? <a href={productHref(e.id)}>{chooseOptions}</a> : <AddToRegistryButton product={{ id: e.id, name: e.name }} />}
        </li>
      ))}
    </ul>
  );
}

function PurchasesTable({
  purchases,
  texts,
  date,
  names,
}: {
  purchases: RegistryPurchase[];
  texts: RegistryTexts;
  date: Intl.DateTimeFormat;
  names: Map<string, string>;
}) {
  const t = texts.purchases;
  if (purchases.length === 0) return <p className={form.hint}>{t.empty}</p>;
  return (
    <table className={styles.table}>
      <caption>{t.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.buyer}</th>
          <th scope="col">{t.item}</th>
          <th scope="col">{t.quantity}</th>
          <th scope="col">{t.date}</th>
        </tr>
      </thead>
      <tbody>
        {purchases.flatMap((p) =>
          p.lines.map((line, i) => (
            <tr key={`${p.id}-${i}`} className={p.status === "cancelled" ? styles.cancelled : undefined}>
              <td>{p.buyerName ?? t.nameHidden}</td>
              <td>
                {names.get(line.itemId) ?? line.name}
                {p.status === "cancelled" ? <span> ({t.cancelled})</span> : null}
              </td>
              <td>{line.quantity}</td>
              <td>{date.format(new Date(p.createdAt))}</td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}

export async function RegistryManagePage({ locale, slug }: { locale: Locale; slug: Promise<string> }) {
  const t = await getTranslations({ locale, namespace: "Registry" });
  return (
    <Suspense fallback={<Spinner label={t("loading")} />}>
      <RegistryManageContent locale={locale} slug={slug} />
    </Suspense>
  );
}
