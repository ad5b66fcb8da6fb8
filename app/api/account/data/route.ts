// GET /api/account/data: "Download my data" of /my-account. The signed-in person's data as one
// JSON file (lib/users/data-export.ts), as an attachment. Checked like every account access (the
// cookie verified with revocation; the cookie is read from the request, so tests call the handler
// directly); anyone else gets a 401 and no data. Never cached anywhere.
import { NextResponse, type NextRequest } from "next/server";
import { authorizeCookie } from "@/lib/auth/access";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { dataExportFileName, exportAccountData } from "@/lib/users/data-export";

const PRIVATE = { "cache-control": "private, no-store" };

export async function GET(request: NextRequest) {
  const access = await authorizeCookie(request.cookies.get(SESSION_COOKIE)?.value, "user");
  if (!access.ok) return NextResponse.json({ error: access.reason }, { status: 401, headers: PRIVATE });
  const now = new Date();
  const data = await exportAccountData(access.session.uid, access.session.email, now);
  return new NextResponse(JSON.stringify(data, null, 2), {
    headers: {
      ...PRIVATE,
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${dataExportFileName(now)}"`,
      "x-content-type-options": "nosniff",
    },
  });
}
