import { decideStorage, MAX_IMAGE_BYTES, type StorageRequest } from "./storage-policy";

const admin = { uid: "a1", token: { user_id: "a1", admin: true } };
const customer = { uid: "c1", token: { user_id: "c1" } };
const png = { size: 1000, contentType: "image/png" };

function req(over: Partial<StorageRequest>): StorageRequest {
  return { method: "create", name: "products/p1/1.png", auth: admin, resource: png, ...over };
}
const allowed = (over: Partial<StorageRequest>) => decideStorage(req(over)).allowed;

describe("decideStorage (mirrors storage.rules)", () => {
  it("lets anyone read product images, signed in or not", () => {
    expect(allowed({ method: "get", auth: null, resource: null })).toBe(true);
    expect(allowed({ method: "list", name: "products/", auth: null, resource: null })).toBe(true);
    expect(allowed({ method: "list", name: "products", auth: customer, resource: null })).toBe(true);
  });

  it("denies everything outside products/", () => {
    for (const name of ["users/c1/avatar.png", "productsX/1.png", "", "a/products/1.png"]) {
      expect(allowed({ method: "get", name, auth: admin })).toBe(false);
      expect(allowed({ method: "create", name, auth: admin })).toBe(false);
    }
  });

  it("lets an admin upload each allowed image type", () => {
    for (const contentType of ["image/png", "image/jpeg", "image/webp", "image/svg+xml", "image/avif"]) {
      expect(allowed({ resource: { size: 10, contentType } })).toBe(true);
      expect(allowed({ method: "update", resource: { size: 10, contentType } })).toBe(true);
    }
  });

  it("refuses writes from signed-out users and from users without the admin claim", () => {
    expect(decideStorage(req({ auth: null }))).toEqual({ allowed: false, reason: "not signed in" });
    expect(allowed({ auth: customer })).toBe(false);
    expect(allowed({ auth: { uid: "x", token: { admin: "true" } } })).toBe(false); // must be the boolean
    expect(allowed({ method: "delete", auth: customer, resource: null })).toBe(false);
    expect(allowed({ method: "update", auth: null })).toBe(false);
  });

  it("lets an admin delete", () => {
    expect(allowed({ method: "delete", resource: null })).toBe(true);
  });

  it("refuses other content types", () => {
    for (const contentType of ["text/plain", "image/gif", "IMAGE/PNG", "image/png; charset=x", "", null]) {
      expect(allowed({ resource: { size: 10, contentType } })).toBe(false);
    }
    expect(allowed({ resource: { size: 10 } })).toBe(false);
  });

  it("refuses files of 5 MiB or more", () => {
    expect(allowed({ resource: { size: MAX_IMAGE_BYTES - 1, contentType: "image/png" } })).toBe(true);
    expect(allowed({ resource: { size: MAX_IMAGE_BYTES, contentType: "image/png" } })).toBe(false);
    expect(allowed({ resource: { size: MAX_IMAGE_BYTES * 3, contentType: "image/png" } })).toBe(false);
    expect(allowed({ resource: null })).toBe(false);
  });
});
