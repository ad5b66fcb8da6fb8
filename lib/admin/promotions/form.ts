// The admin promotion form's state (what the inputs hold: text, as typed) and its conversion to
// and from what the server stores. Amounts are typed in dollars and stored in cents; dates and
// times are typed in the shop's time zone, UTC (SHOP_TIME_ZONE), and stored as instants; only the
// chosen benefit's fields are sent. Pure and light (no zod), so the form's island uses it; the
// server parses the result again (lib/admin/promotions/schema.ts), so nothing here is trusted.
import type { Category } from "@/lib/catalog/schema";
import type { ShippingMethod } from "@/lib/orders/config";
import type { Benefit, BenefitKind, CombinesWith, Promotion, PromotionInput } from "@/lib/promotions/schema";
import { centsToText, textToCents, textToInt } from "../typed-values";

/** The time zone the form's dates are typed in: the shop's books and windows are in UTC. */
export const SHOP_TIME_ZONE = "UTC";

export type PromotionForm = {
  name: string;
  description: string;
  trigger: "code" | "automatic";
  code: string;
  kind: BenefitKind;
  /** Whole percent (percent kinds). */
  percent: string;
  /** Dollars (amount kinds). */
  amount: string;
  /** Target products (product kinds), separated by commas or spaces. */
  productIds: string;
  categories: Category[];
  /** Free delivery with these methods; none ticked: any method. */
  methods: ShippingMethod[];
  buy: string;
  get: string;
  /** "" for no cap. */
  maxFree: string;
  /** "2026-12-01T18:00" in SHOP_TIME_ZONE (the datetime-local input's value), or "". */
  startsAt: string;
  endsAt: string;
  /** Dollars, or "". */
  minSubtotal: string;
  minQuantity: string;
  firstOrderOnly: boolean;
  subscribersOnly: boolean;
  excludeDiscounted: boolean;
  totalUses: string;
  perAccount: string;
  /** Dollars, or "". */
  budget: string;
  combinesWith: CombinesWith;
};

export const emptyPromotionForm = (): PromotionForm => ({
  name: "",
  description: "",
  trigger: "code",
  code: "",
  kind: "order-percent",
  percent: "",
  amount: "",
  productIds: "",
  categories: [],
  methods: [],
  buy: "",
  get: "",
  maxFree: "",
  startsAt: "",
  endsAt: "",
  minSubtotal: "",
  minQuantity: "",
  firstOrderOnly: false,
  subscribersOnly: false,
  excludeDiscounted: false,
  totalUses: "",
  perAccount: "",
  budget: "",
  combinesWith: { product: true, order: false, delivery: true },
});

const LOCAL_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** An instant as the datetime-local input shows it in SHOP_TIME_ZONE ("2026-12-01T18:00"). */
export function isoToShopTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : d.toISOString().slice(0, 16);
}

/**
 * A datetime-local value read in SHOP_TIME_ZONE, as an ISO instant. Anything else (a browser
 * without the picker, typed by hand) is returned as typed, for the server to refuse on its field.
 */
export function shopTimeToIso(text: string): string {
  const t = text.trim();
  if (!LOCAL_MINUTE.test(t)) return t;
  const d = new Date(`${t}:00.000Z`);
  // Date rolls "02-30" over to March: only a real day and minute is one.
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 16) === t ? d.toISOString() : t;
}

const optional = <T>(text: string, convert: (t: string) => T): T | undefined => (text.trim() === "" ? undefined : convert(text));
const list = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((x) => x.trim())
    .filter(Boolean);

/** The benefit of the chosen kind, with only its own fields. Unparseable numbers stay NaN so the server names the field. */
function benefitOf(f: PromotionForm): PromotionInput["benefit"] {
  const target = { productIds: list(f.productIds), categories: f.categories };
  switch (f.kind) {
    case "order-percent":
      return { kind: f.kind, percent: textToInt(f.percent) };
    case "order-amount":
      return { kind: f.kind, amount: textToCents(f.amount) };
    case "product-percent":
      return { kind: f.kind, percent: textToInt(f.percent), target };
    case "product-amount":
      return { kind: f.kind, amount: textToCents(f.amount), target };
    case "free-delivery":
      return { kind: f.kind, methods: f.methods };
    case "buy-x-get-y": {
      const maxFree = optional(f.maxFree, textToInt);
      return { kind: f.kind, buy: textToInt(f.buy), get: textToInt(f.get), ...(maxFree === undefined ? {} : { maxFree }), target };
    }
  }
}

/** What the form sends to the server. */
export function formToInput(f: PromotionForm): PromotionInput {
  const startsAt = optional(f.startsAt, shopTimeToIso);
  const endsAt = optional(f.endsAt, shopTimeToIso);
  const minSubtotal = optional(f.minSubtotal, textToCents);
  const minQuantity = optional(f.minQuantity, textToInt);
  const totalUses = optional(f.totalUses, textToInt);
  const perAccount = optional(f.perAccount, textToInt);
  const budget = optional(f.budget, textToCents);
  return {
    name: f.name,
    description: f.description,
    trigger: f.trigger,
    // An automatic promotion has no code: whatever the hidden field still holds is not sent.
    ...(f.trigger === "code" && f.code.trim() ? { code: f.code } : {}),
    benefit: benefitOf(f),
    conditions: {
      ...(startsAt === undefined ? {} : { startsAt }),
      ...(endsAt === undefined ? {} : { endsAt }),
      ...(minSubtotal === undefined ? {} : { minSubtotal }),
      ...(minQuantity === undefined ? {} : { minQuantity }),
      firstOrderOnly: f.firstOrderOnly,
      subscribersOnly: f.subscribersOnly,
      excludeDiscounted: f.excludeDiscounted,
    },
    limits: {
      ...(totalUses === undefined ? {} : { totalUses }),
      ...(perAccount === undefined ? {} : { perAccount }),
      ...(budget === undefined ? {} : { budget }),
    },
    combinesWith: { ...f.combinesWith },
  };
}

const targetOf = (b: Benefit) => ("target" in b ? b.target : { productIds: [], categories: [] });

/** A stored promotion as the form shows it. */
export function promotionToForm(p: Promotion): PromotionForm {
  const b = p.benefit;
  const target = targetOf(b);
  const c = p.conditions;
  const text = (n: number | undefined) => (n === undefined ? "" : String(n));
  const dollars = (n: number | undefined) => (n === undefined ? "" : centsToText(n));
  return {
    name: p.name,
    description: p.description,
    trigger: p.trigger,
    code: p.code ?? "",
    kind: b.kind,
    percent: "percent" in b ? String(b.percent) : "",
    amount: "amount" in b ? centsToText(b.amount) : "",
    productIds: target.productIds.join(", "),
    categories: [...target.categories],
    methods: b.kind === "free-delivery" ? [...b.methods] : [],
    buy: b.kind === "buy-x-get-y" ? String(b.buy) : "",
    get: b.kind === "buy-x-get-y" ? String(b.get) : "",
    maxFree: b.kind === "buy-x-get-y" ? text(b.maxFree) : "",
    startsAt: c.startsAt ? isoToShopTime(c.startsAt) : "",
    endsAt: c.endsAt ? isoToShopTime(c.endsAt) : "",
    minSubtotal: dollars(c.minSubtotal),
    minQuantity: text(c.minQuantity),
    firstOrderOnly: c.firstOrderOnly,
    subscribersOnly: c.subscribersOnly,
    excludeDiscounted: c.excludeDiscounted,
    totalUses: text(p.limits.totalUses),
    perAccount: text(p.limits.perAccount),
    budget: dollars(p.limits.budget),
    combinesWith: { ...p.combinesWith },
  };
}

/** The fields each benefit kind shows (besides the kind itself). */
export const KIND_FIELDS: Readonly<Record<BenefitKind, readonly ("percent" | "amount" | "target" | "methods" | "buyGet")[]>> = {
  "order-percent": ["percent"],
  "order-amount": ["amount"],
  "product-percent": ["percent", "target"],
  "product-amount": ["amount", "target"],
  "buy-x-get-y": ["buyGet", "target"],
  "free-delivery": ["methods"],
};

const FIELD_IDS: Record<string, string> = {
  name: "promotion-name",
  description: "promotion-description",
  trigger: "promotion-trigger",
  code: "promotion-code",
  "benefit.kind": "promotion-kind",
  "benefit.percent": "promotion-percent",
  "benefit.amount": "promotion-amount",
  "benefit.target": "promotion-product-ids",
  "benefit.target.productIds": "promotion-product-ids",
  "benefit.target.categories": "promotion-categories",
  "benefit.methods": "promotion-methods",
  "benefit.buy": "promotion-buy",
  "benefit.get": "promotion-get",
  "benefit.maxFree": "promotion-max-free",
  "conditions.startsAt": "promotion-starts-at",
  "conditions.endsAt": "promotion-ends-at",
  "conditions.minSubtotal": "promotion-min-subtotal",
  "conditions.minQuantity": "promotion-min-quantity",
  "limits.totalUses": "promotion-total-uses",
  "limits.perAccount": "promotion-per-account",
  "limits.budget": "promotion-budget",
  combinesWith: "promotion-combines",
};

/** The id of the input a server field error belongs to ("fields.benefit.target.productIds.2" -> "promotion-product-ids"), or null. */
export function fieldIdOf(path: string): string | null {
  const parts = path.replace(/^fields\./, "").split(".");
  // The longest known start of the path: a list's item belongs to the list's field.
  for (let n = parts.length; n > 0; n--) {
    const id = FIELD_IDS[parts.slice(0, n).join(".")];
    if (id) return id;
  }
  return null;
}
