// firestore.rules against the real Firestore emulator, with ID tokens from the Auth emulator.
// Each rule is tested both ways: who is allowed, and who is not. The browser uses the Firestore
// web SDK for nothing (everything goes through the server), so what these clients try is what
// someone would try by hand with the project's public config.
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where, type DocumentReference } from "firebase/firestore";
import { signOut } from "firebase/auth";
import { testProduct } from "@/tests/fixtures/product";
import { testOrder } from "@/tests/fixtures/order";
import { writeTestRegistry } from "@/tests/fixtures/registry";
import { REGISTRIES_COLLECTION, REGISTRY_PURCHASES, registryPurchaseDocSchema } from "@/lib/registry/schema";
import { postSchema } from "@/lib/blog/schema";
import { productDocSchema } from "@/lib/catalog/schema";
import { newStoredProfile } from "@/lib/users/stored-profile";
import { adminClient, signUp, uniq, webClient, type Client } from "./clients";

// The integration project's testTimeout (jest.config.mjs) is not applied: jest reads it from the
// global config only. A cold emulator on a busy machine can take more than the default 5 s.
jest.setTimeout(30_000);

const admin = adminClient();
let alice: Client; // signed in shopper
let root: Client; // signed in, users/{uid}.userInfo.isAdmin == true
let claimer: Client; // signed in with an `admin: true` custom claim, but not admin in the profile
let anon: Client; // signed out
let aliceUid: string;
let rootUid: string;
const bobUid = uniq("bob");
const productId = uniq("product");
const postId = uniq("post");
const aliceOrder = uniq("order");
const bobOrder = uniq("order");

async function denied(op: Promise<unknown>): Promise<void> {
  await expect(op).rejects.toMatchObject({ code: "permission-denied" });
}
// Stored documents as the shop's own code makes them (a profile, a product, a post, an order).
const profile = (isAdmin: boolean, createdAt = new Date().toISOString()) =>
  newStoredProfile({ firstName: "First", lastName: "Last", email: "someone@example.test" }, createdAt, isAdmin);
const aliceCreatedAt = new Date().toISOString();
const order = (uid: string, total: number) => testOrder({ total, status: "pending", createdAt: new Date().toISOString(), uid, key: `rules-${uniq("key")}` });

beforeAll(async () => {
  [alice, root, claimer, anon] = [webClient(), webClient(), webClient(), webClient()];
  aliceUid = (await signUp(alice)).uid;
  rootUid = (await signUp(root)).uid;
  const claimerUser = await signUp(claimer);
  await admin.auth.setCustomUserClaims(claimerUser.uid, { admin: true });
  await claimerUser.getIdToken(true); // the web client now sends a token with admin: true
  await Promise.all([
    admin.db.doc(`users/${aliceUid}`).set(profile(false, aliceCreatedAt)),
    admin.db.doc(`users/${rootUid}`).set(profile(true)),
    admin.db.doc(`users/${claimerUser.uid}`).set(profile(false)),
    admin.db.doc(`users/${bobUid}`).set(profile(true)),
    admin.db.doc(`products/${productId}`).set(productDocSchema.parse(testProduct(productId, { name: "Bib", price: 950 }))),
    admin.db.doc(`posts/${postId}`).set(postSchema.parse({ slug: postId, title: "Hello", excerpt: "", body: ["Hello."], author: "Test", category: "Testing", image: "/demo/blog/1.svg", publishedAt: "2020-01-01T00:00:00.000Z" })),
    admin.db.doc(`orders/${aliceOrder}`).set(order(aliceUid, 10)),
    admin.db.doc(`orders/${bobOrder}`).set(order(bobUid, 99)),
    admin.db.doc(`secrets/${uniq("s")}`).set({ x: 1 }),
  ]);
});

afterAll(async () => {
  // These fixtures must not outlive this file: the other files share the project and read whole
  // collections (the catalogue CSV export counts every product, the blog every post).
  await Promise.all(
    [`products/${productId}`, `posts/${postId}`, `orders/${aliceOrder}`, `orders/${bobOrder}`].map((path) => admin.db.doc(path).delete()),
  );
  await Promise.all([alice.close(), root.close(), claimer.close(), anon.close(), admin.close()]);
});

describe("users/{uid}", () => {
  it("a user reads their own profile", async () => {
    const snap = await getDoc(doc(alice.db, "users", aliceUid));
    expect(snap.data()?.userInfo.isAdmin).toBe(false);
  });

  it("nobody reads another user's profile (admins neither, from the browser); signed out reads none", async () => {
    await denied(getDoc(doc(alice.db, "users", bobUid)));
    await denied(getDoc(doc(root.db, "users", aliceUid)));
    await denied(getDoc(doc(anon.db, "users", aliceUid)));
    await denied(getDocs(collection(alice.db, "users")));
    await denied(getDocs(query(collection(alice.db, "users"), where("userInfo.isAdmin", "==", true))));
  });

  it("a user cannot change their own names from the browser (the account page's action trims them and keeps the customer search fields in step)", async () => {
    const mine = doc(alice.db, "users", aliceUid);
    await denied(updateDoc(mine, { firstName: "Alice", lastName: "Liddell" }));
    await denied(setDoc(mine, { firstName: "Al" }, { merge: true }));
    expect((await admin.db.doc(`users/${aliceUid}`).get()).data()).toEqual(profile(false, aliceCreatedAt));
  });

  it("a user cannot touch their role, e-mail or creation date, nor write a name that is no short string", async () => {
    const mine = doc(alice.db, "users", aliceUid) as DocumentReference;
    await denied(updateDoc(mine, { "userInfo.isAdmin": true }));
    await denied(updateDoc(mine, { "userInfo.note": "x" }));
    await denied(setDoc(mine, { userInfo: { isAdmin: true } }, { merge: true }));
    await denied(setDoc(mine, { ...profile(true) })); // a full overwrite
    await denied(updateDoc(mine, { email: "other@example.test" }));
    await denied(updateDoc(mine, { createdAt: "2000-01-01T00:00:00.000Z" }));
    await denied(updateDoc(mine, { firstName: "x".repeat(81) }));
    await denied(updateDoc(mine, { lastName: 42 }));
    expect((await admin.db.doc(`users/${aliceUid}`).get()).get("userInfo.isAdmin")).toBe(false);
  });

  it("nobody updates another user's profile, an admin neither", async () => {
    await denied(updateDoc(doc(alice.db, "users", bobUid), { firstName: "Mallory" }));
    await denied(updateDoc(doc(root.db, "users", aliceUid), { firstName: "Mallory" }));
    await denied(updateDoc(doc(anon.db, "users", aliceUid), { firstName: "Mallory" }));
  });

  it("no client creates a profile (the server does at the first sign-in), with or without userInfo", async () => {
    const c = webClient();
    const uid = (await signUp(c)).uid;
    await denied(setDoc(doc(c.db, "users", uid), { userInfo: { isAdmin: true } }));
    await denied(setDoc(doc(c.db, "users", uid), { userInfo: { isAdmin: false }, firstName: "A" }));
    await denied(setDoc(doc(c.db, "users", uid), { firstName: "A", lastName: "B" }));
    await denied(setDoc(doc(alice.db, "users", uniq("new")), { firstName: "A" }));
    expect((await admin.db.doc(`users/${uid}`).get()).exists).toBe(false);
    await c.close();
  });

  it("nobody deletes a profile from the browser", async () => {
    await denied(deleteDoc(doc(alice.db, "users", aliceUid)));
  });
});

describe("users/{uid}/addresses/{id}", () => {
  const addressId = uniq("addr");
  const entry = { firstName: "A", lastName: "B", country: "FR", street: "1 rue", city: "Paris", postcode: "75001", phone: "0123456789", isDefault: true };
  beforeAll(async () => {
    await Promise.all([
      admin.db.doc(`users/${aliceUid}/addresses/${addressId}`).set(entry),
      admin.db.doc(`users/${bobUid}/addresses/${addressId}`).set(entry),
    ]);
  });

  it("the owner reads and lists their own addresses", async () => {
    expect((await getDoc(doc(alice.db, "users", aliceUid, "addresses", addressId))).data()?.city).toBe("Paris");
    const mine = await getDocs(collection(alice.db, "users", aliceUid, "addresses"));
    expect(mine.docs.map((d) => d.id)).toEqual([addressId]);
  });

  it("nobody else reads them: another user, an admin from the browser, the signed out", async () => {
    await denied(getDoc(doc(alice.db, "users", bobUid, "addresses", addressId)));
    await denied(getDocs(collection(alice.db, "users", bobUid, "addresses")));
    await denied(getDoc(doc(root.db, "users", aliceUid, "addresses", addressId)));
    await denied(getDocs(collection(anon.db, "users", aliceUid, "addresses")));
  });

  it("no client writes an address, the owner neither (the server keeps the limit and the default)", async () => {
    await denied(setDoc(doc(alice.db, "users", aliceUid, "addresses", uniq("addr")), entry));
    await denied(updateDoc(doc(alice.db, "users", aliceUid, "addresses", addressId), { isDefault: false }));
    await denied(deleteDoc(doc(alice.db, "users", aliceUid, "addresses", addressId)));
    await denied(setDoc(doc(alice.db, "users", bobUid, "addresses", uniq("addr")), entry));
    await denied(updateDoc(doc(root.db, "users", aliceUid, "addresses", addressId), { city: "Rome" }));
    expect((await admin.db.doc(`users/${aliceUid}/addresses/${addressId}`).get()).data()).toEqual(entry);
  });
});

describe("catalogue: products, posts, catalogIndex", () => {
  // Other test files rewrite the catalogue concurrently (replaceCatalog empties products/ and
  // catalogIndex/): assert what is refused, not what is there.
  it("nobody reads them from the browser: the pages are server-rendered, and the documents hold archived products, posts before their date and sales counts", async () => {
    for (const c of [anon, alice, root, claimer]) {
      await denied(getDoc(doc(c.db, "products", productId)));
      await denied(getDocs(query(collection(c.db, "products"), where("archived", "==", false))));
      await denied(getDoc(doc(c.db, "posts", postId)));
      await denied(getDocs(collection(c.db, "posts")));
      await denied(getDoc(doc(c.db, "catalogIndex", "meta")));
      await denied(getDocs(collection(c.db, "catalogIndex")));
    }
  });

  it("an admin (per the profile) does not write them from the browser either: the admin screens' actions validate, audit and keep the index in step", async () => {
    const id = uniq("p");
    await denied(setDoc(doc(root.db, "products", id), { name: "x", price: 100 }));
    await denied(updateDoc(doc(root.db, "products", productId), { price: 200 }));
    await denied(deleteDoc(doc(root.db, "products", productId)));
    await denied(setDoc(doc(root.db, "posts", uniq("post")), { title: "x" }));
    await denied(setDoc(doc(root.db, "catalogIndex", uniq("shard")), { version: 1 }));
    expect((await admin.db.doc(`products/${productId}`).get()).data()).toEqual(productDocSchema.parse(testProduct(productId, { name: "Bib", price: 950 })));
  });

  it.each(["products", "posts", "catalogIndex"])("shoppers and the signed out never write %s", async (name) => {
    await denied(setDoc(doc(anon.db, name, uniq("x")), { name: "x" }));
    await denied(setDoc(doc(alice.db, name, uniq("x")), { name: "x" }));
    await denied(setDoc(doc(alice.db, name, productId), { price: 1 }, { merge: true }));
    await denied(deleteDoc(doc(alice.db, name, productId)));
  });

  it("an `admin` claim on the token is no admin", async () => {
    expect((await claimer.auth.currentUser!.getIdTokenResult()).claims.admin).toBe(true);
    await denied(setDoc(doc(claimer.db, "products", uniq("p")), { name: "x" }));
    await denied(setDoc(doc(claimer.db, "posts", uniq("post")), { title: "x" }));
    await denied(setDoc(doc(claimer.db, "catalogIndex", uniq("shard")), { version: 1 }));
  });
});

describe("orders/{id}", () => {
  it("nobody reads orders from the browser, their buyer and admins neither: the pages show them, and the documents name staff (by uid) in their history", async () => {
    await denied(getDoc(doc(alice.db, "orders", aliceOrder)));
    await denied(getDocs(query(collection(alice.db, "orders"), where("uid", "==", aliceUid))));
    await denied(getDoc(doc(root.db, "orders", bobOrder)));
    await denied(getDocs(collection(root.db, "orders")));
  });

  it("nobody reads another user's order, or lists all orders", async () => {
    await denied(getDoc(doc(alice.db, "orders", bobOrder)));
    await denied(getDoc(doc(anon.db, "orders", aliceOrder)));
    await denied(getDocs(collection(alice.db, "orders")));
    await denied(getDocs(query(collection(alice.db, "orders"), where("uid", "==", bobUid))));
    await denied(getDocs(collection(claimer.db, "orders")));
  });

  it("nobody writes orders from the browser, admins neither", async () => {
    await denied(setDoc(doc(alice.db, "orders", uniq("o")), { uid: aliceUid, total: 0 }));
    await denied(updateDoc(doc(alice.db, "orders", aliceOrder), { total: 0 }));
    await denied(deleteDoc(doc(alice.db, "orders", aliceOrder)));
    await denied(setDoc(doc(root.db, "orders", uniq("o")), { uid: rootUid, total: 0 }));
    await denied(updateDoc(doc(root.db, "orders", bobOrder), { total: 0 }));
  });
});

describe("users/{uid}/state/{doc} (the cart and wishlist saved in the account)", () => {
  const saved = { cart: [{ id: "classic-bath-duck", quantity: 2 }], wishlist: ["classic-bath-duck"], updatedAt: new Date().toISOString() };
  beforeAll(async () => {
    await Promise.all([admin.db.doc(`users/${aliceUid}/state/shopping`).set(saved), admin.db.doc(`users/${bobUid}/state/shopping`).set(saved)]);
  });

  it("the owner reads their saved state, and lists their own state documents", async () => {
    expect((await getDoc(doc(alice.db, "users", aliceUid, "state", "shopping"))).data()?.cart).toEqual(saved.cart);
    expect((await getDocs(collection(alice.db, "users", aliceUid, "state"))).docs.map((d) => d.id)).toEqual(["shopping"]);
  });

  it("nobody else reads it: another user, an admin from the browser, the signed out", async () => {
    await denied(getDoc(doc(alice.db, "users", bobUid, "state", "shopping")));
    await denied(getDoc(doc(root.db, "users", aliceUid, "state", "shopping")));
    await denied(getDoc(doc(anon.db, "users", aliceUid, "state", "shopping")));
    await denied(getDocs(collection(alice.db, "users", bobUid, "state")));
  });

  it("nobody writes it from the browser, the owner and admins neither (the server merges and checks it)", async () => {
    const mine = doc(alice.db, "users", aliceUid, "state", "shopping");
    await denied(setDoc(mine, { cart: [{ id: "classic-bath-duck", quantity: 999, price: 0 }], wishlist: [] }));
    await denied(updateDoc(mine, { wishlist: [] }));
    await denied(deleteDoc(mine));
    await denied(setDoc(doc(alice.db, "users", aliceUid, "state", uniq("other")), { x: 1 }));
    await denied(setDoc(doc(root.db, "users", aliceUid, "state", "shopping"), { cart: [], wishlist: [] }));
    await denied(setDoc(doc(anon.db, "users", aliceUid, "state", "shopping"), { cart: [], wishlist: [] }));
    expect((await admin.db.doc(`users/${aliceUid}/state/shopping`).get()).data()).toEqual(saved);
  });
});

describe("registries/{slug} (the baby registry): the server's alone", () => {
  // Every registry page is server-rendered and every change is a server action (the 5-registry
  // limit and the owner index, 100 items, `bought`): no client reads or writes any of it.
  const pub = uniq("reg-pub");
  const link = uniq("reg-link");
  const item = "item-1";
  const orderId = "FL-RULES001";
  const registryDoc = (ownerUid: string, visibility: "public" | "link") => ({
    ownerUid,
    ownerName: "Mallory M.",
    title: "Our baby",
    babyName: "",
    dueDate: "2027-04-01",
    message: "",
    visibility,
    surprise: false,
    createdAt: "2026-11-01T00:00:00.000Z",
    updatedAt: "2026-11-01T00:00:00.000Z",
  });
  const itemDoc = { productId: "classic-bath-duck", wanted: 2, bought: 0, note: "", position: 0, addedAt: "2026-11-01T00:00:00.000Z" };
  const shipping = { address: { firstName: "A", lastName: "B", street: "1 rue", city: "Paris", postcode: "75001", country: "FR", phone: "0123456789" } };
  const stored = async (path: string) => (await admin.db.doc(path).get()).data();
  beforeAll(async () => {
    for (const slug of [pub, link]) {
      await writeTestRegistry(admin.db, { slug, ownerUid: aliceUid, items: { [item]: { productId: "classic-bath-duck", wanted: 2 } } });
      // A friend bought one, hiding their name: the entry keeps their uid for the server.
      await admin.db.doc(`${REGISTRIES_COLLECTION}/${slug}/${REGISTRY_PURCHASES}/${orderId}`).set(
        registryPurchaseDocSchema.parse({
          orderId,
          buyerUid: bobUid,
          buyerName: null,
          lines: [{ itemId: item, productId: "classic-bath-duck", name: "Classic Bath Duck", quantity: 1 }],
          status: "placed",
          createdAt: "2026-11-02T00:00:00.000Z",
          updatedAt: "2026-11-02T00:00:00.000Z",
        }),
      );
    }
    await admin.db.doc(`${REGISTRIES_COLLECTION}/${pub}`).update({ visibility: "public" });
  });
  afterAll(async () => {
    await Promise.all([pub, link].map((slug) => admin.db.recursiveDelete(admin.db.doc(`${REGISTRIES_COLLECTION}/${slug}`))));
  });

  it("a guest who knows the slug cannot get the registry document (it holds the owner's uid), nor its items", async () => {
    for (const c of [anon, root, claimer]) {
      await denied(getDoc(doc(c.db, "registries", link)));
      await denied(getDoc(doc(c.db, "registries", pub)));
      await denied(getDocs(collection(c.db, "registries", link, "items")));
      await denied(getDoc(doc(c.db, "registries", pub, "items", item)));
    }
  });

  it("nobody queries registries, public ones neither", async () => {
    await denied(getDocs(query(collection(anon.db, "registries"), where("visibility", "==", "public"))));
    await denied(getDocs(query(collection(alice.db, "registries"), where("ownerUid", "==", aliceUid))));
    await denied(getDocs(collection(root.db, "registries")));
  });

  it("the owner cannot read who bought (the entries carry the buyer's uid, a hidden name too), nor the address, nor the registry itself", async () => {
    await denied(getDoc(doc(alice.db, "registries", link, "purchases", orderId)));
    await denied(getDocs(collection(alice.db, "registries", pub, "purchases")));
    await denied(getDoc(doc(alice.db, "registries", link, "private", "shipping")));
    await denied(getDoc(doc(alice.db, "registries", link)));
    await denied(getDocs(collection(alice.db, "registries", link, "items")));
    for (const c of [anon, root, claimer]) {
      await denied(getDoc(doc(c.db, "registries", link, "private", "shipping")));
      await denied(getDocs(collection(c.db, "registries", pub, "purchases")));
    }
  });

  it("a signed-in browser cannot create a registry, with any slug or owner name (past the 5-registry limit and the owner index)", async () => {
    for (const slug of [uniq("reg-new"), "sam-and-alex-baby-x", "a"]) {
      await denied(setDoc(doc(alice.db, "registries", slug), registryDoc(aliceUid, "public")));
      expect((await admin.db.doc(`registries/${slug}`).get()).exists).toBe(false);
    }
    await denied(setDoc(doc(alice.db, "registries", uniq("reg-new")), registryDoc(rootUid, "public")));
    await denied(setDoc(doc(anon.db, "registries", uniq("reg-new")), registryDoc(aliceUid, "public")));
  });

  it("the owner cannot update or delete their own registry from the browser", async () => {
    const before = await stored(`registries/${pub}`);
    await denied(updateDoc(doc(alice.db, "registries", pub), { title: "Renamed", surprise: true }));
    await denied(updateDoc(doc(alice.db, "registries", pub), { ownerName: "The Queen" }));
    await denied(setDoc(doc(alice.db, "registries", pub), registryDoc(aliceUid, "link")));
    await denied(deleteDoc(doc(alice.db, "registries", pub)));
    expect(await stored(`registries/${pub}`)).toEqual(before);
  });

  it("the owner cannot add, change or remove items from the browser (100 items, one per choice, `bought`)", async () => {
    const before = await stored(`registries/${pub}/items/${item}`);
    await denied(setDoc(doc(alice.db, "registries", pub, "items", uniq("item")), itemDoc));
    await denied(updateDoc(doc(alice.db, "registries", pub, "items", item), { wanted: 5, note: "Blue", position: 4 }));
    await denied(updateDoc(doc(alice.db, "registries", pub, "items", item), { bought: 0 }));
    await denied(deleteDoc(doc(alice.db, "registries", pub, "items", item)));
    expect(await stored(`registries/${pub}/items/${item}`)).toEqual(before);
  });

  it("the owner cannot write the address or the purchases from the browser", async () => {
    const before = await stored(`registries/${pub}/private/shipping`);
    await denied(setDoc(doc(alice.db, "registries", pub, "private", "shipping"), shipping));
    await denied(deleteDoc(doc(alice.db, "registries", pub, "private", "shipping")));
    await denied(setDoc(doc(alice.db, "registries", pub, "purchases", uniq("FL")), { orderId: "FL-X", buyerName: "Grandma" }));
    await denied(updateDoc(doc(alice.db, "registries", pub, "purchases", orderId), { buyerName: "Unmasked" }));
    await denied(deleteDoc(doc(alice.db, "registries", pub, "purchases", orderId)));
    expect(await stored(`registries/${pub}/private/shipping`)).toEqual(before);
  });

  it("nobody else writes any of it: another user, an admin, the signed out", async () => {
    for (const c of [anon, root, claimer]) {
      await denied(updateDoc(doc(c.db, "registries", pub), { title: "Mine" }));
      await denied(setDoc(doc(c.db, "registries", pub), registryDoc(rootUid, "public")));
      await denied(deleteDoc(doc(c.db, "registries", pub)));
      await denied(setDoc(doc(c.db, "registries", pub, "items", uniq("item")), itemDoc));
      await denied(updateDoc(doc(c.db, "registries", pub, "items", item), { wanted: 9 }));
      await denied(setDoc(doc(c.db, "registries", pub, "private", "shipping"), shipping));
    }
  });
});

it("everything else is denied, to admins too", async () => {
  await denied(getDocs(collection(alice.db, "secrets")));
  await denied(getDocs(collection(root.db, "secrets")));
  await denied(setDoc(doc(alice.db, "carts", aliceUid), { items: [] }));
  await denied(setDoc(doc(root.db, "carts", rootUid), { items: [] }));
});

it("signing out drops access to the profile", async () => {
  const c = webClient();
  const uid = (await signUp(c)).uid;
  await admin.db.doc(`users/${uid}`).set(profile(false));
  await expect(getDoc(doc(c.db, "users", uid))).resolves.toBeDefined();
  await signOut(c.auth);
  await denied(getDoc(doc(c.db, "users", uid)));
  await c.close();
});
