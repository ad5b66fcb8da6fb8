// A product's French and German texts against the real emulators: saved as the admin editor's
// action saves them (parsed, audited, with the index entry's translated name and the admin's
// "missing translations" flag in the same commit); the action refuses a shopper and bad input with
// nothing written; and
// carried by the CSV export and import both ways, the dry run naming the rows still to translate.
// Other test files share the stack: unique ids only, and every product made here is deleted.
import { firestore } from "@/lib/firebase/admin";
import { ACTION_REGISTRY, type ActionRequest } from "@/lib/actions/define-action";
import "@/lib/actions/admin-products";
import { AUDIT_COLLECTION } from "@/lib/admin/audit";
import { formToFields, productToForm, setTranslation } from "@/lib/admin/products/form";
import { productFieldsSchema, updateProductInputSchema } from "@/lib/admin/products/schema";
import { createProductAsAdmin, deleteProductAsAdmin, getProductForAdmin, productAudit, searchProducts, updateProductAsAdmin } from "@/lib/admin/products/db";
import { catalogFieldsOf, toCatalogCsv } from "@/lib/admin/catalog-csv/csv";
import { exportCatalogCsv, importCatalog, planCatalogImport } from "@/lib/admin/catalog-csv/import";
import { INDEX_COLLECTION, shardOf, type CatalogEntry } from "@/lib/catalog/entry";
import { productTexts } from "@/lib/catalog/translations";
import { uniq } from "./clients";

jest.setTimeout(120_000);

const db = firestore();
const STAFF = { uid: uniq("i18n-staff"), email: "staff@flone.test" };
const made = new Set<string>();

const run = (name: string, input: unknown, session: Awaited<ReturnType<ActionRequest["session"]>>) =>
  ACTION_REGISTRY.find((a) => a.name === name)!.run(input, { session: async () => session, t: (key) => key });
const admin = { uid: STAFF.uid, email: STAFF.email, admin: true };
const shopper = { uid: uniq("i18n-shopper"), email: "shopper@flone.test", admin: false };

async function create(id = uniq("i18n-prod")) {
  made.add(id);
  const fields = productFieldsSchema.parse({
    sku: "I18N-1",
    name: "Eco Diapers",
    price: 1999,
    categories: ["diapering"],
    images: ["/demo/products/diaper-white.svg"],
    shortDescription: "Soft and plant-based.",
    variations: [{ color: "white", image: "/demo/products/diaper-white.svg", size: [{ name: "Size 1", stock: 5 }, { name: "Size 2", stock: 0 }] }],
  });
  return (await createProductAsAdmin(STAFF, id, fields)).product;
}

async function entryOf(id: string): Promise<CatalogEntry | undefined> {
  const shard = await db.collection(INDEX_COLLECTION).doc(shardOf(id)).get();
  return (shard.get("entries") as Record<string, CatalogEntry> | undefined)?.[id];
}
const auditCount = async (id: string) => (await db.collection(AUDIT_COLLECTION).where("targetKey", "==", `product:${id}`).count().get()).data().count;

afterAll(async () => {
  for (const id of made) await deleteProductAsAdmin(STAFF, id).catch(() => undefined);
});

describe("the editor's translations", () => {
  it("are saved by an admin with the product, its index entry and an audit entry; the missing filter follows", async () => {
    const p = await create();
    expect(await entryOf(p.id)).toMatchObject({ untranslated: true });
    expect((await searchProducts({ q: p.id, sort: "name", untranslated: true })).rows.map((r) => r.id)).toEqual([p.id]);

    let form = productToForm(p);
    form = setTranslation(form, "fr", "name", "Couches écologiques");
    form = setTranslation(form, "fr", "shortDescription", "Douces et d'origine végétale.");
    form = setTranslation(form, "fr", "colors", { white: "Blanc" });
    form = setTranslation(form, "fr", "sizes", { "Size 1": "Taille 1", "Size 2": "Taille 2" });
    form = setTranslation(form, "de", "name", "Öko-Windeln");
    form = setTranslation(form, "de", "shortDescription", "Weich und pflanzenbasiert.");
    form = setTranslation(form, "de", "colors", { white: "Weiß" });
    form = setTranslation(form, "de", "sizes", { "Size 1": "Größe 1", "Size 2": "Größe 2" });
    // What the action does once its input is parsed (its revalidation of cached pages needs Next's server).
    await updateProductAsAdmin(STAFF, p.id, p.updatedAt, updateProductInputSchema.parse({ id: p.id, updatedAt: p.updatedAt, fields: formToFields(form) }).fields);

    const saved = (await getProductForAdmin(p.id))!;
    expect(saved.translations).toEqual({
      fr: { name: "Couches écologiques", shortDescription: "Douces et d'origine végétale.", colors: { white: "Blanc" }, sizes: { "Size 1": "Taille 1", "Size 2": "Taille 2" } },
      de: { name: "Öko-Windeln", shortDescription: "Weich und pflanzenbasiert.", colors: { white: "Weiß" }, sizes: { "Size 1": "Größe 1", "Size 2": "Größe 2" } },
    });
    expect([productTexts(saved, "de").size("Size 2"), productTexts(saved, "fr").color("white")]).toEqual(["Größe 2", "Blanc"]);
    const entry = await entryOf(p.id);
    expect(entry?.i18n).toEqual({ fr: { name: "Couches écologiques", shortDescription: "Douces et d'origine végétale." }, de: { name: "Öko-Windeln", shortDescription: "Weich und pflanzenbasiert." } });
    // Every field is translated now (the product has no full description to translate).
    expect(entry?.untranslated).toBeUndefined();
    expect((await searchProducts({ q: p.id, sort: "name", untranslated: true })).rows).toEqual([]);
    const [audit] = await productAudit(p.id);
    expect(audit).toMatchObject({ action: "product.update", actor: STAFF, before: { translations: {} }, after: { translations: saved.translations } });
  });

  it("refuse bad input field by field, and a shopper, writing nothing", async () => {
    const p = await create();
    const good = formToFields(productToForm(p));
    const cases: [unknown, string][] = [
      [{ ...good, translations: { fr: { name: "  " } } }, "fields.translations.fr.name"],
      [{ ...good, translations: { fr: { colors: { pink: "Rose" } } } }, "fields.translations.fr.colors.pink"],
      [{ ...good, translations: { de: { sizes: { "Size 9": "Größe 9" } } } }, "fields.translations.de.sizes.Size 9"],
      [{ ...good, translations: { es: { name: "Pañales" } } }, "fields.translations"],
      [{ ...good, translations: { de: { title: "Windeln" } } }, "fields.translations.de"],
      [{ ...good, translations: { fr: { name: "x".repeat(201) } } }, "fields.translations.fr.name"],
    ];
    const audits = await auditCount(p.id);
    for (const [fields, path] of cases) {
      const result = await run("adminProducts.update", { id: p.id, updatedAt: p.updatedAt, fields }, admin);
      expect(result).toMatchObject({ ok: false, error: "invalid" });
      expect(Object.keys((result as { fieldErrors: object }).fieldErrors)).toContain(path);
    }
    const translated = { ...good, translations: { fr: { name: "Couches" } } };
    await expect(run("adminProducts.update", { id: p.id, updatedAt: p.updatedAt, fields: translated }, shopper)).resolves.toMatchObject({ ok: false, error: "forbidden" });
    expect((await getProductForAdmin(p.id))!).toMatchObject({ translations: {}, updatedAt: p.updatedAt });
    expect((await entryOf(p.id))?.i18n).toBeUndefined();
    expect(await auditCount(p.id)).toBe(audits);
  });
});

describe("the CSV's translation columns", () => {
  it("export and import translations both ways; the dry run names the rows still to translate; the import is audited", async () => {
    const p = await create();
    const exported = await new Response(exportCatalogCsv()).text();
    expect(exported.split("\n")[0]).toContain("name_fr,short_description_fr,full_description_fr,color_labels_fr,size_labels_fr,name_de");

    const translated = {
      ...catalogFieldsOf(p),
      translations: { fr: { name: "Couches écologiques", colors: { white: "Blanc" } }, de: { name: "Öko-Windeln", shortDescription: "Weich.", colors: { white: "Weiß" }, sizes: { "Size 1": "Größe 1", "Size 2": "Größe 2" } } },
    };
    const csv = toCatalogCsv([translated]);
    const plan = await planCatalogImport(csv);
    expect(plan).toMatchObject({
      ok: true,
      changes: [{ id: p.id, kind: "update", fields: ["translations"] }],
      untranslated: [{ line: 2, id: p.id, missing: { fr: ["shortDescription", "sizes"] } }],
    });
    expect((await getProductForAdmin(p.id))!.translations).toEqual({});

    const { written } = await importCatalog(csv, STAFF);
    expect(written).toEqual([p.id]);
    const saved = (await getProductForAdmin(p.id))!;
    expect(saved.translations).toEqual(translated.translations);
    expect((await entryOf(p.id))?.i18n).toEqual({ fr: { name: "Couches écologiques" }, de: { name: "Öko-Windeln", shortDescription: "Weich." } });
    const [audit] = await productAudit(p.id);
    expect(audit).toMatchObject({ action: "product.import", before: { translations: {} }, after: { translations: translated.translations } });

    // What was imported exports the same, and importing it again changes nothing.
    const again = await new Response(exportCatalogCsv()).text();
    const row = again.split("\n").find((line) => line.startsWith(`${p.id},`));
    expect(row).toContain("Couches écologiques");
    expect((await importCatalog(toCatalogCsv([catalogFieldsOf(saved)]), STAFF)).written).toEqual([]);
  });
});
