// The cart's promotions, asked of the server (quoteCart) whenever the lines or the code kept for
// them change: the automatic offers, and the code if it applies (or why not). Applying a typed
// code asks with it; only a code the server accepts is kept (stores/, and the account's copy).
import { useEffect, useRef, useState } from "react";
import { quoteCart, type CartQuote } from "@/lib/actions/cart";
import { toOrderLine } from "@/lib/cart/check";
import type { CouponAnswer } from "@/components/ui/coupon-field";
import type { CartLine } from "@/stores/rules";

type Answered = { key: string; quote?: CartQuote; failed?: boolean };

const inputOf = (lines: readonly CartLine[], code: string | undefined) => ({
  // A registry line is priced as any other: the quote takes no registry.
  lines: lines.map((l) => toOrderLine({ ...l, registry: undefined })),
  ...(code ? { code } : {}),
});
const keyOf = (lines: readonly CartLine[], code: string | undefined) => JSON.stringify(inputOf(lines, code));

/**
 * The quote for these lines and code (undefined while it is asked), and `apply`: ask with a typed
 * code; kept by `keep` when it applies, else the refusal in the shopper's words (`failed`: the
 * words for a request that did not get through).
 */
export function useCartQuote(lines: readonly CartLine[], code: string | undefined, restored: boolean, keep: (code: string) => Promise<void>, failed: string) {
  const key = keyOf(lines, code);
  const [answered, setAnswered] = useState<Answered>({ key: "" });
  // The key answered last (an applied code's answer is this cart's quote already).
  const last = useRef("");

  useEffect(() => {
    if (!restored || lines.length === 0 || last.current === key) return;
    let cancelled = false;
    const done = (next: Answered) => {
      if (cancelled) return;
      last.current = next.key;
      setAnswered(next);
    };
    quoteCart(inputOf(lines, code)).then(
      (r) => done(r.ok ? { key, quote: r.data } : { key, failed: true }),
      () => done({ key, failed: true }),
    );
    return () => {
      cancelled = true;
    };
    // key holds every input of the quote.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored, key]);

  async function apply(typed: string): Promise<CouponAnswer> {
    const r = await quoteCart(inputOf(lines, typed)).catch(() => null);
    if (!r?.ok) return { ok: false, message: failed };
    if (r.data.refusal) return { ok: false, message: r.data.refusal.message };
    const next = keyOf(lines, typed);
    last.current = next;
    setAnswered({ key: next, quote: r.data });
    await keep(typed);
    return { ok: true };
  }

  const current = answered.key === key ? answered : undefined;
  return { quote: current?.quote, failed: current?.failed ?? false, apply };
}
