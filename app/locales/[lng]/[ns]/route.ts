// GET /locales/{lng}/{ns}.json: one namespace of the messages, for tools that load translations
// over HTTP (lib/i18n/http.ts). Prerendered for every language and namespace at build; anything
// else is a 404. The proxy does not touch /locales.
import { LOCALES } from "@/lib/i18n/routing";
import { NAMESPACES, namespaceMessages } from "@/lib/i18n/http";

export function generateStaticParams() {
  return LOCALES.flatMap((lng) => NAMESPACES.map((ns) => ({ lng, ns: `${ns}.json` })));
}

const JSON_TYPE = "application/json; charset=utf-8";

export async function GET(_request: Request, { params }: RouteContext<"/locales/[lng]/[ns]">) {
  const { lng, ns } = await params;
  const messages = ns.endsWith(".json") ? await namespaceMessages(lng, ns) : null;
  if (messages === null || messages === undefined) {
    return Response.json(
      { error: "Not found", hint: `Languages: ${LOCALES.join(", ")}; namespaces: ${NAMESPACES.join(", ")}` },
      { status: 404, headers: { "cache-control": "public, max-age=60" } },
    );
  }
  return new Response(JSON.stringify(messages), {
    headers: {
      "content-type": JSON_TYPE,
      // Messages change only with a deploy: browsers keep them 5 minutes, shared caches a day.
      "cache-control": "public, max-age=300, s-maxage=86400, stale-while-revalidate=604800",
      "access-control-allow-origin": "*",
    },
  });
}
