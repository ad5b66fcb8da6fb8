// The text of a PDF the shop writes (lib/orders/invoice-pdf.ts: pdfkit, its standard Helvetica),
// for tests that read an invoice or a credit note as a person would. Enough for pdfkit's own
// output only: each content stream is inflated, and each text-showing operator (TJ, Tj) gives one
// piece, its hex strings decoded as WinAnsi, the standard fonts' encoding. Not a PDF parser.
import { inflateSync } from "node:zlib";

const winAnsi = new TextDecoder("windows-1252");
const decodeHex = (hex: string) => winAnsi.decode(Buffer.from(hex, "hex"));

/** The pieces of text, in the order they are drawn (one per line of text the layout writes). */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  const pieces: string[] = [];
  for (let at = raw.indexOf("stream\n"); at !== -1; at = raw.indexOf("stream\n", at + 1)) {
    // "endstream\n" also contains "stream\n": only a stream's start is followed by its data.
    if (raw.slice(at - 3, at) === "end") continue;
    const end = raw.indexOf("\nendstream", at);
    if (end === -1) break;
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw.slice(at + "stream\n".length, end), "latin1")).toString("latin1");
    } catch {
      continue; // not a compressed stream (pdfkit compresses its content streams)
    }
    for (const shown of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hex = shown[1] !== undefined ? [...shown[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join("") : shown[2]!;
      pieces.push(decodeHex(hex));
    }
  }
  return pieces;
}
