// POST /locales/add/{lng}/{ns}: the missing-key save path that i18next clients post to (addPath).
// Development only (or I18N_SAVE_MISSING=1): the keys are validated and logged for a translator
// to add to messages/{lng}.json; nothing is written. In production it answers 404.
import { LOCALES, isLocale } from "@/lib/i18n/routing";
import { MISSING_KEYS_MAX_BYTES, missingKeySaveEnabled, missingKeysSchema, parseNamespace } from "@/lib/i18n/http";
import { log } from "@/lib/log";

const notFound = () => Response.json({ error: "Not found" }, { status: 404 });

export async function POST(request: Request, { params }: RouteContext<"/locales/add/[lng]/[ns]">) {
  if (!missingKeySaveEnabled()) return notFound();
  const { lng, ns: rawNs } = await params;
  const ns = parseNamespace(rawNs);
  if (!isLocale(lng) || !ns) return notFound();

  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MISSING_KEYS_MAX_BYTES) return Response.json({ error: "Body too large" }, { status: 413 });
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MISSING_KEYS_MAX_BYTES) {
    return Response.json({ error: "Body too large" }, { status: 413 });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return Response.json({ error: "Expected a JSON object of missing keys" }, { status: 400 });
  }
  const parsed = missingKeysSchema.safeParse(body);
  if (!parsed.success) {
    return Response.json({ error: "Expected { \"key\": \"fallback text\" } with 1 to 50 keys", languages: LOCALES }, { status: 400 });
  }
  for (const [key, fallback] of Object.entries(parsed.data)) {
    log.warn(`[i18n] missing key ${lng}/${ns}: ${key} (fallback: ${JSON.stringify(fallback)})`);
  }
  return Response.json({ logged: Object.keys(parsed.data).length }, { status: 202 });
}
