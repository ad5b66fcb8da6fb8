import "server-only";
// /promotions/new and /promotions/[id]: a promotion for staff. The id and the session are read
// behind <Suspense> (requireAdmin again, whatever the proxy decided); the promotion is read fresh.
// An existing one shows its uses and discount given, pause / resume / archive (archiving asks
// first), the edit form (not once archived), its single-use codes (made in bulk, downloaded as
// CSV), when a use is given back, its orders (newest first, in pages) and its audit entries.
import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { connection } from "next/server";
import { notFound } from "next/navigation";
import { getMessages, getTranslations } from "next-intl/server";
import { AdminRecordScreen } from "@/components/admin/admin-screen";
import { RecordActions, RecordForm } from "@/components/admin/admin-record-islands";
import { AuditLog, type AuditLogTexts } from "@/components/admin/audit-log";
import type { Column } from "@/components/admin/management/types";
import { RecordPager, RecordTable } from "@/components/admin/record-table";
import { changePromotionStatus, generatePromotionCodes } from "@/lib/actions/admin-promotions";
import type { ActionResult } from "@/lib/actions/result";
import type { AuditEntry, AuditValues } from "@/lib/admin/audit";
import { getPromotionForAdmin, promotionAudit, promotionOrders, singleUseCodeCounts, type PromotionRow } from "@/lib/admin/promotions/db";
import { emptyPromotionForm, promotionToForm } from "@/lib/admin/promotions/form";
import { parseOrdersCursor } from "@/lib/admin/promotions/query";
import { adminNewPromotionHref, adminOrderHref, adminPromotionHref, adminPromotionsHref, promotionCodesCsvHref } from "@/lib/admin/routes";
import { textToInt } from "@/lib/admin/typed-values";
import { requireAdmin } from "@/lib/auth/access";
import { CATEGORIES } from "@/lib/catalog/schema";
import { formatPrice } from "@/lib/format";
import { formatDate } from "@/lib/i18n/format";
import type { Messages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { SHIPPING_METHODS } from "@/lib/orders/config";
import { isAnonymized, type Order } from "@/lib/orders/schema";
import type { OrderStatus } from "@/lib/orders/status";
import { BENEFIT_KINDS, MAX_BULK_CODES, PROMOTION_CLASSES, promotionIdSchema, type PromotionStatus } from "@/lib/promotions/schema";
import { PromotionEditor } from "./promotion-islands";
import { promotionSummary, type PromotionTexts } from "./promotion-texts";
import frame from "@/components/admin/admin-frame.module.css";
import record from "@/components/admin/record.module.css";
// The islands' styles come with the page (components/ui/island.tsx).
import "@/components/ui/form.module.css";
import "@/components/admin/record-editor.module.css";

const styles = { ...record };

/** The status buttons' action (bound to the promotion): changePromotionStatus (admin-guarded, zod-parsed), answering the text to announce. */
async function changeStatus(id: string, choice: string): Promise<ActionResult<{ message: string }>> {
  "use server";
  const result = await changePromotionStatus({ id, status: choice as PromotionStatus });
  if (!result.ok) return result;
  const t = await getTranslations("AdminPromotions.detail");
  return { ok: true, data: { message: t(`changed.${result.data.status}`) } };
}

/** The bulk codes form's action (bound to the promotion): the count as typed, then generatePromotionCodes (admin-guarded, zod-parsed). */
async function makeCodes(id: string, form: Record<string, string>): Promise<ActionResult<{ message: string }>> {
  "use server";
  const result = await generatePromotionCodes({ id, count: textToInt(form.count ?? ""), prefix: (form.prefix ?? "").trim() });
  if (!result.ok) return result;
  const t = await getTranslations("AdminPromotions.codes");
  return { ok: true, data: { message: t("made", { count: result.data.made }) } };
}

type Props = { locale: Locale; id: Promise<string> | null; searchParams?: Promise<Record<string, string | string[] | undefined>> };

async function Content({ locale, id: idParam, searchParams }: Props) {
  let id: string | null = null;
  if (idParam) {
    const parsed = promotionIdSchema.safeParse(await idParam);
    if (!parsed.success) notFound();
    id = parsed.data;
  }
  await connection();
  await requireAdmin(id ? adminPromotionHref(id) : adminNewPromotionHref());
  const cursor = searchParams ? parseOrdersCursor(await searchParams) : undefined;
  const [promotion, messages, t, tCategories] = await Promise.all([
    id ? getPromotionForAdmin(id) : null,
    getMessages({ locale }),
    getTranslations({ locale, namespace: "AdminPromotions" }),
    getTranslations({ locale, namespace: "Categories" }),
  ]);
  if (id && !promotion) notFound();
  const texts = (messages as unknown as Messages).AdminPromotions;
  const editor = (
    <PromotionEditor
      key={promotion?.id ?? "new"}
      initial={promotion ? promotionToForm(promotion) : emptyPromotionForm()}
      loaded={promotion ? { id: promotion.id, updatedAt: promotion.updatedAt } : null}
      kinds={BENEFIT_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
      categories={CATEGORIES.map((c) => ({ value: c, label: tCategories(c) }))}
      methods={SHIPPING_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
      classes={PROMOTION_CLASSES.map((c) => ({ value: c, label: t(`classes.${c}`) }))}
      texts={texts.form}
    />
  );
  return (
    <>
      <p className={styles.back}>
        <Link href={adminPromotionsHref()}>{t("detail.back")}</Link>
      </p>
      <h1 className={frame.title}>{promotion ? promotion.name : t("form.titleNew")}</h1>
      {promotion ? <Existing promotion={promotion} editor={editor} cursor={cursor} locale={locale} t={t} auditTexts={texts.audit} /> : editor}
    </>
  );
}

type ExistingProps = { promotion: PromotionRow; editor: ReactNode; cursor?: string; locale: Locale; t: PromotionTexts; auditTexts: Omit<AuditLogTexts, "caption"> };

async function Existing({ promotion: p, editor, cursor, locale, t, auditTexts }: ExistingProps) {
  const [orders, audit, codes, tStatus] = await Promise.all([
    promotionOrders(p.id, cursor),
    promotionAudit(p.id),
    p.trigger === "code" ? singleUseCodeCounts(p.id) : null,
    getTranslations({ locale, namespace: "Orders.status" }),
  ]);
  const summary = promotionSummary(p, t, locale);
  const archive = { value: "archived", label: t("detail.archive"), secondary: true, confirm: { question: t("detail.archiveQuestion", { name: p.name }), yes: t("detail.archiveYes"), no: t("detail.archiveNo") } };
  const choices = p.status === "active" ? [{ value: "paused", label: t("detail.pause") }, archive] : p.status === "paused" ? [{ value: "active", label: t("detail.resume") }, archive] : [];
  return (
    <>
      <dl className={styles.facts} data-testid="promotion-figures">
        <div>
          <dt>{t("columns.status")}</dt>
          <dd data-testid="promotion-status">{summary.status}</dd>
        </div>
        <div>
          <dt>{t("columns.trigger")}</dt>
          <dd>{summary.trigger}</dd>
        </div>
        <div>
          <dt>{t("columns.uses")}</dt>
          <dd>{summary.uses}</dd>
        </div>
        <div>
          <dt>{t("columns.given")}</dt>
          <dd>{summary.given}</dd>
        </div>
        <div>
          <dt>{t("columns.window")}</dt>
          <dd>{summary.window}</dd>
        </div>
      </dl>

      <section aria-labelledby="promotion-status-heading" className={styles.section}>
        <h2 id="promotion-status-heading">{t("detail.statusHeading")}</h2>
        <RecordActions run={changeStatus.bind(null, p.id)} choices={choices} texts={{ working: t("detail.working"), failed: t("detail.failed"), none: t("detail.archivedNote") }} />
      </section>

      {p.status === "archived" ? null : (
        <section aria-labelledby="promotion-edit-heading" className={styles.section}>
          <h2 id="promotion-edit-heading">{t("detail.editHeading")}</h2>
          {editor}
        </section>
      )}

      {codes ? (
        <section aria-labelledby="promotion-codes-heading" className={styles.section}>
          <h2 id="promotion-codes-heading">{t("codes.heading")}</h2>
          <p data-testid="promotion-code-counts">{t("codes.counts", { total: codes.total, used: codes.used })}</p>
          {codes.total > 0 ? (
            <p>
              <a href={promotionCodesCsvHref(p.id)} download>
                {t("codes.download")}
              </a>
            </p>
          ) : null}
          {p.status === "archived" ? null : (
            <RecordForm
              run={makeCodes.bind(null, p.id)}
              fields={[
                { name: "count", label: t("codes.count"), hint: t("codes.countHint", { max: MAX_BULK_CODES }), inputMode: "numeric", maxLength: 5 },
                { name: "prefix", label: t("codes.prefix"), hint: t("codes.prefixHint"), maxLength: 8, optional: true },
              ]}
              texts={{ submit: t("codes.generate"), working: t("codes.working"), failed: t("codes.failed") }}
            />
          )}
        </section>
      ) : null}

      <section aria-labelledby="promotion-give-back-heading" className={styles.section}>
        <h2 id="promotion-give-back-heading">{t("detail.giveBackHeading")}</h2>
        <p>{t("detail.giveBack")}</p>
      </section>

      <Orders promotion={p} orders={orders.orders} next={orders.next} cursor={cursor} locale={locale} t={t} statusName={(s) => tStatus(s)} />
      <Audit promotion={p} entries={audit} locale={locale} t={t} texts={auditTexts} />
    </>
  );
}

type OrdersProps = { promotion: PromotionRow; orders: Order[]; next: string | null; cursor?: string; locale: Locale; t: PromotionTexts; statusName: (s: OrderStatus) => string };

function Orders({ promotion, orders, next, cursor, locale, t, statusName }: OrdersProps) {
  const discountOf = (o: Order) => o.promotions?.find((a) => a.promotionId === promotion.id)?.amount ?? 0;
  const columns: Column<Order>[] = [
    { key: "id", header: t("orders.id"), rowHeader: true, cell: (o) => <Link href={adminOrderHref(o.id)}>{o.id}</Link> },
    { key: "date", header: t("orders.date"), cell: (o) => <time dateTime={o.createdAt}>{formatDate(o.createdAt, locale)}</time> },
    { key: "customer", header: t("orders.customer"), cell: (o) => (isAnonymized(o) ? t("orders.formerCustomer") : o.email) },
    { key: "status", header: t("orders.status"), cell: (o) => statusName(o.status) },
    { key: "discount", header: t("orders.discount"), cell: (o) => formatPrice(discountOf(o), locale) },
    { key: "total", header: t("orders.total"), cell: (o) => formatPrice(o.total, locale) },
  ];
  return (
    <section aria-labelledby="promotion-orders-heading" className={styles.section}>
      <h2 id="promotion-orders-heading">{t("orders.heading")}</h2>
      {orders.length === 0 ? (
        <p>{t(cursor ? "orders.noMore" : "orders.empty")}</p>
      ) : (
        <RecordTable caption={t("orders.caption", { name: promotion.name })} columns={columns} rows={orders} rowKey={(o) => o.id} />
      )}
      <RecordPager
        label={t("orders.pager")}
        first={cursor ? { href: adminPromotionHref(promotion.id), label: t("orders.first") } : undefined}
        next={next ? { href: adminPromotionHref(promotion.id, next), label: t("orders.next") } : undefined}
      />
    </section>
  );
}

/** An edit's entry keeps the whole promotion before and after: only what changed is shown. */
function changedOnly(e: AuditEntry): AuditEntry {
  if (e.action !== "promotion.update" || !e.before || !e.after) return e;
  const keys = [...new Set([...Object.keys(e.before), ...Object.keys(e.after)])].filter((k) => k !== "updatedAt" && JSON.stringify(e.before![k]) !== JSON.stringify(e.after![k]));
  const pick = (v: AuditValues) => Object.fromEntries(keys.map((k) => [k, v[k] ?? null]));
  return { ...e, before: pick(e.before), after: pick(e.after) };
}

function Audit({ promotion, entries, locale, t, texts }: { promotion: PromotionRow; entries: AuditEntry[]; locale: Locale; t: PromotionTexts; texts: Omit<AuditLogTexts, "caption"> }) {
  const ACTIONS: Record<string, "create" | "update" | "status" | "codes"> = { "promotion.create": "create", "promotion.update": "update", "promotion.status": "status", "promotion.codes": "codes" };
  return (
    <AuditLog
      id="promotion"
      entries={entries.map(changedOnly)}
      locale={locale}
      texts={{ ...texts, caption: t("audit.caption", { name: promotion.name }) }}
      actionName={(a) => (ACTIONS[a] ? t(`audit.actions.${ACTIONS[a]}`) : a)}
      values={(v) =>
        Object.entries(v)
          .map(([k, x]) => (k === "status" && typeof x === "string" && x in STATUS_KEYS ? t(`status.${x as PromotionStatus}`) : `${k}: ${typeof x === "string" ? x : JSON.stringify(x)}`))
          .join(", ")
      }
    />
  );
}

const STATUS_KEYS = { active: true, paused: true, archived: true } as const;

export function PromotionPage(props: Props) {
  return (
    <AdminRecordScreen locale={props.locale}>
      <Content {...props} />
    </AdminRecordScreen>
  );
}
