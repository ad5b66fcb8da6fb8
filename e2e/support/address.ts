// Typing an address into one of the shop's address fieldsets (checkout billing, a registry's
// shipping address), field by field as a person does, by the fields' labels.
import type { Locator } from "@playwright/test";
import type { AddressInput } from "@/lib/users/schema";

type Typed = Pick<AddressInput, "firstName" | "lastName" | "street" | "postcode" | "city" | "country" | "phone"> & { region?: string };

/** Fills `scope`'s fields with `address`; the state only when given (the checkout asks the server for its tax once it is typed). */
export async function fillAddress(scope: Locator, address: Typed): Promise<void> {
  await scope.getByLabel("First name").fill(address.firstName);
  await scope.getByLabel("Last name").fill(address.lastName);
  await scope.getByLabel("Street and house number").fill(address.street);
  await scope.getByLabel("Postcode").fill(address.postcode);
  await scope.getByLabel("City").fill(address.city);
  await scope.getByLabel("Country").selectOption(address.country);
  if (address.region !== undefined) await scope.getByLabel("State, province or region").fill(address.region);
  await scope.getByLabel("Phone number").fill(address.phone);
}

/** The shopper of the checkout specs, in Springfield, Illinois. */
export const SAM = { firstName: "Sam", lastName: "Parent", street: "12 Elm Street", postcode: "62701", city: "Springfield", country: "US", phone: "+1 217 555 0100" } as const;
