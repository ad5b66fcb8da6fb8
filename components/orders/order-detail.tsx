// One order in full: its lines (with their share of the promotions), totals (each promotion and
// what it took off), addresses, delivery and payment, note and status timeline (order-timeline.tsx). Renders what it is given (no data fetching, no hooks), so the account's
// order history, the order's own page and the checkout's confirmation all show an order the same
// way.
import { Link } from "@/components/ui/link";
import { OptimizedImage } from "@/components/ui/optimized-image";
import { PostalAddress } from "@/components/ui/postal-address";
import { formatPrice, formatTaxRate } from "@/lib/format";
import { trackingUrl, type Shipment } from "@/lib/orders/carriers";
import { isAnonymized, shownLine, type Order } from "@/lib/orders/schema";
import { taxLabelKey } from "@/lib/orders/tax";
import type { Messages } from "@/lib/i18n/messages";
import { sayFrom, summaryRows, summaryRowText, takenOff, type SummaryRow } from "@/lib/promotions/display";
import { Filled } from "@/components/ui/filled";
import { creditNoteHref, invoiceHref, productHref } from "@/lib/routes";
import type { AddressInput } from "@/lib/users/schema";
import { colorName, itemCountText, orderStatusId, type OrdersTexts } from "./order-view";
import { OrderTimeline } from "./order-timeline";
import { StatusPill } from "./status-pill";
import styles from "./orders.module.css";
import { fill, formatDate } from "@/lib/i18n/format";

export type { OrdersTexts } from "./order-view";
/** The "Promotions" messages: how a promotion is named on the order. */
export type PromotionTexts = Messages["Promotions"];

type HeadingLevel = 2 | 3 | 4;
type Props = { order: Order; locale: string; texts: OrdersTexts };

/** The order's status, which takes focus after a cancel on its page. */
export function OrderStatusBadge({ order, texts }: Omit<Props, "locale">) {
  return <StatusPill status={order.status} label={texts.status[order.status]} id={orderStatusId(order.id)} prefix={texts.statusLabel} testId="order-status" />;
}

/** When it was placed, how many items, what it cost. */
export function OrderFacts({ order, locale, texts }: Props) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{texts.placedOn}</dt>
        <dd>
          <time dateTime={order.createdAt}>{formatDate(order.createdAt, locale)}</time>
        </dd>
      </div>
      <div>
        <dt>{texts.itemsLabel}</dt>
        <dd>{itemCountText(order.itemCount, locale, texts.items)}</dd>
      </div>
      <div>
        <dt>{texts.totalLabel}</dt>
        <dd>{formatPrice(order.total, locale)}</dd>
      </div>
    </dl>
  );
}

/** Images the shop can show: its own files and https URLs (uploads in Cloud Storage). */
const usableImage = (src: string) => (src.startsWith("/") && !src.startsWith("//")) || src.startsWith("https://");

/** The parcel's carrier and number, and a link to the carrier's tracking page when the shop knows it. */
function Tracking({ shipment, texts: t }: { shipment: Shipment; texts: Props["texts"]["detail"] }) {
  const url = trackingUrl(shipment);
  return (
    <div data-testid="order-tracking">
      <dt>{t.tracking}</dt>
      <dd>
        {fill(t.trackingLine, { carrier: shipment.carrier, number: shipment.trackingNumber })}
        {url ? (
          <span className={styles.choice}>
            <a href={url} rel="noreferrer">
              {fill(t.track, { carrier: shipment.carrier })}
            </a>
          </span>
        ) : null}
      </dd>
    </div>
  );
}

const sameAddress = (a: AddressInput, b: AddressInput) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Everything about one order. `headingLevel`: the level of its part headings (Items, Delivery...),
 * one below the heading that names the order where it is shown. `colors`: the "Colors" messages,
 * to name the chosen colours in the page's language. `audience`: the buyer never sees the address
 * of a gift shipped to a registry's parents (it is theirs, kept private); staff see it. Only staff
 * see anonymized orders (their customer deleted the account): the erased parts say so.
 */
export function OrderDetail({
  order,
  locale,
  texts,
  promotionTexts: pt,
  colors,
  headingLevel = 2,
  audience = "buyer",
}: Props & { promotionTexts: PromotionTexts; colors?: Readonly<Record<string, string>>; headingLevel?: HeadingLevel; audience?: "buyer" | "staff" }) {
  const H = `h${headingLevel}` as const;
  const t = texts.detail;
  const price = (cents: number) => formatPrice(cents, locale);
  const row = (r: SummaryRow) => summaryRowText(r, t, price, sayFrom(pt));
  const instructions = order.payment.instructions;
  const gift = order.registry;
  // The buyer's copy of a gift shipped to the parents has no address (lib/orders/schema.ts); staff get it.
  const shipTo = gift?.shipToParents && audience === "buyer" ? undefined : order.shippingAddress;
  const customer = isAnonymized(order) ? null : order;
  // Without an address: the buyer's gift to the parents; else (staff) it was erased with an account.
  const noAddress = gift?.shipToParents ? (audience === "buyer" ? fill(t.shippedToParents, { registry: gift.title }) : t.parentsAddressErased) : t.erased;

  return (
    <div className={styles.detail}>
      <div className={styles.part}>
        <H>{t.items}</H>
        <div className={styles.tableWrap}>
          <table className={styles.lines}>
            <caption className="visually-hidden">{fill(t.itemsCaption, { id: order.id })}</caption>
            <thead>
              <tr>
                <th scope="col">{t.product}</th>
                <th scope="col" className={styles.num}>
                  {t.unitPrice}
                </th>
                <th scope="col" className={styles.num}>
                  {t.quantity}
                </th>
                <th scope="col" className={styles.num}>
                  {t.lineTotal}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line, i) => (
                <tr key={`${line.productId}-${line.color ?? ""}-${line.size ?? ""}-${i}`}>
                  <th scope="row">
                    <div className={styles.product}>
                      {usableImage(line.image) ? <OptimizedImage src={line.image} alt="" width={56} height={56} sizes="56px" loading="lazy" /> : null}
                      <span>
                        <Link href={productHref(line.productId, { color: line.color, size: line.size })}>
                          {shownLine(line).name}
                        </Link>
                        {line.color ? <span className={styles.choice}>{fill(t.color, { color: line.shown?.color ?? colorName(line.color, colors) })}</span> : null}
                        {line.size ? <span className={styles.choice}>{fill(t.size, { size: line.shown?.size ?? line.size })}</span> : null}
                        {line.registry && gift ? <span className={styles.choice}>{fill(t.registryFor, { registry: gift.title })}</span> : null}
                      </span>
                    </div>
                  </th>
                  <td className={styles.num}>
                    {price(line.unitPrice)}
                    {line.listPrice > line.unitPrice ? <span className={styles.was}>{fill(t.listPrice, { price: price(line.listPrice) })}</span> : null}
                  </td>
                  <td className={styles.num}>{line.quantity}</td>
                  <td className={styles.num}>
                    {price(line.lineTotal)}
                    {line.promotionDiscount ? (
                      <span className={styles.was} data-testid="line-promotion">
                        <Filled template={pt.lineSaving} name="amount">
                          <span className="nowrap">{takenOff(price(line.promotionDiscount))}</span>
                        </Filled>
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>

      <div className={styles.part}>
        <H>{t.summary}</H>
        <dl className={styles.totals} data-testid="order-totals">
          {summaryRows(order).map((r, i) => {
            const [label, value] = row(r);
            return (
              <div key={i} data-testid={r.kind === "promotion" || r.kind === "delivery-promotion" ? "order-promotion" : undefined}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            );
          })}
          {/* Orders placed before tax carry none. */}
          {order.tax ? (
            <div>
              <dt>{fill(t[taxLabelKey(order.tax)], { rate: formatTaxRate(order.tax.rate, locale) })}</dt>
              <dd data-testid="order-tax">{price(order.tax.total)}</dd>
            </div>
          ) : null}
          <div className={styles.grand}>
            <dt>{t.total}</dt>
            <dd>{price(order.total)}</dd>
          </div>
        </dl>
        {/* A former customer's order has nobody left to bill (the route answers 404). */}
        {isAnonymized(order) ? null : (
          <>
            <p>
              <a href={invoiceHref(order.id)} download data-testid="order-invoice">
                {t.invoice}
              </a>
            </p>
            {/* What a cancel, a refund or a return gave back, each a document of its own. */}
            {order.creditNotes?.length ? (
              <ul className={styles.creditNotes} data-testid="order-credit-notes">
                {order.creditNotes.map((note) => (
                  <li key={note.number}>
                    <a href={creditNoteHref(order.id, note.number)} download>
                      {fill(t.creditNote, { number: note.number, amount: price(note.total) })}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </div>

      <div className={styles.columns}>
        <div className={styles.part}>
          <H>{t.delivery}</H>
          <dl className={styles.pairs}>
            <div>
              <dt>{t.shippingMethod}</dt>
              <dd>{texts.shippingMethods[order.shippingMethod]}</dd>
            </div>
            {order.shipment ? <Tracking shipment={order.shipment} texts={t} /> : null}
            {gift ? (
              <div data-testid="order-gift">
                <dt>{t.registry}</dt>
                <dd>
                  {fill(t.registryFor, { registry: gift.title })}
                  {gift.hideName ? <span className={styles.choice}>{t.nameHidden}</span> : null}
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t.shippingAddress}</dt>
              <dd data-testid="order-shipping-address">
                {shipTo ? (
                  <>
                    <PostalAddress address={shipTo} locale={locale} />
                    {gift?.shipToParents ? <span className={styles.choice}>{t.toParents}</span> : null}
                  </>
                ) : (
                  noAddress
                )}
              </dd>
            </div>
            <div>
              <dt>{t.billingAddress}</dt>
              <dd>
                {!customer ? (
                  t.erased
                ) : shipTo && sameAddress(customer.billingAddress, shipTo) ? (
                  t.sameAddress
                ) : (
                  <PostalAddress address={customer.billingAddress} locale={locale} />
                )}
              </dd>
            </div>
          </dl>
        </div>

        <div className={styles.part}>
          <H>{t.payment}</H>
          <dl className={styles.pairs}>
            <div>
              <dt>{t.paymentMethod}</dt>
              <dd>{texts.paymentMethods[order.paymentMethod]}</dd>
            </div>
          </dl>
          {instructions.kind === "bank-transfer" ? (
            order.status === "pending" ? (
              <>
                <p className={styles.note}>{fill(t.transferIntro, { amount: price(order.total), reference: instructions.reference })}</p>
                <dl className={styles.bank}>
                  <dt>{t.accountHolder}</dt>
                  <dd>{instructions.accountHolder}</dd>
                  <dt>{t.bank}</dt>
                  <dd>{instructions.bank}</dd>
                  <dt>{t.iban}</dt>
                  <dd>{instructions.iban}</dd>
                  <dt>{t.bic}</dt>
                  <dd>{instructions.bic}</dd>
                  <dt>{t.reference}</dt>
                  <dd>{instructions.reference}</dd>
                </dl>
              </>
            ) : (
              <p className={styles.note}>{fill(t.transferReference, { reference: instructions.reference })}</p>
            )
          ) : null}
        </div>
      </div>

      {customer?.notes ? (
        <div className={styles.part}>
          <H>{t.notes}</H>
          <p className={styles.notes}>{customer.notes}</p>
        </div>
      ) : null}

      <div className={styles.part}>
        <H>{t.timeline}</H>
        <OrderTimeline order={order} locale={locale} texts={texts} />
      </div>
    </div>
  );
}
