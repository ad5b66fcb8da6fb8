// Cloud Storage failures (the web SDK's StorageError codes, "storage/<code>") -> the key of their
// text under AdminProducts.storageErrors in messages/*.json. The codes the SDK documents with a
// message (unknown, retry-limit-exceeded, canceled, ...) show that message; the SDK's other codes
// get their own clear text; anything else is "unknown". Pure and tiny, so the upload island and
// the tests share it.
const KEYS = {
  unknown: "unknown",
  "retry-limit-exceeded": "retryLimitExceeded",
  canceled: "canceled",
  "object-not-found": "objectNotFound",
  unauthenticated: "unauthenticated",
  "unauthorized-app": "unauthorizedApp",
  "quota-exceeded": "quotaExceeded",
  unauthorized: "unauthorized",
  "no-download-url": "noDownloadUrl",
  "invalid-url": "invalidUrl",
  "invalid-format": "invalidFormat",
  "invalid-argument": "invalidArgument",
  "invalid-root-operation": "invalidRootOperation",
  "no-default-bucket": "noDefaultBucket",
  "app-deleted": "appDeleted",
  "cannot-slice-blob": "cannotSliceBlob",
  "unsupported-environment": "unsupportedEnvironment",
  "internal-error": "internalError",
  "server-file-wrong-size": "serverFileWrongSize",
  "invalid-checksum": "invalidChecksum",
  "bucket-not-found": "bucketNotFound",
  "project-not-found": "projectNotFound",
} as const;

export type StorageErrorKey = (typeof KEYS)[keyof typeof KEYS];
export const STORAGE_ERROR_KEYS: readonly StorageErrorKey[] = [...new Set(Object.values(KEYS))];

/** The message key for a thrown value: a StorageError's code, or "unknown". */
export function storageErrorKey(error: unknown): StorageErrorKey {
  const code = typeof error === "object" && error !== null && "code" in error ? String((error as { code: unknown }).code) : "";
  if (!code.startsWith("storage/")) return "unknown";
  return (KEYS as Record<string, StorageErrorKey>)[code.slice("storage/".length)] ?? "unknown";
}
