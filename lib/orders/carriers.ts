// Parcel carriers the shop knows, with the page where a tracking number is followed. Staff type
// the carrier when they mark an order shipped; a carrier not listed here is kept as typed and its
// number shown without a link (we cannot guess another carrier's tracking page).
import { z } from "zod";
import { isHeaderText } from "@/lib/mail/header-text";

export const CARRIERS = [
  { name: "USPS", trackingUrl: "https://tools.usps.com/go/TrackConfirmAction?tLabels={number}" },
  { name: "UPS", trackingUrl: "https://www.ups.com/track?tracknum={number}" },
  { name: "FedEx", trackingUrl: "https://www.fedex.com/fedextrack/?trknbr={number}" },
  { name: "DHL", trackingUrl: "https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id={number}" },
  { name: "Colissimo", trackingUrl: "https://www.laposte.fr/outils/suivre-vos-envois?code={number}" },
  { name: "DPD", trackingUrl: "https://tracking.dpd.de/status/en_US/parcel/{number}" },
] as const;

const knownCarrier = (name: string) => CARRIERS.find((c) => c.name.toLowerCase() === name.trim().toLowerCase());

/** A parcel as stored on its order (orders/{id}.shipment). The carrier goes into an email: one line. */
export const storedShipmentSchema = z.object({
  carrier: z.string().min(1).max(60).refine(isHeaderText),
  trackingNumber: z.string().regex(/^[A-Z0-9][A-Z0-9-]{3,49}$/),
});
export type Shipment = z.infer<typeof storedShipmentSchema>;

/** A parcel as staff type it: a known carrier is stored under the shop's name for it ("dhl" -> "DHL"). */
export const shipmentSchema = z.object({
  carrier: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .refine(isHeaderText)
    .transform((name) => knownCarrier(name)?.name ?? name),
  // Letters, digits, spaces and dashes, as carriers print them; stored upper case, without the spaces.
  trackingNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{3,49}$/)
    .transform((n) => n.replace(/ /g, "").toUpperCase()),
});

/** The carrier's tracking page for the parcel, or null for a carrier the shop does not know. */
export function trackingUrl(shipment: Shipment): string | null {
  const carrier = knownCarrier(shipment.carrier);
  return carrier ? carrier.trackingUrl.replace("{number}", encodeURIComponent(shipment.trackingNumber)) : null;
}
