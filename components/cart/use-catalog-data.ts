"use client";
// Current catalogue data for stored ids (wishlist, compare), fetched through a server action.
// Only ids not fetched yet are asked for, so removing an item does not reload the others.
import { useEffect, useState } from "react";
import type { ActionResult } from "@/lib/actions/result";
import type { SavedProductView } from "@/lib/catalog/saved";
import type { Locale } from "@/lib/i18n/routing";

type Loader = (input: { ids: string[]; locale: Locale }) => Promise<ActionResult<SavedProductView[]>>;
type Known = { locale: string; products: ReadonlyMap<string, SavedProductView>; gone: ReadonlySet<string> };

const empty = (locale: string): Known => ({ locale, products: new Map(), gone: new Set() });

export function useCatalogData(ids: string[], enabled: boolean, load: Loader, locale: Locale) {
  const [known, setKnown] = useState<Known>(() => empty(locale));
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Colour names come translated: another language means asking again.
  const current = known.locale === locale ? known : empty(locale);
  const missing = ids.filter((id) => !current.products.has(id) && !current.gone.has(id));
  const missingKey = missing.join("\n");

  useEffect(() => {
    if (!enabled || missingKey === "") return;
    let cancelled = false;
    const wanted = missingKey.split("\n");
    load({ ids: wanted, locale }).then(
      (answer) => {
        if (cancelled) return;
        if (!answer.ok) {
          setFailed(true);
          return;
        }
        const result = answer.data;
        setFailed(false);
        setKnown((k) => {
          const base = k.locale === locale ? k : empty(locale);
          const products = new Map(base.products);
          for (const p of result) products.set(p.id, p);
          const gone = new Set(base.gone);
          for (const id of wanted) if (!products.has(id)) gone.add(id);
          return { locale, products, gone };
        });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, missingKey, locale, load, attempt]);

  return {
    products: current.products,
    gone: current.gone,
    loading: enabled && missing.length > 0 && !failed,
    failed,
    retry() {
      setFailed(false);
      setAttempt((a) => a + 1);
    },
  };
}
