// Calling the shop's server actions over HTTP as the browser does: a POST to a page URL with the
// action's id in `Next-Action`, its arguments as the JSON array React's encodeReply makes of plain
// values (text/plain;charset=UTF-8), and the answer read from the RSC (flight) stream. Action ids
// come from the build's server/server-reference-manifest.json, found by file and export name, so
// the bench follows a rebuild without a hard-coded id.
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const manifestSchema = z.object({
  node: z.record(z.string(), z.object({ filename: z.string().optional(), exportedName: z.string().optional() }).loose()),
});

/** "lib/actions/orders.ts#placeOrder" -> action id, for every exported action of the build in `distDir`. */
export function readActionIds(distDir: string): Map<string, string> {
  const raw: unknown = JSON.parse(readFileSync(path.join(distDir, "server", "server-reference-manifest.json"), "utf8"));
  const ids = new Map<string, string>();
  for (const [id, entry] of Object.entries(manifestSchema.parse(raw).node)) {
    if (entry.filename && entry.exportedName) ids.set(`${entry.filename}#${entry.exportedName}`, id);
  }
  return ids;
}

/** The id of `exportedName` in `file` (e.g. "lib/actions/orders.ts", "placeOrder"), or a clear error. */
export function actionId(ids: Map<string, string>, file: string, exportedName: string): string {
  const id = ids.get(`${file}#${exportedName}`);
  if (!id) throw new Error(`no server action ${exportedName} of ${file} in the build's server-reference-manifest.json`);
  return id;
}

type Row = { tag: string; text: string };

/**
 * The rows of a flight stream: `<hex id>:<row>\n`, where a row is JSON, a tag letter then JSON
 * (`I[...]` a client reference, `E{...}` an error...), or `T<hex length>,<text>` (text of that
 * many bytes, newlines and all, with no line end).
 */
export function parseFlightRows(body: Buffer | string): Map<number, Row> {
  const buf = typeof body === "string" ? Buffer.from(body, "utf8") : body;
  const rows = new Map<number, Row>();
  let i = 0;
  while (i < buf.length) {
    const colon = buf.indexOf(0x3a, i); // ':'
    if (colon < 0) break;
    // A hint (":HL[...]": a stylesheet to preload) has no id; it is read and dropped below.
    const rawId = buf.toString("latin1", i, colon);
    const id = rawId === "" ? -1 : parseInt(rawId, 16);
    if (Number.isNaN(id) || !/^[0-9a-f]*$/.test(rawId)) throw new Error(`flight stream: bad row id at byte ${i}`);
    const tag = String.fromCharCode(buf[colon + 1] ?? 0);
    if (tag === "T") {
      const comma = buf.indexOf(0x2c, colon + 2);
      const length = parseInt(buf.toString("latin1", colon + 2, comma), 16);
      rows.set(id, { tag, text: buf.toString("utf8", comma + 1, comma + 1 + length) });
      i = comma + 1 + length;
      continue;
    }
    let end = buf.indexOf(0x0a, colon + 1);
    if (end < 0) end = buf.length;
    const line = buf.toString("utf8", colon + 1, end);
    const tagged = /^[A-Z]/.test(line);
    if (id >= 0) rows.set(id, { tag: tagged ? line[0]! : "", text: tagged ? line.slice(1) : line });
    i = end + 1;
  }
  return rows;
}

/** A row's value with its references ("$1", "$@1", "$1:key:key") and escapes ("$$", "$undefined", "$D...") resolved. */
function revive(value: unknown, rows: Map<number, Row>, depth = 0): unknown {
  if (depth > 50) throw new Error("flight stream: references nested too deep");
  if (Array.isArray(value)) return value.map((v) => revive(v, rows, depth + 1));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => {
      const revived = revive(v, rows, depth + 1);
      return revived === undefined ? [] : [[k, revived]];
    }));
  }
  if (typeof value !== "string" || !value.startsWith("$")) return value;
  if (value.startsWith("$$")) return value.slice(1);
  if (value === "$undefined") return undefined;
  if (value.startsWith("$D")) return value.slice(2); // a Date, kept as its ISO text
  if (value.startsWith("$n")) return Number(value.slice(2));
  if (value === "$NaN") return NaN;
  if (value === "$Infinity") return Infinity;
  if (value === "$-Infinity") return -Infinity;
  if (value === "$-0") return -0;
  const ref = /^\$@?([0-9a-f]+)((?::[^:]+)*)$/.exec(value);
  if (!ref) return value;
  const row = rows.get(parseInt(ref[1]!, 16));
  if (!row) throw new Error(`flight stream: row ${ref[1]} is missing`);
  if (row.tag === "E") throw new ActionThrew(row.text);
  let target: unknown = row.tag === "T" ? row.text : JSON.parse(row.text);
  for (const key of ref[2] ? ref[2].slice(1).split(":") : []) target = (target as Record<string, unknown>)?.[key];
  return revive(target, rows, depth + 1);
}

/** The action threw (or Next refused it): the flight stream's error row. */
export class ActionThrew extends Error {
  constructor(readonly row: string) {
    super(`the server action threw: ${row.slice(0, 300)}`);
  }
}

/** The value an action answered, from the body of its response (row 0's `a`). */
export function decodeActionAnswer(body: Buffer | string): unknown {
  const rows = parseFlightRows(body);
  const first = rows.get(0);
  if (!first) throw new Error(`not a server action's answer: ${String(body).slice(0, 200)}`);
  if (first.tag === "E") throw new ActionThrew(first.text);
  const head = JSON.parse(first.text) as { a?: unknown };
  if (!("a" in head)) throw new Error(`a server action's answer without a result: ${first.text.slice(0, 200)}`);
  return revive(head.a, rows);
}

/** The request a browser sends for an action taking plain JSON arguments. */
export function actionRequest(id: string, args: readonly unknown[], origin: string): { headers: Record<string, string>; body: string } {
  return {
    headers: { accept: "text/x-component", "next-action": id, "content-type": "text/plain;charset=UTF-8", origin },
    body: JSON.stringify(args),
  };
}
