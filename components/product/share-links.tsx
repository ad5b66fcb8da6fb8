import { useTranslations } from "next-intl";
import { shareLinks } from "@/lib/catalog/structured-data";
import { ShareList } from "./product-islands";
import type { ShareTexts } from "./share-list";
import "./share-links.module.css"; // the island's styles (components/ui/island.tsx)

/** Copy link, email, X, Facebook, Pinterest: plain links to each service's share page, no scripts. */
export function ShareLinks({ idPrefix, url, title, image }: { idPrefix: string; url: string; title: string; image?: string }) {
  const t = useTranslations("ProductPage");
  const links = shareLinks({ url, title, image });
  const keys = ["share", "copyLink", "linkCopied", "shareEmail", "shareX", "shareFacebook", "sharePinterest", "newTab"] as const;
  return (
    <ShareList
      idPrefix={idPrefix}
      urls={{ page: url, email: links.email, x: links.x, facebook: links.facebook, pinterest: links.pinterest }}
      texts={Object.fromEntries(keys.map((k) => [k, t(k)])) as ShareTexts}
    />
  );
}
