import { decideStorage, IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES, type StorageRequest } from "./storage-policy";

// Profiles as the rules' firestore.get would find them: a1 is an admin; d1 was demoted but its
// token still carries the admin claim; c1 is a customer; nobody else has a profile.
const ADMIN_PROFILES = new Map([
  ["a1", true],
  ["d1", false],
  ["c1", false],
]);
const asked: string[] = [];
const profileIsAdmin = async (uid: string) => {
  asked.push(uid);
  return ADMIN_PROFILES.get(uid) === true;
};

const admin = { uid: "a1", token: { user_id: "a1" } };
const demoted = { uid: "d1", token: { user_id: "d1", admin: true } };
const customer = { uid: "c1", token: { user_id: "c1" } };
const png = { size: 1000, contentType: "image/png" };

function req(over: Partial<StorageRequest>): StorageRequest {
  return { method: "create", name: "products/p1/1.png", auth: admin, resource: png, ...over };
}
const decide = (over: Partial<StorageRequest>) => decideStorage(req(over), profileIsAdmin);
const allowed = async (over: Partial<StorageRequest>) => (await decide(over)).allowed;

beforeEach(() => {
  asked.length = 0;
});

describe("decideStorage (mirrors storage.rules)", () => {
  it("lets anyone get a product image, signed in or not, without reading a profile", async () => {
    expect(await allowed({ method: "get", auth: null, resource: null })).toBe(true);
    expect(await allowed({ method: "get", auth: customer, resource: null })).toBe(true);
    expect(asked).toEqual([]);
  });

  it("lets nobody list the bucket, an admin neither", async () => {
    expect(await decide({ method: "list", name: "products/", auth: null, resource: null })).toEqual({ allowed: false, reason: "nobody lists the bucket" });
    expect(await allowed({ method: "list", name: "products", auth: customer, resource: null })).toBe(false);
    expect(await allowed({ method: "list", name: "products/images", auth: admin, resource: null })).toBe(false);
  });

  it("denies everything outside products/", async () => {
    for (const name of ["users/c1/avatar.png", "productsX/1.png", "", "a/products/1.png"]) {
      expect(await allowed({ method: "get", name, auth: admin })).toBe(false);
      expect(await allowed({ method: "create", name, auth: admin })).toBe(false);
    }
  });

  it("lets an admin (per the profile) upload each raster image type", async () => {
    for (const contentType of ["image/png", "image/jpeg", "image/webp", "image/avif"]) {
      expect(await allowed({ resource: { size: 10, contentType } })).toBe(true);
      expect(await allowed({ method: "update", resource: { size: 10, contentType } })).toBe(true);
    }
    expect(asked.every((uid) => uid === "a1")).toBe(true);
  });

  it("refuses SVG, even from an admin: it can carry script", async () => {
    expect(await decide({ resource: { size: 10, contentType: "image/svg+xml" } })).toEqual({ allowed: false, reason: 'content type "image/svg+xml" is not an allowed image type' });
    expect(IMAGE_CONTENT_TYPES).not.toContain("image/svg+xml");
  });

  it("refuses writes from the signed out, customers, and a demoted admin whose token still claims admin", async () => {
    expect(await decide({ auth: null })).toEqual({ allowed: false, reason: "not signed in" });
    expect(await allowed({ auth: customer })).toBe(false);
    expect(await decide({ auth: demoted })).toEqual({ allowed: false, reason: "not an admin in users/{uid}.userInfo" });
    expect(await allowed({ method: "delete", auth: demoted, resource: null })).toBe(false);
    expect(await allowed({ auth: { uid: "ghost", token: { user_id: "ghost", admin: true } } })).toBe(false); // no profile
    expect(await allowed({ method: "delete", auth: customer, resource: null })).toBe(false);
    expect(await allowed({ method: "update", auth: null })).toBe(false);
    expect(asked).toEqual(["c1", "d1", "d1", "ghost", "c1"]);
  });

  it("lets an admin delete", async () => {
    expect(await allowed({ method: "delete", resource: null })).toBe(true);
  });

  it("refuses other content types", async () => {
    for (const contentType of ["text/plain", "image/gif", "IMAGE/PNG", "image/png; charset=x", "", null]) {
      expect(await allowed({ resource: { size: 10, contentType } })).toBe(false);
    }
    expect(await allowed({ resource: { size: 10 } })).toBe(false);
  });

  it("refuses files of 5 MiB or more", async () => {
    expect(await allowed({ resource: { size: MAX_IMAGE_BYTES - 1, contentType: "image/png" } })).toBe(true);
    expect(await allowed({ resource: { size: MAX_IMAGE_BYTES, contentType: "image/png" } })).toBe(false);
    expect(await allowed({ resource: { size: MAX_IMAGE_BYTES * 3, contentType: "image/png" } })).toBe(false);
    expect(await allowed({ resource: null })).toBe(false);
  });
});
