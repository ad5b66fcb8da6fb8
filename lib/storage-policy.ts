// Who may do what in Cloud Storage. The same decision as storage.rules, as a pure function of the
// request and of what the rules read from Firestore (firestore.get of the caller's profile): the
// local Storage emulator enforces this (its Java rules engine needs Java 21, which we do not
// have), and the unit test pins it. Change both files together.

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The web SDK's retry limits: an operation retries for up to 2 minutes, an upload for up to 10 (a slow connection still gets a large photo through). */
export const MAX_OPERATION_RETRY_TIME_MS = 120_000;
export const MAX_UPLOAD_RETRY_TIME_MS = 600_000;
/** Raster images only: an SVG opened from its download URL runs the scripts it carries. */
export const IMAGE_CONTENT_TYPES: readonly string[] = ["image/png", "image/jpeg", "image/webp", "image/avif"];

/** The operations the Storage rules language distinguishes ("read" = get + list). */
export type StorageMethod = "get" | "list" | "create" | "update" | "delete";

export type StorageRequest = {
  method: StorageMethod;
  /** Object name (or list prefix) inside the bucket, e.g. "products/abc/1.png". */
  name: string;
  /** request.auth: null when signed out; token holds the ID token's claims. */
  auth: { uid: string; token: Record<string, unknown> } | null;
  /** request.resource: the object as it would be after a create/update. */
  resource: { size?: number; contentType?: string | null } | null;
};

export type StorageDecision = { allowed: boolean; reason: string };

/**
 * firestore.get(/databases/(default)/documents/users/$(uid)).data.userInfo.isAdmin == true: false
 * for a missing profile (the rules' get fails, which denies). Asked only when the rules reach it.
 */
export type ProfileIsAdmin = (uid: string) => Promise<boolean>;

const deny = (reason: string): StorageDecision => ({ allowed: false, reason });
const allow = (reason: string): StorageDecision => ({ allowed: true, reason });

/** match /products/{allPaths=**}: the recursive wildcard also matches the bare prefix. */
function inProducts(name: string): boolean {
  const n = name.replace(/^\/+/, "").replace(/\/+$/, "");
  return n === "products" || n.startsWith("products/");
}

export async function decideStorage(req: StorageRequest, profileIsAdmin: ProfileIsAdmin): Promise<StorageDecision> {
  if (!inProducts(req.name)) return deny("only products/** is accessible");
  if (req.method === "get") return allow("product images are public");
  if (req.method === "list") return deny("nobody lists the bucket");

  // Writes: signed in, and an admin in the profile now (a token's admin claim may be an hour old).
  if (!req.auth) return deny("not signed in");
  if (!(await profileIsAdmin(req.auth.uid))) return deny("not an admin in users/{uid}.userInfo");
  if (req.method === "delete") return allow("admin delete");

  const size = req.resource?.size;
  const type = req.resource?.contentType ?? "";
  if (typeof size !== "number" || !(size < MAX_IMAGE_BYTES)) return deny(`size ${size ?? "unknown"} is not < ${MAX_IMAGE_BYTES} bytes`);
  if (!IMAGE_CONTENT_TYPES.includes(type)) return deny(`content type "${type}" is not an allowed image type`);
  return allow("admin image upload");
}
