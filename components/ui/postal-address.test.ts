import { addressLines } from "@/lib/orders/address-lines";

describe("postal addresses", () => {
  const base = { firstName: "Sam", lastName: "Parent", company: "", street: "48 Maple Avenue", phone: "+1 503 555 0100" };
  it("writes the place as the country does", () => {
    expect(addressLines({ ...base, country: "US", city: "Portland", region: "OR", postcode: "97205" }, "United States")).toEqual([
      "Sam Parent",
      "48 Maple Avenue",
      "Portland, OR 97205",
      "United States",
      "+1 503 555 0100",
    ]);
    expect(addressLines({ ...base, company: "Little Acorns", country: "GB", city: "Leeds", region: "", postcode: "LS6 2AA" }, "UK").slice(1, 5)).toEqual([
      "Little Acorns",
      "48 Maple Avenue",
      "Leeds",
      "LS6 2AA",
    ]);
    expect(addressLines({ ...base, country: "DE", city: "München", region: "Bayern", postcode: "80331" }, "Deutschland").slice(2, 5)).toEqual([
      "80331 München",
      "Bayern",
      "Deutschland",
    ]);
  });
});
