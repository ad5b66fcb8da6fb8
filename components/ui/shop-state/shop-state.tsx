import type { ReactNode } from "react";
import { getMessages } from "next-intl/server";
import type { Messages } from "@/lib/i18n/messages";
import { ShopStateProvider } from "./shop-state-provider";

/**
 * The shopping state for every storefront page: the client provider, given the shopping texts
 * in the page's language (raw templates; the islands fill in names and counts).
 */
export async function ShopState({ locale, children }: { locale: string; children: ReactNode }) {
  const messages = (await getMessages({ locale })) as unknown as Messages;
  return (
    <ShopStateProvider texts={messages.Shopping} colors={messages.Colors} locale={locale}>
      {children}
    </ShopStateProvider>
  );
}
