// What a server-rendered page weighs and what its RSC payload carries (npm run bench:weight).
// Pure: HTML in, figures out. The payload is the inline `self.__next_f.push([1,"..."])` scripts
// React writes after the markup so the browser can hydrate; decoded, it is React's flight text,
// rows of `id:value`, where client components are referenced by `I` rows and rendered as
// `["$","$L<id>",key,props]`.

const PUSH_SCRIPT = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;

export type Row = { id: string; tag: string; text: string };

export type Weight = {
  htmlBytes: number;
  payloadBytes: number;
  /** payloadBytes / htmlBytes. */
  share: number;
  /** Client components by the bytes of the data they receive: props apart from rendered markup (children, or elements in any prop such as a tab's panel). */
  clientProps: { name: string; count: number; bytes: number; largest: number }[];
  /** Texts that the page carries more than once (in its markup and its payload), by the bytes of their extra copies. */
  repeated: { text: string; count: number; extraBytes: number }[];
};

const bytes = (s: string) => Buffer.byteLength(s, "utf8");

/** The payload's scripts as they are in the HTML, and the flight text they carry once decoded. */
export function payloadOf(html: string): { scripts: string[]; flight: string } {
  const scripts: string[] = [];
  let flight = "";
  for (const m of html.matchAll(PUSH_SCRIPT)) {
    scripts.push(m[0]);
    const chunk = JSON.parse(m[1]!) as unknown[];
    // [0] bootstraps, [1, text] is flight text; [2, ...] and [3, ...] carry form state and binary data.
    if (chunk[0] === 1 && typeof chunk[1] === "string") flight += chunk[1];
  }
  return { scripts, flight };
}

/** Flight text as rows: `id:<tag><json>\n`, or `id:T<hex byte length>,<text>` with no line end. */
export function parseFlight(flight: string): Row[] {
  const buf = Buffer.from(flight, "utf8");
  const rows: Row[] = [];
  let i = 0;
  while (i < buf.length) {
    const colon = buf.indexOf(":", i);
    if (colon < 0) break;
    const id = buf.toString("utf8", i, colon);
    let j = colon + 1;
    const first = String.fromCharCode(buf[j] ?? 0);
    if (first === "T") {
      const comma = buf.indexOf(",", j);
      const length = parseInt(buf.toString("utf8", j + 1, comma), 16);
      rows.push({ id, tag: "T", text: buf.toString("utf8", comma + 1, comma + 1 + length) });
      i = comma + 1 + length;
      continue;
    }
    let tag = "";
    if (/[A-Z]/.test(first)) {
      tag = first;
      j++;
    }
    let end = buf.indexOf("\n", j);
    if (end < 0) end = buf.length;
    rows.push({ id, tag, text: buf.toString("utf8", j, end) });
    i = end + 1;
  }
  return rows;
}

/**
 * A client reference row's export name (`I` rows: [module, chunks, name] or {id, chunks, name});
 * a name written once as its own row is referred to as "$<row>"; a module's whole export has none.
 */
function referenceName(text: string, strings: Map<string, string>): string {
  const value = JSON.parse(text) as unknown;
  const [id, name] = Array.isArray(value) ? [value[0], value[2]] : [(value as { id?: string }).id, (value as { name?: string }).name];
  const named = typeof name === "string" && name.startsWith("$") ? strings.get(name.slice(1)) : name;
  return named ? String(named) : `module ${String(id)}`;
}

type Element = ["$", string, unknown, Record<string, unknown>];
const isElement = (v: unknown): v is Element => Array.isArray(v) && v[0] === "$" && typeof v[1] === "string" && v.length >= 4;

/** Every client element in the payload with the bytes of its props, markup apart. */
export function clientProps(rows: Row[]): Weight["clientProps"] {
  const strings = new Map(rows.filter((r) => r.tag === "" && r.text.startsWith('"')).map((r) => [r.id, JSON.parse(r.text) as string]));
  const names = new Map(rows.filter((r) => r.tag === "I").map((r) => [r.id, referenceName(r.text, strings)]));
  const totals = new Map<string, { count: number; bytes: number; largest: number }>();
  const visit = (v: unknown) => {
    if (!v || typeof v !== "object") return;
    if (isElement(v)) {
      // "$L<row>" is a lazy reference to a client component, "$<row>" one already resolved.
      const name = names.get(v[1].replace(/^\$L?/, ""));
      if (name) {
        const { children, ...own } = v[3] ?? {};
        // Markup passed in a prop is the page's content, counted where it is rendered: not here.
        const size = bytes(JSON.stringify(own, (_, value: unknown) => (isElement(value) ? 0 : value)));
        const t = totals.get(name) ?? { count: 0, bytes: 0, largest: 0 };
        totals.set(name, { count: t.count + 1, bytes: t.bytes + size, largest: Math.max(t.largest, size) });
        visit(children);
        for (const value of Object.values(own)) visit(value);
        return;
      }
    }
    for (const value of Object.values(v)) visit(value);
  };
  for (const r of rows) {
    if (r.tag !== "" || !/^[[{]/.test(r.text)) continue;
    try {
      visit(JSON.parse(r.text));
    } catch {
      // A row cut by a malformed page: its bytes still count in the totals.
    }
  }
  return [...totals].map(([name, t]) => ({ name, ...t })).sort((a, b) => b.bytes - a.bytes);
}

/** Text nodes and attribute values of the markup (the payload's scripts removed), entities decoded. */
function markupTexts(markup: string): string[] {
  const decode = (s: string) =>
    s.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" })[e]!);
  const texts: string[] = [];
  for (const m of markup.matchAll(/>([^<]+)</g)) texts.push(decode(m[1]!.trim()));
  for (const m of markup.matchAll(/\s[\w:-]+="([^"]*)"/g)) texts.push(decode(m[1]!));
  return texts;
}

/** The payload's own strings: JSON string values and text rows (references like "$L1" apart). */
function payloadTexts(rows: Row[]): string[] {
  const texts: string[] = [];
  const visit = (v: unknown) => {
    if (typeof v === "string") {
      if (!/^\$[A-Za-z@]?[0-9a-f]*(:.*)?$/.test(v) && v !== "$") texts.push(v);
    } else if (v && typeof v === "object") for (const value of Object.values(v)) visit(value);
  };
  for (const r of rows) {
    if (r.tag === "T") texts.push(r.text);
    else if (r.tag === "" && /^[[{"]/.test(r.text)) {
      try {
        visit(JSON.parse(r.text));
      } catch {
        // As above.
      }
    }
  }
  return texts;
}

/**
 * Texts of at least `minLength` characters carried more than once across the markup and the
 * payload, by the bytes of the extra copies. Class names and URLs count too: they are bytes sent.
 */
export function repeatedTexts(markup: string, rows: Row[], minLength = 12, top = 15): Weight["repeated"] {
  const counts = new Map<string, number>();
  for (const t of [...markupTexts(markup), ...payloadTexts(rows)]) {
    if (t.length < minLength) continue;
    counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, n]) => n > 1)
    .map(([text, count]) => ({ text, count, extraBytes: bytes(text) * (count - 1) }))
    .sort((a, b) => b.extraBytes - a.extraBytes)
    .slice(0, top);
}

export function weigh(html: string): Weight {
  const { scripts, flight } = payloadOf(html);
  const payloadBytes = scripts.reduce((sum, s) => sum + bytes(s), 0);
  const htmlBytes = bytes(html);
  const rows = parseFlight(flight);
  const markup = scripts.reduce((rest, s) => rest.replace(s, ""), html);
  return { htmlBytes, payloadBytes, share: htmlBytes ? payloadBytes / htmlBytes : 0, clientProps: clientProps(rows), repeated: repeatedTexts(markup, rows) };
}

export const kb = (n: number) => (Math.round(n / 102.4) / 10).toFixed(1);

/** One page's report, as printed. */
export function report(page: string, w: Weight, topProps = 8): string {
  const lines = [`${page}: HTML ${kb(w.htmlBytes)} KB, RSC payload ${kb(w.payloadBytes)} KB (${Math.round(w.share * 100)} %)`];
  lines.push("  client props (component: count, KB, largest KB):");
  for (const p of w.clientProps.slice(0, topProps)) lines.push(`    ${p.name}: ${p.count}, ${kb(p.bytes)}, ${kb(p.largest)}`);
  lines.push("  repeated texts (copies, extra KB):");
  for (const r of w.repeated.slice(0, topProps)) lines.push(`    ${r.count}x ${kb(r.extraBytes)} ${JSON.stringify(r.text.length > 70 ? `${r.text.slice(0, 67)}...` : r.text)}`);
  return lines.join("\n");
}
