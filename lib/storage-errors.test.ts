import en from "@/messages/en.json";
import { STORAGE_ERROR_KEYS, storageErrorKey } from "./storage-errors";

describe("storageErrorKey", () => {
  it("shows the web SDK's own text for its documented storage/ codes", () => {
    const texts = en.AdminProducts.storageErrors as Record<string, string>;
    const documented: Record<string, string> = {
      "storage/unknown": "An unknown error occurred, please check the error payload for server response.",
      "storage/retry-limit-exceeded": "Max retry time for operation exceeded, please try again.",
      "storage/canceled": "User canceled the upload/download.",
      "storage/object-not-found": "Object does not exist.",
      "storage/unauthenticated": "User is not authenticated, please authenticate and try again.",
      "storage/quota-exceeded": "Quota for the bucket exceeded.",
      "storage/unauthorized": "User does not have permission to access the path.",
      "storage/no-download-url": "The given file does not have any download URLs.",
    };
    for (const [code, text] of Object.entries(documented)) expect(texts[storageErrorKey({ code })]).toBe(text);
  });

  it("gives every other code its own text, and anything else the unknown one", () => {
    const texts = en.AdminProducts.storageErrors as Record<string, string>;
    for (const key of STORAGE_ERROR_KEYS) expect(texts[key]).toEqual(expect.any(String));
    expect(storageErrorKey({ code: "storage/invalid-format" })).toBe("invalidFormat");
    expect(storageErrorKey({ code: "storage/unauthorized-app" })).toBe("unauthorizedApp");
    expect(storageErrorKey({ code: "storage/brand-new-code" })).toBe("unknown");
    expect(storageErrorKey(new TypeError("Failed to fetch"))).toBe("unknown");
    expect(storageErrorKey({ code: "auth/network-request-failed" })).toBe("unknown");
    expect(storageErrorKey(null)).toBe("unknown");
  });
});
