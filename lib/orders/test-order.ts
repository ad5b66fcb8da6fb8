// Test data for integration tests and benchmarks: one order document with a given total, status
// and time, valid by orderDocSchema (one line of one product, no shipping cost, cash on delivery;
// its history goes straight from "pending" to its status an hour later).
import type { AddressInput } from "@/lib/users/schema";
import { customerOrderDocSchema, type CustomerOrderDoc } from "./schema";
import type { OrderStatus } from "./status";

/** A valid US address for test orders and checkouts. */
export const TEST_ADDRESS: AddressInput = {
  firstName: "Test",
  lastName: "Parent",
  company: "",
  country: "US",
  street: "1 Main Street",
  city: "Springfield",
  region: "IL",
  postcode: "62701",
  phone: "+1 217 555 0100",
};

export type TestOrderSpec = { total: number; status: OrderStatus; createdAt: string; uid?: string; key: string };

export function testOrder({ total, status, createdAt, uid = "test-buyer", key }: TestOrderSpec): CustomerOrderDoc {
  const later = new Date(Date.parse(createdAt) + 3_600_000).toISOString();
  return customerOrderDocSchema.parse({
    uid,
    email: `${uid}@flone.test`,
    customerName: `${TEST_ADDRESS.firstName} ${TEST_ADDRESS.lastName}`,
    lines: [{ productId: "test-product", name: "Test product", image: "/img/main.jpg", listPrice: total, unitPrice: total, quantity: 1, lineTotal: total }],
    itemCount: 1,
    subtotal: total,
    discount: 0,
    shipping: 0,
    total,
    currency: "USD",
    billingAddress: TEST_ADDRESS,
    shippingAddress: TEST_ADDRESS,
    shippingMethod: "standard",
    paymentMethod: "cash-on-delivery",
    payment: { instructions: { kind: "on-delivery" } },
    notes: "",
    status,
    history: [
      { status: "pending", at: createdAt, by: { uid, role: "customer" } },
      ...(status === "pending" ? [] : [{ status, at: later, by: { uid: "test-admin", role: "admin" } }]),
    ],
    idempotencyKey: key,
    createdAt,
    updatedAt: status === "pending" ? createdAt : later,
  });
}
