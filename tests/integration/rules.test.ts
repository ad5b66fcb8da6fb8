// firestore.rules against the real Firestore emulator, with ID tokens from the Auth emulator.
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where, type DocumentReference } from "firebase/firestore";
import { signOut } from "firebase/auth";
import { adminClient, signUp, uniq, webClient, type Client } from "./clients";

const admin = adminClient();
let alice: Client; // signed in
let anon: Client; // signed out
let aliceUid: string;
const bobUid = uniq("bob");
const productId = uniq("product");
const aliceOrder = uniq("order");
const bobOrder = uniq("order");

async function denied(op: Promise<unknown>): Promise<void> {
  await expect(op).rejects.toMatchObject({ code: "permission-denied" });
}

beforeAll(async () => {
  alice = webClient();
  anon = webClient();
  aliceUid = (await signUp(alice)).uid;
  const profile = (isAdmin: boolean) => ({ userInfo: { isAdmin, firstName: "", lastName: "", email: "" }, createdAt: new Date().toISOString() });
  await Promise.all([
    admin.db.doc(`users/${aliceUid}`).set(profile(false)),
    admin.db.doc(`users/${bobUid}`).set(profile(true)),
    admin.db.doc(`products/${productId}`).set({ name: "Bib", price: 9.5 }),
    admin.db.doc(`posts/${uniq("post")}`).set({ title: "Hello" }),
    admin.db.doc(`orders/${aliceOrder}`).set({ uid: aliceUid, total: 10 }),
    admin.db.doc(`orders/${bobOrder}`).set({ uid: bobUid, total: 99 }),
    admin.db.doc(`secrets/${uniq("s")}`).set({ x: 1 }),
  ]);
});

afterAll(async () => {
  await Promise.all([alice.close(), anon.close(), admin.close()]);
});

describe("users/{uid}", () => {
  it("a user reads their own profile", async () => {
    const snap = await getDoc(doc(alice.db, "users", aliceUid));
    expect(snap.data()?.userInfo.isAdmin).toBe(false);
  });

  it("a user cannot read another user's profile; signed out reads none", async () => {
    await denied(getDoc(doc(alice.db, "users", bobUid)));
    await denied(getDoc(doc(anon.db, "users", aliceUid)));
    await denied(getDocs(collection(alice.db, "users")));
  });

  it("a user cannot write their own profile (so cannot make themselves admin)", async () => {
    const mine = doc(alice.db, "users", aliceUid) as DocumentReference;
    await denied(updateDoc(mine, { "userInfo.isAdmin": true }));
    await denied(setDoc(mine, { userInfo: { isAdmin: true } }, { merge: true }));
    await denied(setDoc(doc(alice.db, "users", uniq("new")), { userInfo: { isAdmin: true } }));
    expect((await admin.db.doc(`users/${aliceUid}`).get()).get("userInfo.isAdmin")).toBe(false);
  });
});

describe("catalogue", () => {
  // Other test files rewrite the catalogue concurrently (replaceCatalog empties products/ and
  // catalogIndex/): assert that reads are allowed, not what they find.
  it("anyone reads products, posts and the catalogue index", async () => {
    await expect(getDoc(doc(anon.db, "products", productId))).resolves.toBeDefined();
    await expect(getDoc(doc(alice.db, "products", productId))).resolves.toBeDefined();
    await expect(getDocs(query(collection(anon.db, "products")))).resolves.toBeDefined();
    await expect(getDocs(query(collection(anon.db, "posts")))).resolves.toBeDefined();
    await expect(getDoc(doc(anon.db, "catalogIndex", "meta"))).resolves.toBeDefined();
  });

  it("nobody writes products from the browser", async () => {
    await denied(setDoc(doc(anon.db, "products", uniq("p")), { name: "x" }));
    await denied(setDoc(doc(alice.db, "products", uniq("p")), { name: "x" }));
    await denied(setDoc(doc(alice.db, "products", productId), { price: 0.01 }, { merge: true }));
    await denied(setDoc(doc(alice.db, "catalogIndex", "meta"), { version: 1 }));
  });
});

describe("orders/{id}", () => {
  it("the owner reads their order, and can list their own orders", async () => {
    expect((await getDoc(doc(alice.db, "orders", aliceOrder))).data()?.total).toBe(10);
    const mine = await getDocs(query(collection(alice.db, "orders"), where("uid", "==", aliceUid)));
    expect(mine.docs.map((d) => d.id)).toEqual([aliceOrder]);
  });

  it("nobody reads another user's order, or lists all orders", async () => {
    await denied(getDoc(doc(alice.db, "orders", bobOrder)));
    await denied(getDoc(doc(anon.db, "orders", aliceOrder)));
    await denied(getDocs(collection(alice.db, "orders")));
  });

  it("nobody writes orders from the browser", async () => {
    await denied(setDoc(doc(alice.db, "orders", uniq("o")), { uid: aliceUid, total: 0 }));
    await denied(updateDoc(doc(alice.db, "orders", aliceOrder), { total: 0 }));
  });
});

it("everything else is denied", async () => {
  await denied(getDocs(collection(alice.db, "secrets")));
  await denied(setDoc(doc(alice.db, "carts", aliceUid), { items: [] }));
});

it("signing out drops access to the profile", async () => {
  const c = webClient();
  const uid = (await signUp(c)).uid;
  await admin.db.doc(`users/${uid}`).set({ userInfo: { isAdmin: false } });
  await expect(getDoc(doc(c.db, "users", uid))).resolves.toBeDefined();
  await signOut(c.auth);
  await denied(getDoc(doc(c.db, "users", uid)));
  await c.close();
});
