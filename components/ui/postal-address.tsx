// A postal address as the shop prints it: one line each, the place written as its country writes
// it, the country named in the page's language (orders, the packing slip, a customer's addresses).
import { countryName } from "@/lib/format";
import { addressLines } from "@/lib/orders/address-lines";
import type { AddressInput } from "@/lib/users/schema";

/** A postal address, one line each, the country named in the page's language. */
export function PostalAddress({ address, locale }: { address: AddressInput; locale: string }) {
  const lines = addressLines(address, countryName(address.country, locale));
  return (
    <address>
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </address>
  );
}
