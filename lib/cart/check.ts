// Checking a cart against the catalogue. The browser's copy of a line (price, name, image) is
// display-only: the server reads each product again and says what it costs now and how many are
// left of the chosen colour and size, or that it is gone (line-status.ts). Pure functions, used
// by the server action and the cart screen, and unit-tested.

/** What a check reads of a stored cart line (stores/schemas.ts holds the whole line). */
export type CartLine = {
  cartItemId: string;
  id: string;
  quantity: number;
  finalPrice: number;
  selectedProductColor?: string;
  selectedProductSize?: string;
};

/** What the browser sends: which product and which colour/size, nothing it could lie about. */
export type CartCheckLine = { cartItemId: string; id: string; color?: string; size?: string };

/** The server's word on one line. */
export type LineStatus =
  | { cartItemId: string; state: "gone" }
  | { cartItemId: string; state: "available"; name: string; price: number; finalPrice: number; discount: number; stock: number };

export function toCheckLine(line: CartLine): CartCheckLine {
  return {
    cartItemId: line.cartItemId,
    id: line.id,
    ...(line.selectedProductColor !== undefined ? { color: line.selectedProductColor } : {}),
    ...(line.selectedProductSize !== undefined ? { size: line.selectedProductSize } : {}),
  };
}

/** A line as an order or a quote takes it (lib/orders/schema.ts orderLineInputSchema): ids, choices, quantity, the registry item. */
export type OrderLineOf = { id: string; color?: string; size?: string; quantity: number; registry?: { slug: string; itemId: string } };

export function toOrderLine(line: CartLine & { registry?: { slug: string; itemId: string } }): OrderLineOf {
  return {
    id: line.id,
    ...(line.selectedProductColor !== undefined ? { color: line.selectedProductColor } : {}),
    ...(line.selectedProductSize !== undefined ? { size: line.selectedProductSize } : {}),
    quantity: line.quantity,
    ...(line.registry ? { registry: { slug: line.registry.slug, itemId: line.registry.itemId } } : {}),
  };
}

export type LineProblem =
  | { kind: "unavailable" }
  | { kind: "sold-out" }
  /** More in the cart than is left: `stock` units can still be bought. */
  | { kind: "over-stock"; stock: number };

export type LineReview<L extends CartLine = CartLine> = {
  line: L;
  /** The unit price to show: the server's when checked, else the stored one. */
  unitPrice: number;
  /** Set when the server's price differs from the price the shopper last saw. */
  priceChangedFrom?: number;
  problem?: LineProblem;
  checked: boolean;
};

export type CartReview<L extends CartLine = CartLine> = {
  lines: LineReview<L>[];
  /** Lines that can be bought, at the server's prices (cents). */
  subtotal: number;
  problems: number;
  /** Every line checked and none with a problem: the cart may go to checkout. */
  ready: boolean;
};

/**
 * The cart screen's view of the lines: server prices and stock where known. `seenPrices` holds,
 * per line, the price the shopper saw before the check (the stored price is then refreshed, the
 * flag stays for this visit).
 */
export function reviewCart<L extends CartLine>(
  lines: L[],
  statuses: ReadonlyMap<string, LineStatus>,
  seenPrices: Readonly<Record<string, number>> = {},
): CartReview<L> {
  let subtotal = 0;
  let problems = 0;
  let allChecked = true;
  const reviewed = lines.map((line): LineReview<L> => {
    const status = statuses.get(line.cartItemId);
    if (!status) {
      allChecked = false;
      subtotal += line.finalPrice * line.quantity;
      return { line, unitPrice: line.finalPrice, checked: false };
    }
    if (status.state === "gone") {
      problems++;
      return { line, unitPrice: line.finalPrice, checked: true, problem: { kind: "unavailable" } };
    }
    const before = seenPrices[line.cartItemId] ?? line.finalPrice;
    const review: LineReview<L> = {
      line,
      unitPrice: status.finalPrice,
      checked: true,
      ...(before !== status.finalPrice ? { priceChangedFrom: before } : {}),
    };
    if (status.stock <= 0) {
      problems++;
      return { ...review, problem: { kind: "sold-out" } };
    }
    if (line.quantity > status.stock) {
      problems++;
      review.problem = { kind: "over-stock", stock: status.stock };
    }
    subtotal += status.finalPrice * line.quantity;
    return review;
  });
  return { lines: reviewed, subtotal, problems, ready: lines.length > 0 && allChecked && problems === 0 };
}

/** A stable key of what needs checking: which products and choices (not quantities). */
export function checkKey(lines: CartLine[]): string {
  return lines.map((l) => `${l.cartItemId}:${l.id}:${l.selectedProductColor ?? ""}:${l.selectedProductSize ?? ""}`).join("|");
}
