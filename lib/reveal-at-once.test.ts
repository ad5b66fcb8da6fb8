/** @jest-environment jsdom */
// React's own reveal runtime, as Next's server renders it, evaluated in a DOM: the throttle this
// script lifts is there, and with the script a boundary completed after the first paint is shown
// at the next frame.
import { readFileSync } from "node:fs";
import { REVEAL_AT_ONCE_SCRIPT } from "./reveal-at-once";

/** The `$RB=[];$RV=...;$RC=...` runtime string literal of the react-dom server build Next uses. */
function revealRuntime(): string {
  const source = readFileSync(require.resolve("next/dist/compiled/react-dom/cjs/react-dom-server.edge.production.js"), "utf8");
  const literal = /'\$RB=\[\];\$RV=(?:[^'\\]|\\.)*'/.exec(source)?.[0];
  if (!literal) throw new Error("React's reveal runtime ($RB/$RV/$RC) is not in react-dom/server any more");
  return new Function(`return ${literal}`)() as string;
}

type Frame = () => void;

/** A page with one boundary still showing its fallback and its completed content in a hidden div. */
function page(scripts: string[]) {
  document.body.innerHTML = '<div id="root"><!--$?--><template id="B:0"></template><p>Loading</p><!--/$--></div><div hidden id="S:0"><p>The product</p></div>';
  const frames: Frame[] = [];
  const timers: number[] = [];
  window.requestAnimationFrame = (callback: FrameRequestCallback) => frames.push(() => callback(performance.now()));
  jest.spyOn(window, "setTimeout").mockImplementation(((_: () => void, ms: number) => timers.push(ms)) as unknown as typeof setTimeout);
  const run = (code: string) => (0, eval)(code);
  for (const s of scripts) run(s);
  // The first paint: the shell's own inline script notes its time.
  run("requestAnimationFrame(function(){$RT=performance.now()})");
  const paint = () => frames.splice(0).forEach((f) => f());
  paint();
  // The boundary's content arrives after the first paint.
  run('$RC("B:0","S:0")');
  paint();
  return { text: () => document.getElementById("root")!.textContent, timers };
}

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as unknown as Record<string, unknown>).$RT;
});

test("without the script, React holds a boundary completed after the first paint for up to 300 ms", () => {
  const { text, timers } = page([revealRuntime()]);
  expect(text()).toBe("Loading");
  expect(timers).toHaveLength(1);
  expect(timers[0]).toBeGreaterThan(250);
});

test("with the script first, the boundary is revealed at the next frame", () => {
  const { text, timers } = page([REVEAL_AT_ONCE_SCRIPT, revealRuntime()]);
  expect(text()).toBe("The product");
  expect(timers).toEqual([]);
});
