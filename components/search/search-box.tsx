import { cache } from "react";
import { getTranslations } from "next-intl/server";
import { SearchForm, type SearchFormProps, type SearchTexts } from "./search-form";
import "./search-box.module.css"; // the form's styles, with the server component that places it

/** One object per request: the RSC payload sends it once and refers to it from every box after. */
const searchTexts = cache(async (): Promise<SearchTexts> => {
  const t = await getTranslations("Search");
  return { label: t("label"), placeholder: t("placeholder"), submit: t("submit") };
});

/**
 * A plain GET form to /search: labelled, with a submit button, no JavaScript needed. The header
 * shows it on every page (and its drawer again); the search page shows a larger one holding the current query.
 */
export async function SearchBox(props: SearchFormProps) {
  return <SearchForm {...props} texts={await searchTexts()} />;
}
