/** @jest-environment node */
import { toStorageRequest } from "./storage-emulator";

// An Auth-emulator-style ID token: unsigned, claims in the middle part.
const token = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.`;

describe("toStorageRequest (firebase-tools verify() arguments -> our policy's request)", () => {
  it("reads the object name, method, uid, claims and the proposed resource", () => {
    const req = toStorageRequest({
      method: "create",
      path: "b/demo-flone.appspot.com/o/products/p1/a b.png",
      file: { after: { size: "42", contentType: "image/png" } },
      projectId: "demo-flone",
      token: token({ user_id: "u1", sub: "u1", admin: true }),
    });
    expect(req).toEqual({
      method: "create",
      name: "products/p1/a b.png",
      auth: { uid: "u1", token: { user_id: "u1", sub: "u1", admin: true } },
      resource: { size: 42, contentType: "image/png" },
    });
  });

  it("handles signed-out requests, list prefixes and the leading slash the Java runtime adds", () => {
    expect(toStorageRequest({ method: "list", path: "/b/x/o/products", file: {}, projectId: "p" })).toEqual({
      method: "list",
      name: "products",
      auth: null,
      resource: null,
    });
    expect(toStorageRequest({ method: "list", path: "b/x/o", file: {}, projectId: "p" }).name).toBe("");
  });

  it("treats an unreadable token as signed out, and an unexpected path as matching nothing", () => {
    expect(toStorageRequest({ method: "get", path: "b/x/o/products/a", file: {}, projectId: "p", token: "garbage" }).auth).toBeNull();
    expect(toStorageRequest({ method: "get", path: "weird/products/a", file: {}, projectId: "p" }).name).not.toMatch(/^products/);
  });
});
