// The catalogue as a CSV download, for admins only (checked here again: the proxy's check is
// only the fast path). Streamed a page of products at a time; never cached.
import { exportCatalogCsv } from "@/lib/admin/catalog-csv/import";
import { authorize } from "@/lib/auth/access";

export async function GET(): Promise<Response> {
  const access = await authorize("admin");
  if (!access.ok) return new Response(null, { status: access.reason === "signed-out" ? 401 : 403 });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(exportCatalogCsv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="flone-catalogue-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
