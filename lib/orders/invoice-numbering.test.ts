import { creditNoteNumberSchema, formatCreditNoteNumber, formatInvoiceNumber, invoiceNumberSchema } from "./invoice-numbering";

describe("formatInvoiceNumber", () => {
  it("writes the year and the number on six digits", () => {
    expect(formatInvoiceNumber(2026, 123)).toBe("2026-000123");
    expect(formatInvoiceNumber(2027, 1)).toBe("2027-000001");
    expect(formatInvoiceNumber(2026, 999_999)).toBe("2026-999999");
    expect(invoiceNumberSchema.safeParse(formatInvoiceNumber(2026, 42)).success).toBe(true);
    expect(invoiceNumberSchema.safeParse("2026-42").success).toBe(false);
  });
});

describe("formatCreditNoteNumber", () => {
  it("is an invoice number with a C before it, and neither schema takes the other", () => {
    expect(formatCreditNoteNumber(2026, 12)).toBe("C2026-000012");
    expect(creditNoteNumberSchema.safeParse(formatCreditNoteNumber(2026, 12)).success).toBe(true);
    expect(creditNoteNumberSchema.safeParse("2026-000012").success).toBe(false);
    expect(invoiceNumberSchema.safeParse("C2026-000012").success).toBe(false);
  });
});
