import { REQUEST_ID_HEADER, requestIdOf } from "./request-id";

const sent = (value?: string) => requestIdOf(new Headers(value === undefined ? {} : { [REQUEST_ID_HEADER]: value }));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test("a sane id a request came with is kept", () => {
  expect(sent("abc-123-XYZ")).toBe("abc-123-XYZ");
  expect(sent("a".repeat(64))).toBe("a".repeat(64));
});

test("no id, or one that is not short and plain, is replaced by a new one", () => {
  for (const value of [undefined, "", "a".repeat(65), "two words", "id;drop", "tab\there", "ünïcode", "{\"json\":1}"]) {
    expect(sent(value)).toMatch(UUID);
  }
  expect(sent()).not.toBe(sent());
});
