// npm run bench:invoice-pdf: one invoice (a 6-line order, taxed), rendered 20 times with each of
// the two PDF libraries after 3 warm-up renders; prints the median ms per render and the size.
// lib/orders/invoice-pdf.ts keeps the faster (pdfkit); the @react-pdf/renderer layout below is
// its measured twin, kept here only so the figures can be made again (BENCHMARKS.md).
import { createTranslator } from "use-intl/core";
import messages from "../../messages/en.json";
import { testProduct } from "../../tests/fixtures/product";
import { invoiceModel, type InvoiceModel } from "../../lib/orders/invoice";
import { renderInvoicePdf } from "../../lib/orders/invoice-pdf";
import { orderDoc } from "../../lib/orders/order-doc";
import { priceOrder } from "../../lib/orders/pricing";
import { TEST_ADDRESS } from "../../tests/fixtures/order";

// @react-pdf/renderer is ESM-only (its exports have no "require"): loaded with import().
type ReactPdf = typeof import("@react-pdf/renderer");

const styles = {
  page: { padding: 50, fontSize: 10, fontFamily: "Helvetica" },
  title: { fontSize: 20, fontFamily: "Helvetica-Bold", marginBottom: 12 },
  row: { flexDirection: "row" },
  label: { width: 130, fontFamily: "Helvetica-Bold" },
  parties: { flexDirection: "row", marginVertical: 14, gap: 30 },
  bold: { fontFamily: "Helvetica-Bold" },
  name: { width: 290 },
  num: { width: 60, textAlign: "right" },
  muted: { color: "#555555" },
  totals: { marginLeft: 200, marginTop: 10 },
} as const;

function ReactPdfInvoice({ m, rp }: { m: InvoiceModel; rp: ReactPdf }) {
  const { Document, Page, Text, View } = rp;
  const s = rp.StyleSheet.create(styles);
  return (
    <Document title={m.title}>
      <Page size="A4" style={s.page}>
        <Text style={s.title}>{m.title}</Text>
        {m.facts.map(([k, v]) => (
          <View key={k} style={s.row}>
            <Text style={s.label}>{k}</Text>
            <Text>{v}</Text>
          </View>
        ))}
        <View style={s.parties}>
          {[m.seller, m.buyer].map((p) => (
            <View key={p.heading} style={{ width: 230 }}>
              <Text style={s.bold}>{p.heading}</Text>
              {p.lines.map((l, i) => (
                <Text key={i}>{l}</Text>
              ))}
            </View>
          ))}
        </View>
        <View style={[s.row, s.bold]}>
          <Text style={s.name}>{m.columns[0]}</Text>
          <Text style={s.num}>{m.columns[1]}</Text>
          <Text style={s.num}>{m.columns[2]}</Text>
          <Text style={s.num}>{m.columns[3]}</Text>
        </View>
        {m.lines.map((l, i) => (
          <View key={i} style={{ marginVertical: 3 }}>
            <View style={s.row}>
              <Text style={s.name}>{l.name}</Text>
              <Text style={s.num}>{l.unit}</Text>
              <Text style={s.num}>{l.quantity}</Text>
              <Text style={s.num}>{l.amount}</Text>
            </View>
            {l.detail ? <Text style={s.muted}>{l.detail}</Text> : null}
          </View>
        ))}
        <View style={s.totals}>
          {[...m.totals, m.total].map(([k, v]) => (
            <View key={k} style={s.row}>
              <Text style={{ width: 230 }}>{k}</Text>
              <Text style={s.num}>{v}</Text>
            </View>
          ))}
        </View>
        <Text style={[s.muted, { marginTop: 30 }]}>{m.note}</Text>
      </Page>
    </Document>
  );
}

function sampleModel(): InvoiceModel {
  const products = Array.from({ length: 6 }, (_, i) => testProduct(`bench-${i}`, { name: `Organic Cotton Romper ${i + 1}`, price: 1500 + 250 * i, stock: 10, variations: [] }));
  const pricing = priceOrder(new Map(products.map((p) => [p.id, p])), products.map((p, i) => ({ id: p.id, quantity: 1 + (i % 3) })), { method: "standard", country: "US", region: "CA" });
  if (!pricing.ok) throw new Error("not priced");
  const at = "2026-11-25T12:00:00.000Z";
  const order = orderDoc({
    id: "FL-ABCD2345",
    invoiceNumber: "2026-000123",
    buyer: { uid: "bench", email: "anna@example.test" },
    billingAddress: TEST_ADDRESS,
    shippingAddress: TEST_ADDRESS,
    pricing,
    shippingMethod: "standard",
    paymentMethod: "bank-transfer",
    notes: "",
    history: [{ status: "pending", at, by: { uid: "bench", role: "customer" } }],
    idempotencyKey: "bench-key-0123456789",
  });
  const t = createTranslator({ locale: "en", messages });
  return invoiceModel({ id: "FL-ABCD2345", ...order }, "en", (k, v) => t(k as never, v as never));
}

async function measure(name: string, render: () => Promise<Buffer>) {
  for (let i = 0; i < 3; i++) await render();
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    size = (await render()).length;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(`${name}: median ${times[10]!.toFixed(1)} ms per render (min ${times[0]!.toFixed(1)}, max ${times[19]!.toFixed(1)}), ${size} bytes`);
}

async function main() {
  const model = sampleModel();
  await measure("pdfkit", () => renderInvoicePdf(model));
  const rp = await import("@react-pdf/renderer");
  await measure("@react-pdf/renderer", () => rp.renderToBuffer(<ReactPdfInvoice m={model} rp={rp} />));
}

void main();
