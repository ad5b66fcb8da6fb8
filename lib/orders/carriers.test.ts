import { shipmentSchema, trackingUrl } from "./carriers";

describe("shipment", () => {
  it("names a known carrier as the shop does and links its tracking page, whatever the case typed", () => {
    const shipment = shipmentSchema.parse({ carrier: " ups ", trackingNumber: "1z 999 aa1 0123456784" });
    expect(shipment).toEqual({ carrier: "UPS", trackingNumber: "1Z999AA10123456784" });
    expect(trackingUrl(shipment)).toBe("https://www.ups.com/track?tracknum=1Z999AA10123456784");
  });

  it("keeps an unknown carrier's number without a link", () => {
    expect(trackingUrl(shipmentSchema.parse({ carrier: "Pony Express", trackingNumber: "PX-1234" }))).toBeNull();
  });

  it("refuses a carrier on two lines, a number with other signs, or nothing", () => {
    for (const bad of [
      { carrier: "UPS\r\nBcc: x@example.com", trackingNumber: "1234" },
      { carrier: "UPS", trackingNumber: "12/34?x=1" },
      { carrier: "UPS", trackingNumber: "12" },
      { carrier: "", trackingNumber: "12345" },
      {},
    ]) {
      expect(shipmentSchema.safeParse(bad).success).toBe(false);
    }
  });
});
