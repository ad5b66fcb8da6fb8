import type { ListingQuery } from "@/lib/catalog/query";

type Key = "category" | "age" | "color" | "size" | "tag" | "min" | "max" | "inStock" | "sale" | "q" | "sort";

/** Hidden inputs that carry the parts of the query a form does not edit itself. */
export function HiddenFields({ query, keys }: { query: ListingQuery; keys: Key[] }) {
  const fields: [string, string][] = [];
  for (const key of keys) {
    const value = query[key];
    if (Array.isArray(value)) for (const v of value) fields.push([key, v]);
    else if (key === "inStock" || key === "sale") {
      if (value) fields.push([key, "1"]);
    } else if (key === "sort") {
      if (value !== "default") fields.push([key, String(value)]);
    } else if (value !== undefined && value !== "") fields.push([key, String(value)]);
  }
  return (
    <>
      {fields.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
