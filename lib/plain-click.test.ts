import { isPlainClick } from "./plain-click";

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

test("the main button with no modifier is a plain click", () => {
  expect(isPlainClick(click)).toBe(true);
});

test("a modifier or another button is left to the browser", () => {
  expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const) expect(isPlainClick({ ...click, [key]: true })).toBe(false);
});
