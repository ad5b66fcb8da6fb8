// Every language has every message of the fallback (en), with the same ICU placeholders,
// and no French or German message is left in English by mistake.
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "string") out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

/** Argument names: "{count, plural, ...}", "{name}"; not branch texts like "one {Filters}". */
const ARG = /(?<!(?:=\d+|zero|one|two|few|many|other)\s*)\{\s*(\w+)\s*[,}]/g;
const placeholders = (s: string) => [...new Set([...s.matchAll(ARG)].map((m) => m[1]))].sort();

// Words that are the same in English and the other language (names, loanwords, numbers).
const SAME_ALLOWED = new Set([
  "Language.en",
  "AdminCatalogCsv.columns.problem", // "Problem" is German too
  "AdminOrders.mails.actions", // "Actions" is French too
  "AdminOrders.refunds.actions", // likewise
  "Admin.nav.letters", // "Newsletter" is German too
  "Admin.nav.promotions", // "Promotions" is French too
  "Promotions.saving", // the promotion's own name, as staff wrote it
  "Promotions.savingWithCode", // its name and the code typed
  "AdminPromotions.columns.actions", // "Actions" is French too
  "AdminLetters.body", // "Text" is German too
  "AdminLetters.columns.date", // "Date" is French too
  "Language.fr",
  "Language.de",
  "Colors.beige",
  "Colors.orange",
  "Product.imageAlt",
  "Product.colorImageAlt",
  "Product.chosen",
  "Product.metaDescription",
  "Product.description",
  "Product.details",
  "Listing.pagination",
  "Listing.page",
  "Common.shop",
  "Header.shop",
  "Header.menu", // "Menu" is French too
  "Footer.shopHeading",
  "Shop.title",
  "Footer.bestSellers",
  "Home.bestSellers",
  "Colors.mint",
  "Colors.gold",
  "Colors.turquoise",
  "Checkout.summary.total",
  "Promotions.current", // "Code" is French and German too
  "AdminTranslations.languages.en", // each language's tab is named in that language
  "AdminTranslations.languages.fr",
  "AdminTranslations.languages.de",
  "AdminTranslations.fields.name", // "Name" is German too
  "AdminTranslations.fieldIn", // "{field} ({language})": placeholders only
  "AdminTranslations.labelOf", // likewise
  "AdminTranslations.missingList", // likewise, but French's space before the colon
]);

const base = flatten(en as Tree);

describe.each([
  ["fr", fr],
  ["de", de],
])("messages/%s.json", (_name, messages) => {
  const own = flatten(messages as Tree);

  it("has exactly the keys of en.json", () => {
    expect([...own.keys()].sort()).toEqual([...base.keys()].sort());
  });

  it("keeps every placeholder", () => {
    for (const [key, text] of base) expect([key, placeholders(own.get(key) ?? "")]).toEqual([key, placeholders(text)]);
  });

  it("translates every message", () => {
    const untranslated = [...base].filter(([key, text]) => own.get(key) === text && !SAME_ALLOWED.has(key));
    expect(untranslated).toEqual([]);
  });
});
