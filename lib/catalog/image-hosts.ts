// Where product images may come from: the site's own files ("/demo/products/x.svg") and Cloud
// Storage download URLs (the production hosts, and the local Storage emulator). next.config.ts
// hands the same list to next/image, and the admin's product input refuses any other source, so
// a saved product never names an image the storefront cannot render.
export const REMOTE_IMAGE_PATTERNS = [
  { protocol: "https", hostname: "firebasestorage.googleapis.com" },
  { protocol: "https", hostname: "storage.googleapis.com" },
  { protocol: "http", hostname: "127.0.0.1" },
] as const;

/** A site path ("/x/y.png", not "//host") or a URL on one of the remote image hosts. */
export function isProductImageSrc(src: string): boolean {
  if (src.startsWith("/")) return !src.startsWith("//") && !src.includes("\\");
  try {
    const url = new URL(src);
    return REMOTE_IMAGE_PATTERNS.some((p) => url.protocol === `${p.protocol}:` && url.hostname === p.hostname);
  } catch {
    return false;
  }
}
