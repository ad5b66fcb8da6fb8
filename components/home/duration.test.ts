import { splitDuration } from "./duration";

it("splitDuration gives days, hours, minutes and seconds, never negative", () => {
  expect(splitDuration(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual([2, 3, 4, 5]);
  expect(splitDuration(59_999)).toEqual([0, 0, 0, 59]);
  expect(splitDuration(-5000)).toEqual([0, 0, 0, 0]);
});
