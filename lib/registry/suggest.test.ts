import { testEntry } from "@/tests/fixtures/catalog-entry";
import { pickSuggestions } from "./suggest";

describe("pickSuggestions", () => {
  const listed = [
    testEntry("all-ages-1"),
    testEntry("rattle", { ages: ["3-6m", "6-12m"] }),
    testEntry("on-registry", { ages: ["3-6m"] }),
    testEntry("teether", { ages: ["3-6m"] }),
    testEntry("all-ages-2"),
  ];
  it("leaves out what is on the registry and puts products made for the age first, in the listing's order", () => {
    expect(pickSuggestions(listed, new Set(["on-registry"]), 3).map((e) => e.id)).toEqual(["rattle", "teether", "all-ages-1"]);
  });
  it("gives fewer when the listing has fewer", () => {
    expect(pickSuggestions(listed.slice(0, 2), new Set(["rattle"]))).toEqual([listed[0]]);
  });
});
