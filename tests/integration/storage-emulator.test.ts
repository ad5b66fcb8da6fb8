// The in-process Storage emulator (scripts/stack/storage-emulator.ts) enforces
// lib/storage-policy.ts like storage.rules would, with the admin role read from the profile in the
// Firestore emulator: uploads through the web SDK, as a browser does.
import { readFileSync } from "node:fs";
import { deleteObject, getBytes, getDownloadURL, getMetadata, list, listAll, ref, uploadBytes } from "firebase/storage";
import { setAdmin } from "@/lib/users/roles";
import { adminClient, promoteToAdmin, signUp, uniq, webClient, type Client } from "./clients";

const admin = adminClient();
let anon: Client;
let customer: Client;
let shopAdmin: Client;
let demoted: Client; // was an admin: the profile says no more, its ID token still claims admin

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const bytes = (b: Buffer) => new Uint8Array(b);
const path = (name: string) => `products/${uniq("p")}/${name}`;

async function unauthorized(op: Promise<unknown>): Promise<void> {
  await expect(op).rejects.toMatchObject({ code: "storage/unauthorized" });
}

beforeAll(async () => {
  anon = webClient();
  customer = webClient();
  shopAdmin = webClient();
  demoted = webClient();
  await Promise.all([signUp(customer), signUp(shopAdmin), signUp(demoted)]);
  await promoteToAdmin(shopAdmin);
  const former = await promoteToAdmin(demoted);
  await setAdmin(former.uid, false);
  // The claim the ID token was minted with stays on it until it expires (up to an hour).
  expect((await former.getIdTokenResult()).claims.admin).toBe(true);
});

afterAll(async () => {
  await Promise.all([anon.close(), customer.close(), shopAdmin.close(), demoted.close(), admin.close()]);
});

it("refuses an upload by a signed-out user", async () => {
  await unauthorized(uploadBytes(ref(anon.storage, path("a.png")), bytes(PNG), { contentType: "image/png" }));
});

it("refuses an upload by a signed-in user who is no admin", async () => {
  await unauthorized(uploadBytes(ref(customer.storage, path("a.png")), bytes(PNG), { contentType: "image/png" }));
});

it("refuses a demoted admin whose token still claims admin: the profile decides, at each request", async () => {
  await unauthorized(uploadBytes(ref(demoted.storage, path("a.png")), bytes(PNG), { contentType: "image/png" }));
  const name = path("kept.png");
  await uploadBytes(ref(shopAdmin.storage, name), bytes(PNG), { contentType: "image/png" });
  await unauthorized(deleteObject(ref(demoted.storage, name)));
  await expect(getBytes(ref(anon.storage, name))).resolves.toBeDefined();
});

it("refuses an SVG, from an admin too (it can carry script)", async () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  await unauthorized(uploadBytes(ref(shopAdmin.storage, path("a.svg")), bytes(svg), { contentType: "image/svg+xml" }));
});

it("lets nobody list the images, an admin neither; a guest still gets one by its name", async () => {
  const name = path("listed.png");
  await uploadBytes(ref(shopAdmin.storage, name), bytes(PNG), { contentType: "image/png" });
  for (const c of [anon, customer, shopAdmin]) {
    await unauthorized(listAll(ref(c.storage, "products")));
    await unauthorized(list(ref(c.storage, name.slice(0, name.lastIndexOf("/"))), { maxResults: 10 }));
  }
  expect(Buffer.from(await getBytes(ref(anon.storage, name))).equals(PNG)).toBe(true);
});

it("accepts an admin's PNG, which anyone can then read", async () => {
  const name = path("ok.png");
  const result = await uploadBytes(ref(shopAdmin.storage, name), bytes(PNG), { contentType: "image/png" });
  expect(result.metadata).toMatchObject({ fullPath: name, size: PNG.length, contentType: "image/png" });

  const read = await getBytes(ref(anon.storage, name));
  expect(Buffer.from(read).equals(PNG)).toBe(true);
  expect((await getMetadata(ref(customer.storage, name))).contentType).toBe("image/png");
  const url = await getDownloadURL(ref(anon.storage, name));
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
});

it("refuses an admin's upload of a non-image type", async () => {
  await unauthorized(uploadBytes(ref(shopAdmin.storage, path("a.txt")), bytes(Buffer.from("hello")), { contentType: "text/plain" }));
  await unauthorized(uploadBytes(ref(shopAdmin.storage, path("a.gif")), bytes(PNG), { contentType: "image/gif" }));
});

it("refuses an admin's upload of 5 MiB or more, accepts just under", async () => {
  const big = Buffer.alloc(5 * 1024 * 1024, 1);
  await unauthorized(uploadBytes(ref(shopAdmin.storage, path("big.png")), bytes(big), { contentType: "image/png" }));
  const under = big.subarray(0, 5 * 1024 * 1024 - 1);
  await expect(uploadBytes(ref(shopAdmin.storage, path("under.png")), bytes(under), { contentType: "image/png" })).resolves.toBeDefined();
});

it("refuses uploads outside products/, even by an admin", async () => {
  await unauthorized(uploadBytes(ref(shopAdmin.storage, `users/${uniq("u")}.png`), bytes(PNG), { contentType: "image/png" }));
  await unauthorized(getBytes(ref(anon.storage, `private/${uniq("x")}.png`)));
});

it("lets only an admin delete", async () => {
  const name = path("del.png");
  await uploadBytes(ref(shopAdmin.storage, name), bytes(PNG), { contentType: "image/png" });
  await unauthorized(deleteObject(ref(customer.storage, name)));
  await unauthorized(deleteObject(ref(anon.storage, name)));
  await deleteObject(ref(shopAdmin.storage, name));
  await expect(getBytes(ref(anon.storage, name))).rejects.toMatchObject({ code: "storage/object-not-found" });
});

it("lets the server (firebase-admin, through STORAGE_EMULATOR_HOST) write anything", async () => {
  const name = `internal/${uniq("report")}.txt`;
  await admin.bucket.file(name).save("from the server", { contentType: "text/plain" });
  const [data] = await admin.bucket.file(name).download();
  expect(data.toString()).toBe("from the server");
  await unauthorized(getBytes(ref(shopAdmin.storage, name))); // but the browser cannot read it
});

it("storage.rules parses (the Firestore emulator's compiler checks the syntax; Storage's own needs Java 21)", async () => {
  const content = readFileSync(`${__dirname}/../../storage.rules`, "utf8");
  const put = (rules: string) =>
    // A project of its own, so the Firestore rules the other tests rely on stay in place.
    fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/demo-storage-rules-check:securityRules`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ rules: { files: [{ name: "storage.rules", content: rules }] } }),
    });
  const ok = await put(content);
  expect(await ok.text()).not.toContain("error");
  expect(ok.status).toBe(200);
  expect((await put(content.replace("allow get: if true;", "allow get: iff true;"))).status).toBe(400);
});
