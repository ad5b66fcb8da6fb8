"use client";
// The order summary beside the steps: the lines and totals as the server priced them (quoteOrder),
// with each promotion and what it took off, the coupon field, the lines it cannot sell (with the
// way back to the cart), the answer to "Place order", and the button itself.
import type { RefObject } from "react";
import { CouponField, type CouponAnswer } from "@/components/ui/coupon-field";
import { Link } from "@/components/ui/link";
import { FormStatus, SubmitButton } from "@/components/ui/form";
import form from "@/components/ui/form.module.css";
import { formatTaxRate } from "@/lib/format";
import { fill } from "@/lib/i18n/format";
import type { QuotedOrder } from "@/lib/actions/orders";
import type { Messages } from "@/lib/i18n/messages";
import type { LineProblem } from "@/lib/orders/pricing";
import { sayFrom, summaryRows, summaryRowText, takenOff, type SummaryRow } from "@/lib/promotions/display";
import { Filled } from "@/components/ui/filled";
import { taxLabelKey } from "@/lib/orders/tax";
import { ROUTES, accountHref } from "@/lib/routes";
import type { CartLine } from "@/stores/rules";
import type { CheckoutTexts } from "./checkout-form";
import own from "./checkout.module.css";

export type PromotionTexts = Messages["Promotions"];

type Props = {
  texts: CheckoutTexts;
  promotionTexts: PromotionTexts;
  lines: CartLine[];
  /** The server's quote for what the form says now: none yet, failed, or priced. */
  quote: { pricing?: QuotedOrder; failed?: boolean } | undefined;
  /** The cart's promotion code, and the coupon field's requests. */
  code: string | undefined;
  onApplyCode(code: string): Promise<CouponAnswer>;
  onRemoveCode(): void;
  /** The code stopped applying as the order was placed: the server's words (an alert, focused: `codeNoticeRef`). */
  codeRefused: string | undefined;
  codeNoticeRef: RefObject<HTMLDivElement | null>;
  onRetry: () => void;
  /** The lines the last answer or the quote refuses. */
  problems: LineProblem[];
  /** A refusal of the order that is no line's (shown in the status line, which takes focus). */
  message: string;
  statusRef: RefObject<HTMLParagraphElement | null>;
  /** The account holds as many unpaid orders as it may: seen by the page on arrival, or the refusal of "Place order". */
  unpaidLimit: { limit: number; refused: boolean } | undefined;
  /** Focused after a refusal for that limit. */
  noticeRef: RefObject<HTMLDivElement | null>;
  placing: boolean;
  price: (cents: number) => string;
  colorName: (color: string) => string;
  locale: string;
};

export function CheckoutSummary({
  texts: t,
  promotionTexts: pt,
  lines,
  quote,
  code,
  onApplyCode,
  onRemoveCode,
  codeRefused,
  codeNoticeRef,
  onRetry,
  problems,
  message,
  statusRef,
  unpaidLimit,
  noticeRef,
  placing,
  price,
  colorName,
  locale,
}: Props) {
  const pricing = quote?.pricing;
  const row = (r: SummaryRow) => summaryRowText(r, { ...t.summary, free: t.method.free }, price, sayFrom(pt));
  // Why the cart's code gives nothing on this order, in the server's words.
  const codeNote = pricing?.ok && "codeRefusalText" in pricing ? pricing.codeRefusalText : undefined;
  const registryTitle = (slug: string) => lines.find((l) => l.registry?.slug === slug)?.registry?.title ?? slug;
  // The cart line's name is in the shopper's language; the server's priced line names it in English.
  const shownName = (productId: string) => lines.find((l) => l.id === productId)?.name;
  const lineName = (p: LineProblem) => shownName(p.productId) ?? p.name ?? p.productId;
  return (
    <aside aria-labelledby="checkout-summary" className={own.summary}>
      <h2 id="checkout-summary">{t.summary.heading}</h2>
      <ul role="list" className={own.lines}>
        {(pricing?.ok ? pricing.lines : []).map((l, i) => (
          <li key={i} className={own.line}>
            <span className={own.lineName}>
              {shownName(l.productId) ?? l.name}
              {l.color ? <span className={own.hint}>{fill(t.summary.color, { color: colorName(l.color) })}</span> : null}
              {l.size ? <span className={own.hint}>{fill(t.summary.size, { size: l.size })}</span> : null}
              {l.registry ? <span className={own.hint}>{fill(t.summary.giftFor, { title: registryTitle(l.registry.slug) })}</span> : null}
              <span className={own.hint}>{fill(t.summary.quantity, { count: l.quantity })}</span>
            </span>
            <span className={own.lineAmount}>
              {price(l.lineTotal)}
              {l.promotionDiscount > 0 ? (
                <span className={own.hint}>
                  <Filled template={pt.lineSaving} name="amount">
                    <span className="nowrap">{takenOff(price(l.promotionDiscount))}</span>
                  </Filled>
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <div role="status" aria-live="polite">
        {!quote ? <p className={own.hint}>{t.summary.pricing}</p> : null}
        {quote?.failed ? (
          <p>
            {t.summary.pricingFailed}{" "}
            <button type="button" className={form.linkButton} onClick={onRetry}>
              {t.summary.retry}
            </button>
          </p>
        ) : null}
      </div>
      <CouponField texts={pt} code={code} note={codeNote} onApply={onApplyCode} onRemove={onRemoveCode} />
      {pricing?.ok ? (
        <dl className={own.totals} data-testid="checkout-totals">
          {summaryRows(pricing).map((r, i) => {
            const [label, value] = row(r);
            return (
              <div key={i} data-testid={r.kind === "promotion" || r.kind === "delivery-promotion" ? "checkout-promotion" : undefined}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            );
          })}
          <div>
            <dt>{fill(t.summary[taxLabelKey(pricing.tax)], { rate: formatTaxRate(pricing.tax.rate, locale) })}</dt>
            <dd data-testid="checkout-tax">{price(pricing.tax.total)}</dd>
          </div>
          <div className={own.total}>
            <dt>{t.summary.total}</dt>
            <dd data-testid="checkout-total">{price(pricing.total)}</dd>
          </div>
        </dl>
      ) : null}
      {problems.length > 0 ? (
        <div role="alert" className={own.problems}>
          <h3>{t.problems.heading}</h3>
          <ul>
            {problems.map((p) => (
              <li key={p.index}>{fill(t.problems[p.kind], { name: lineName(p), available: p.available, requested: p.requested, registry: p.registry ?? "" })}</li>
            ))}
          </ul>
          <Link href={ROUTES.cart}>{t.problems.fix}</Link>
        </div>
      ) : null}
      {codeRefused ? (
        // "Place order" found the code no longer applies: nothing was ordered; the summary is priced again.
        <div ref={codeNoticeRef} tabIndex={-1} role="alert" className={own.problems} data-testid="code-refused">
          <p>{codeRefused}</p>
        </div>
      ) : null}
      {unpaidLimit ? (
        // After a refusal an alert; on arrival (the page saw the limit) a plain notice.
        <div ref={noticeRef} tabIndex={-1} role={unpaidLimit.refused ? "alert" : undefined} className={own.problems} data-testid="unpaid-limit">
          <p>{fill(t.unpaidLimit.text, { limit: unpaidLimit.limit })}</p>
          <Link href={accountHref("orders")}>{t.unpaidLimit.link}</Link>
        </div>
      ) : null}
      <p className={own.hint}>{t.summary.taxNote}</p>
      <FormStatus tone={message ? "error" : "idle"} message={message} statusRef={statusRef} />
      <SubmitButton pending={placing} label={t.place} pendingLabel={t.placing} className={own.place} disabled={!pricing?.ok} aria-describedby="checkout-place-note" />
      <p id="checkout-place-note" className={own.hint}>
        {t.placeNote}
      </p>
      <Link href={ROUTES.cart} className={own.back}>
        {t.backToCart}
      </Link>
    </aside>
  );
}
