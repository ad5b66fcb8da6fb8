// The admin products screen's lib and actions against the real emulators: create, edit, archive
// and delete with their audit entries written in the same commit, the catalogue index entry kept
// in step, stale and bad input refused with nothing written, the table's search over the index;
// translations saved with the index entry's translated texts and the missing-translations flag;
// and Storage refusing a non-admin, a demoted admin, a non-image, an SVG and an oversized upload with the SDK's own "unauthorized" message.
// Other test files share the stack: unique ids only, and every product made here is deleted.
import { ref, uploadBytes } from "firebase/storage";
import { firestore } from "@/lib/firebase/admin";
import { ACTION_REGISTRY, type ActionRequest } from "@/lib/actions/define-action";
import "@/lib/actions/admin-products";
import { AUDIT_COLLECTION } from "@/lib/admin/audit";
import { formToFields, productToForm, setTranslation } from "@/lib/admin/products/form";
import { productFieldsSchema, updateProductInputSchema, type ProductFields } from "@/lib/admin/products/schema";
import {
  bulkProductsAsAdmin,
  createProductAsAdmin,
  deleteProductAsAdmin,
  getProductForAdmin,
  productAudit,
  ProductAdminError,
  searchProducts,
  setArchivedAsAdmin,
  updateProductAsAdmin,
} from "@/lib/admin/products/db";
import { INDEX_COLLECTION, shardOf, type CatalogEntry } from "@/lib/catalog/entry";
import { isVisible } from "@/lib/catalog/visibility";
import { productTexts } from "@/lib/catalog/translations";
import { countOps } from "@/lib/firebase/op-counter";
import { storageErrorKey } from "@/lib/storage-errors";
import { setAdmin } from "@/lib/users/roles";
import { adminClient, promoteToAdmin, signUp, uniq, webClient, type Client } from "./clients";

jest.setTimeout(120_000);

const db = firestore();
const STAFF = { uid: uniq("staff"), email: "staff@flone.test" };
const made = new Set<string>();

const fields = (over: Partial<ProductFields> = {}): ProductFields =>
  productFieldsSchema.parse({
    sku: "ADM-1",
    name: "Admin Test Sleepsuit",
    price: 2499,
    categories: ["clothing"],
    tags: ["cotton"],
    images: ["/demo/products/sleepsuit-pink.svg"],
    variations: [
      { color: "pink", image: "/demo/products/sleepsuit-pink.svg", size: [{ name: "S", stock: 2 }, { name: "M", stock: 3 }, { name: "L", stock: 0 }] },
      { color: "white", image: "/demo/products/sleepsuit-pink.svg", size: [{ name: "S", stock: 1 }, { name: "M", stock: 0 }, { name: "L", stock: 4 }] },
    ],
    ...over,
  });

async function create(over: Partial<ProductFields> = {}, id = uniq("adm-prod")) {
  made.add(id);
  return (await createProductAsAdmin(STAFF, id, fields(over))).product;
}

async function entryOf(id: string): Promise<CatalogEntry | undefined> {
  const shard = await db.collection(INDEX_COLLECTION).doc(shardOf(id)).get();
  return (shard.get("entries") as Record<string, CatalogEntry> | undefined)?.[id];
}

const auditCount = async (id: string) => (await db.collection(AUDIT_COLLECTION).where("targetKey", "==", `product:${id}`).count().get()).data().count;

afterAll(async () => {
  for (const id of made) await deleteProductAsAdmin(STAFF, id).catch(() => undefined);
});

describe("staff changes to products", () => {
  it("creates a product with its index entry and a 'product.create' audit entry; a taken id is refused", async () => {
    const p = await create();
    const stored = (await getProductForAdmin(p.id))!;
    expect(stored).toMatchObject({ price: 2499, archived: false, rating: 0, saleCount: 0, reviewCount: 0, ratingSum: 0 });
    expect(stored.variations.map((v) => v.size.map((s) => s.stock))).toEqual([[2, 3, 0], [1, 0, 4]]);
    expect(await entryOf(p.id)).toMatchObject({ name: "Admin Test Sleepsuit", finalPrice: 2499, stock: 10, colors: ["pink", "white"], sizes: ["S", "M", "L"] });
    const [entry] = await productAudit(p.id);
    expect(entry).toMatchObject({ action: "product.create", actor: STAFF, before: null, after: { price: 2499, sku: "ADM-1" } });

    await expect(createProductAsAdmin(STAFF, p.id, fields({ price: 1 }))).rejects.toEqual(new ProductAdminError("exists"));
    expect((await getProductForAdmin(p.id))!.price).toBe(2499);
    expect(await auditCount(p.id)).toBe(1);
  });

  it("edits every field through the form's conversion, auditing only what changed, and keeps the index in step", async () => {
    const p = await create();
    const form = { ...productToForm(p), price: "19.90", discount: "25", offerEnd: "2031-01-01T12:00", isNew: true, tags: "cotton, gift", shortDescription: "Soft." };
    const saved = await updateProductAsAdmin(STAFF, p.id, p.updatedAt, productFieldsSchema.parse(formToFields(form)));
    expect(saved.auditId).not.toBeNull();
    const stored = (await getProductForAdmin(p.id))!;
    expect(stored).toMatchObject({ price: 1990, discount: 25, new: true, tags: ["cotton", "gift"], shortDescription: "Soft.", createdAt: p.createdAt });
    expect(stored.offerEnd).toBe(new Date("2031-01-01T12:00").toISOString());
    expect(await entryOf(p.id)).toMatchObject({ price: 1990, finalPrice: 1493, discount: 25, new: true });
    const [entry] = await productAudit(p.id);
    expect(entry!.action).toBe("product.update");
    expect(Object.keys(entry!.after!).sort()).toEqual(["discount", "new", "offerEnd", "price", "shortDescription", "tags"]);
    expect(entry!.before).toMatchObject({ price: 2499, discount: 0, offerEnd: null, new: false });

    // The offer end removed: deleted from the document, not left behind.
    const again = await updateProductAsAdmin(STAFF, p.id, stored.updatedAt, productFieldsSchema.parse(formToFields({ ...productToForm(stored), offerEnd: "" })));
    expect((await getProductForAdmin(p.id))!.offerEnd).toBeUndefined();
    // Saving the form unchanged writes nothing.
    const same = await updateProductAsAdmin(STAFF, p.id, again.product.updatedAt, productFieldsSchema.parse(formToFields(productToForm(again.product))));
    expect(same.auditId).toBeNull();
    expect(await auditCount(p.id)).toBe(3);
  });

  it("sets, changes and clears the age range through the form: the index entry's bands and the audit follow", async () => {
    const p = await create();
    expect((await entryOf(p.id))!.ages).toBeUndefined(); // all ages: no bands stored
    const set = await updateProductAsAdmin(STAFF, p.id, p.updatedAt, productFieldsSchema.parse(formToFields({ ...productToForm(p), ages: "range", ageFrom: "0", ageTo: "6" })));
    expect((await getProductForAdmin(p.id))!.ageRange).toEqual({ fromMonths: 0, toMonths: 6 });
    expect((await entryOf(p.id))!.ages).toEqual(["0-3m", "3-6m"]);
    expect((await productAudit(p.id))[0]).toMatchObject({ before: { ageRange: null }, after: { ageRange: { fromMonths: 0, toMonths: 6 } } });

    const older = await updateProductAsAdmin(STAFF, p.id, set.product.updatedAt, productFieldsSchema.parse(formToFields({ ...productToForm(set.product), ageFrom: "36", ageTo: "" })));
    expect((await entryOf(p.id))!.ages).toEqual(["2-4y", "4y-plus"]);
    // All ages again: the range is deleted from the document and the entry names no band.
    await updateProductAsAdmin(STAFF, p.id, older.product.updatedAt, productFieldsSchema.parse(formToFields({ ...productToForm(older.product), ages: "all" })));
    expect((await db.collection("products").doc(p.id).get()).get("ageRange")).toBeUndefined();
    expect((await entryOf(p.id))!.ages).toBeUndefined();
    expect((await productAudit(p.id))[0]).toMatchObject({ before: { ageRange: { fromMonths: 36 } }, after: { ageRange: null } });
  });

  it("refuses a save over a product changed since the form loaded it (an order, another admin), writing nothing", async () => {
    const p = await create();
    await updateProductAsAdmin(STAFF, p.id, p.updatedAt, fields({ price: 3000 }), () => new Date(Date.parse(p.updatedAt) + 1000));
    await expect(updateProductAsAdmin(STAFF, p.id, p.updatedAt, fields({ price: 1 }))).rejects.toEqual(new ProductAdminError("stale"));
    expect((await getProductForAdmin(p.id))!.price).toBe(3000);
    expect(await auditCount(p.id)).toBe(2);
    await expect(updateProductAsAdmin(STAFF, uniq("missing"), p.updatedAt, fields())).rejects.toEqual(new ProductAdminError("not-found"));
  });

  it("archives (hidden from the storefront, kept) and unarchives, each with its audit entry", async () => {
    const p = await create();
    await setArchivedAsAdmin(STAFF, p.id, true);
    expect((await getProductForAdmin(p.id))!.archived).toBe(true);
    const entry = (await entryOf(p.id))!;
    expect(entry.archived).toBe(true);
    expect(isVisible(entry)).toBe(false);
    expect((await setArchivedAsAdmin(STAFF, p.id, true)).auditId).toBeNull(); // already archived: nothing written
    await setArchivedAsAdmin(STAFF, p.id, false);
    expect(isVisible((await entryOf(p.id))!)).toBe(true);
    expect((await productAudit(p.id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ["product.unarchive", { archived: true }, { archived: false }],
      ["product.archive", { archived: false }, { archived: true }],
      ["product.create", null, expect.any(Object)],
    ]);
  });

  it("deletes a product and its index entry, the audit entry keeping what it was", async () => {
    const p = await create();
    await deleteProductAsAdmin(STAFF, p.id);
    expect(await getProductForAdmin(p.id)).toBeNull();
    expect(await entryOf(p.id)).toBeUndefined();
    const [entry] = await productAudit(p.id);
    expect(entry).toMatchObject({ action: "product.delete", after: null, before: { name: "Admin Test Sleepsuit", price: 2499 } });
    await expect(deleteProductAsAdmin(STAFF, p.id)).rejects.toEqual(new ProductAdminError("not-found"));
  });

  it("archives and deletes in bulk, reporting the ones it could not change", async () => {
    const [a, b] = [await create(), await create()];
    const missing = uniq("gone");
    expect(await bulkProductsAsAdmin(STAFF, [a.id, missing, b.id], "archive")).toEqual([
      { id: a.id, ok: true },
      { id: missing, ok: false, code: "not-found" },
      { id: b.id, ok: true },
    ]);
    expect((await entryOf(b.id))!.archived).toBe(true);
    expect((await bulkProductsAsAdmin(STAFF, [a.id, b.id], "delete")).every((r) => r.ok)).toBe(true);
    expect([await getProductForAdmin(a.id), await entryOf(b.id)]).toEqual([null, undefined]);
  });
});

describe("the product table's search", () => {
  it("finds by words of the name, the start of the id or SKU, and filters, reading the index only", async () => {
    const marker = uniq("zebra").replace("-", "");
    const p = await create({ name: `Quokka ${marker} Blanket`, sku: `SKU-${marker}`.slice(0, 40).toUpperCase() });
    const low = await create({ name: `Quokka ${marker} Hat`, variations: [], stock: 3, discount: 10, new: true });
    await setArchivedAsAdmin(STAFF, low.id, true);
    const names = async (q: Parameters<typeof searchProducts>[0]) => (await searchProducts(q)).rows.map((r) => r.name);
    await searchProducts({ sort: "name" }); // loads the index
    const { result: found, ops } = await countOps(() => names({ q: `quokka ${marker.toUpperCase()}`, sort: "name" }));
    expect(found).toEqual([`Quokka ${marker} Blanket`, `Quokka ${marker} Hat`]);
    expect(ops.reads).toBe(1); // the index version only
    expect((await searchProducts({ q: p.id.slice(0, 12), sort: "name" })).rows.map((r) => r.id)).toContain(p.id);
    expect(await names({ q: `sku-${marker}`, sort: "name" })).toEqual([`Quokka ${marker} Blanket`]);
    expect(await names({ q: marker, stock: "low", sort: "name" })).toEqual([`Quokka ${marker} Hat`]);
    expect(await names({ q: marker, state: "archived", sale: true, new: true, sort: "name" })).toEqual([`Quokka ${marker} Hat`]);
    expect(await names({ q: marker, state: "active", sort: "name" })).toEqual([`Quokka ${marker} Blanket`]);
    const first = await searchProducts({ q: marker, sort: "price-asc" }, 1);
    expect(first.total).toBe(2);
    const second = await searchProducts({ q: marker, sort: "price-asc", cursor: first.next! }, 1);
    expect([...first.rows, ...second.rows].map((r) => r.id)).toEqual([low.id, p.id]);
    expect(second.next).toBeNull();
  });
});

describe("the admin product actions", () => {
  const run = (name: string, input: unknown, session: Awaited<ReturnType<ActionRequest["session"]>>) =>
    ACTION_REGISTRY.find((a) => a.name === name)!.run(input, { session: async () => session, t: (key) => key });
  const admin = { uid: STAFF.uid, email: STAFF.email, admin: true };
  const shopper = { uid: uniq("shopper"), email: "shopper@flone.test", admin: false };

  it("are all for admins", () => {
    expect(ACTION_REGISTRY.filter((a) => a.name.startsWith("adminProducts.")).map((a) => [a.name, a.access])).toEqual(
      ["create", "update", "setArchived", "recall", "delete", "bulk"].map((n) => [`adminProducts.${n}`, "admin"]),
    );
  });

  it("refuse bad input field by field and write nothing", async () => {
    const id = uniq("adm-bad");
    const good = formToFields(productToForm({ ...(await create()), id }));
    const cases: [unknown, string][] = [
      [{ id, fields: { ...good, price: Number.NaN } }, "fields.price"],
      [{ id, fields: { ...good, name: "  " } }, "fields.name"],
      [{ id, fields: { ...good, images: ["https://elsewhere.example/a.png"] } }, "fields.images.0"],
      [{ id, fields: { ...good, variations: [good.variations![0], { ...good.variations![1]!, color: "PINK" }] } }, "fields.variations.1.color"],
      [{ id, fields: { ...good, ageRange: { fromMonths: 12, toMonths: 6 } } }, "fields.ageRange.toMonths"],
      [{ id, fields: { ...good, ageRange: { fromMonths: -3 } } }, "fields.ageRange.fromMonths"],
      [{ id: "new", fields: good }, "id"],
      [{ id: "Bad Id", fields: good }, "id"],
    ];
    for (const [input, field] of cases) {
      const result = await run("adminProducts.create", input, admin);
      expect(result).toMatchObject({ ok: false, error: "invalid" });
      expect(Object.keys((result as { fieldErrors: object }).fieldErrors)).toContain(field);
    }
    await expect(run("adminProducts.create", { id, fields: good }, shopper)).resolves.toMatchObject({ ok: false, error: "forbidden" });
    expect(await getProductForAdmin(id)).toBeNull();
    expect(await auditCount(id)).toBe(0);
    await expect(run("adminProducts.bulk", { ids: Array.from({ length: 51 }, (_, i) => `p-${i}`), action: "delete" }, admin)).resolves.toMatchObject({ ok: false, error: "invalid" });
    await expect(run("adminProducts.bulk", { ids: [id], action: "explode" }, admin)).resolves.toMatchObject({ ok: false, error: "invalid" });
  });
});

describe("a product's translations, saved as the editor saves them", () => {
  const run = (name: string, input: unknown, session: Awaited<ReturnType<ActionRequest["session"]>>) =>
    ACTION_REGISTRY.find((a) => a.name === name)!.run(input, { session: async () => session, t: (key) => key });
  const admin = { uid: STAFF.uid, email: STAFF.email, admin: true };
  const shopper = { uid: uniq("shopper"), email: "shopper@flone.test", admin: false };

  it("are written with the product, its index entry and an audit entry; the missing-translations filter follows", async () => {
    const p = await create({ shortDescription: "Soft and warm." });
    expect(await entryOf(p.id)).toMatchObject({ untranslated: true });
    expect((await searchProducts({ q: p.id, sort: "name", untranslated: true })).rows.map((r) => r.id)).toEqual([p.id]);

    let form = productToForm(p);
    for (const [locale, name, short, colors, sizes] of [
      ["fr", "Gigoteuse d'essai", "Douce et chaude.", { pink: "Rose", white: "Blanc" }, { S: "P", M: "M", L: "G" }],
      ["de", "Test-Schlafsack", "Weich und warm.", { pink: "Rosa", white: "Weiß" }, { S: "S", M: "M", L: "L" }],
    ] as const) {
      form = setTranslation(form, locale, "name", name);
      form = setTranslation(form, locale, "shortDescription", short);
      form = setTranslation(form, locale, "colors", colors);
      form = setTranslation(form, locale, "sizes", sizes);
    }
    // What the action does once its input is parsed (its revalidation of cached pages needs Next's server).
    await updateProductAsAdmin(STAFF, p.id, p.updatedAt, updateProductInputSchema.parse({ id: p.id, updatedAt: p.updatedAt, fields: formToFields(form) }).fields);

    const saved = (await getProductForAdmin(p.id))!;
    expect(saved.translations).toEqual({
      fr: { name: "Gigoteuse d'essai", shortDescription: "Douce et chaude.", colors: { pink: "Rose", white: "Blanc" }, sizes: { S: "P", M: "M", L: "G" } },
      de: { name: "Test-Schlafsack", shortDescription: "Weich und warm.", colors: { pink: "Rosa", white: "Weiß" }, sizes: { S: "S", M: "M", L: "L" } },
    });
    expect([productTexts(saved, "de").color("white"), productTexts(saved, "fr").size("L")]).toEqual(["Weiß", "G"]);
    const entry = await entryOf(p.id);
    expect(entry?.i18n).toEqual({ fr: { name: "Gigoteuse d'essai", shortDescription: "Douce et chaude." }, de: { name: "Test-Schlafsack", shortDescription: "Weich und warm." } });
    // Every field is translated now (the product has no full description to translate).
    expect(entry?.untranslated).toBeUndefined();
    expect((await searchProducts({ q: p.id, sort: "name", untranslated: true })).rows).toEqual([]);
    const [audit] = await productAudit(p.id);
    expect(audit).toMatchObject({ action: "product.update", actor: STAFF, before: { translations: {} }, after: { translations: saved.translations } });
  });

  it("are refused by the action field by field when bad, and from a shopper, with nothing written", async () => {
    const p = await create();
    const good = formToFields(productToForm(p));
    const cases: [unknown, string][] = [
      [{ ...good, translations: { fr: { name: "  " } } }, "fields.translations.fr.name"],
      [{ ...good, translations: { fr: { colors: { blue: "Bleu" } } } }, "fields.translations.fr.colors.blue"],
      [{ ...good, translations: { de: { sizes: { XL: "XL" } } } }, "fields.translations.de.sizes.XL"],
      [{ ...good, translations: { es: { name: "Saco" } } }, "fields.translations"],
      [{ ...good, translations: { de: { title: "Schlafsack" } } }, "fields.translations.de"],
      [{ ...good, translations: { fr: { name: "x".repeat(201) } } }, "fields.translations.fr.name"],
    ];
    const audits = await auditCount(p.id);
    for (const [fields, path] of cases) {
      const result = await run("adminProducts.update", { id: p.id, updatedAt: p.updatedAt, fields }, admin);
      expect(result).toMatchObject({ ok: false, error: "invalid" });
      expect(Object.keys((result as { fieldErrors: object }).fieldErrors)).toContain(path);
    }
    const translated = { ...good, translations: { fr: { name: "Gigoteuse" } } };
    await expect(run("adminProducts.update", { id: p.id, updatedAt: p.updatedAt, fields: translated }, shopper)).resolves.toMatchObject({ ok: false, error: "forbidden" });
    expect((await getProductForAdmin(p.id))!).toMatchObject({ translations: {}, updatedAt: p.updatedAt });
    expect((await entryOf(p.id))?.i18n).toBeUndefined();
    expect(await auditCount(p.id)).toBe(audits);
  });
});

describe("product image uploads (Storage rules, through the web SDK as the form uploads)", () => {
  const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
  let shopper: Client;
  let staff: Client;
  let demoted: Client; // an admin until just now: its ID token still claims admin
  const admin = adminClient();
  beforeAll(async () => {
    [shopper, staff, demoted] = [webClient(), webClient(), webClient()];
    await Promise.all([signUp(shopper), signUp(staff), signUp(demoted)]);
    await promoteToAdmin(staff);
    await setAdmin((await promoteToAdmin(demoted)).uid, false);
  });
  afterAll(async () => Promise.all([shopper.close(), staff.close(), demoted.close(), admin.close()]));

  const refusal = async (op: Promise<unknown>) => {
    const error = await op.then(() => null, (e: unknown) => e);
    expect(error).toMatchObject({ code: "storage/unauthorized" });
    return storageErrorKey(error);
  };
  const name = (ext: string) => `products/images/${uniq("test")}.${ext}`;

  it("refuses a non-admin, a demoted admin, a non-image, an SVG and a file of 5 MiB, with the SDK's own 'unauthorized' text", async () => {
    expect(await refusal(uploadBytes(ref(shopper.storage, name("png")), new Uint8Array(PNG), { contentType: "image/png" }))).toBe("unauthorized");
    expect((await demoted.auth.currentUser!.getIdTokenResult()).claims.admin).toBe(true);
    expect(await refusal(uploadBytes(ref(demoted.storage, name("png")), new Uint8Array(PNG), { contentType: "image/png" }))).toBe("unauthorized");
    expect(await refusal(uploadBytes(ref(staff.storage, name("svg")), new Uint8Array(Buffer.from("<svg/>")), { contentType: "image/svg+xml" }))).toBe("unauthorized");
    expect(await refusal(uploadBytes(ref(staff.storage, name("txt")), new Uint8Array(Buffer.from("hi")), { contentType: "text/plain" }))).toBe("unauthorized");
    expect(await refusal(uploadBytes(ref(staff.storage, name("png")), new Uint8Array(5 * 1024 * 1024), { contentType: "image/png" }))).toBe("unauthorized");
    const ok = name("png");
    await expect(uploadBytes(ref(staff.storage, ok), new Uint8Array(PNG), { contentType: "image/png" })).resolves.toBeDefined();
    await admin.bucket.file(ok).delete();
  });
});
