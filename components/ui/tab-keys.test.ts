import { tabKeyTarget } from "./tab-keys";

test("arrow keys move between tabs and wrap around; Home and End go to the ends", () => {
  expect(tabKeyTarget("ArrowRight", 0, 3)).toBe(1);
  expect(tabKeyTarget("ArrowRight", 2, 3)).toBe(0);
  expect(tabKeyTarget("ArrowLeft", 0, 3)).toBe(2);
  expect(tabKeyTarget("ArrowLeft", 2, 3)).toBe(1);
  expect(tabKeyTarget("Home", 2, 3)).toBe(0);
  expect(tabKeyTarget("End", 0, 3)).toBe(2);
  expect(tabKeyTarget("Enter", 1, 3)).toBeNull();
  expect(tabKeyTarget("ArrowDown", 1, 3)).toBeNull();
});
