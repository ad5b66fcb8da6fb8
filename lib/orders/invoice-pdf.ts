// The invoice as a PDF, laid out with pdfkit: of the two libraries measured on one invoice
// (scripts/bench/invoice-pdf.ts, BENCHMARKS.md "Invoice PDF"), the faster. Its standard
// Helvetica needs no font file of ours; it writes Latin-1 text only, which every message and
// address of the shop's three languages is.
import PDFDocument from "pdfkit";
import type { InvoiceModel } from "./invoice";

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN; // A4
const COLUMNS = [0, 290, 380, 430] as const; // product, unit price, quantity, amount (x from the margin)

/** Characters Helvetica (WinAnsi) cannot draw become close ones (a typographic minus, narrow spaces). */
const latin = (s: string) => s.replace(/[\u2212]/g, "-").replace(/[\u202f\u00a0]/g, " ").replace(/[\u2018\u2019]/g, "'");

export function renderInvoicePdf(model: InvoiceModel): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: `${model.title} ${model.facts[0]?.[1] ?? ""}` } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const text = (s: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) => doc.text(latin(s), MARGIN + x, y, options);

  doc.font("Helvetica-Bold").fontSize(20);
  text(model.title, 0, MARGIN);
  doc.font("Helvetica").fontSize(10);
  let y = MARGIN + 32;
  for (const [label, value] of model.facts) {
    doc.font("Helvetica-Bold");
    text(label, 0, y, { width: 130 });
    doc.font("Helvetica");
    text(value, 130, y);
    y += 14;
  }

  y += 14;
  const top = y;
  for (const [x, part] of [[0, model.seller], [260, model.buyer]] as const) {
    let py = top;
    doc.font("Helvetica-Bold");
    text(part.heading, x, py);
    doc.font("Helvetica");
    for (const line of part.lines) text(line, x, (py += 14), { width: 230 });
    y = Math.max(y, py + 28);
  }

  doc.font("Helvetica-Bold");
  model.columns.forEach((c, i) => text(c, COLUMNS[i]!, y, i === 0 ? { width: 280 } : { width: 60, align: i === 2 ? "center" : "right" }));
  doc.moveTo(MARGIN, y + 14).lineTo(MARGIN + WIDTH, y + 14).stroke();
  y += 22;
  doc.font("Helvetica");
  for (const line of model.lines) {
    if (y > 720) {
      doc.addPage();
      y = MARGIN;
    }
    text(line.name, COLUMNS[0], y, { width: 280 });
    text(line.unit, COLUMNS[1], y, { width: 60, align: "right" });
    text(line.quantity, COLUMNS[2], y, { width: 60, align: "center" });
    text(line.amount, COLUMNS[3], y, { width: WIDTH - COLUMNS[3], align: "right" });
    y = Math.max(y + 14, doc.y);
    if (line.detail) {
      doc.fillColor("#555555");
      text(line.detail, COLUMNS[0], y, { width: 280 });
      doc.fillColor("black");
      y += 14;
    }
    y += 4;
  }
  doc.moveTo(MARGIN, y).lineTo(MARGIN + WIDTH, y).stroke();
  y += 10;
  for (const [label, value] of model.totals) {
    text(label, 200, y, { width: 180 });
    text(value, COLUMNS[3], y, { width: WIDTH - COLUMNS[3], align: "right" });
    y += 14;
  }
  doc.font("Helvetica-Bold");
  text(model.total[0], 200, y + 4, { width: 180 });
  text(model.total[1], COLUMNS[3], y + 4, { width: WIDTH - COLUMNS[3], align: "right" });
  doc.font("Helvetica").fontSize(9).fillColor("#555555");
  text(model.note, 0, y + 40, { width: WIDTH });
  doc.end();
  return done;
}
