/**
 * @jest-environment jsdom
 */
// The bulk bar over its server HTML: what a person did before its chunk arrived (rows ticked, a
// status chosen) is what the bar holds once alive, on React's own hydration.
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { BulkBar } from "./bulk-bar";
import type { BulkRun, BulkTexts } from "./types";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const texts: BulkTexts = {
  label: "Act on the selected orders",
  selected: { zero: "No order selected", one: "{count} order selected", other: "{count} orders selected" },
  choiceLabel: "Move them to",
  choosePrompt: "Choose a status",
  apply: "Apply",
  working: "Working…",
  done: { one: "{count} order moved.", other: "{count} orders moved." },
  refused: { one: "{count} order was not moved:", other: "{count} orders were not moved:" },
  failed: "Something went wrong.",
  selectAll: "Select every order on this page",
  selectRow: "Select order {id}",
};
const router = { refresh: jest.fn(), push: jest.fn(), replace: jest.fn(), back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() } as unknown as AppRouterInstance;

function Screen({ run }: { run: BulkRun }) {
  return (
    <AppRouterContext.Provider value={router}>
      <BulkBar formId="bulk" choices={[{ value: "paid", label: "Paid" }, { value: "processing", label: "Being prepared" }]} texts={texts} run={run} max={50} />
      <table>
        <tbody>
          <tr>
            <td>
              <input type="checkbox" form="bulk" data-select-all="" aria-label={texts.selectAll} />
            </td>
          </tr>
          {["FL-A", "FL-B"].map((id) => (
            <tr key={id}>
              <td>
                <input type="checkbox" name="ids" value={id} form="bulk" aria-label={id} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </AppRouterContext.Provider>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

test("rows ticked and a status chosen in the server's HTML are kept when the bar comes alive, and Apply sends them", async () => {
  const run = jest.fn<ReturnType<BulkRun>, Parameters<BulkRun>>(async ({ ids }) => ({ ok: true, data: { done: ids, refused: [] } }));
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Screen run={run} />);
  document.body.append(container);
  const select = container.querySelector("select")!;
  const apply = container.querySelector<HTMLButtonElement>("button[type=submit]")!;
  expect(apply.disabled).toBe(true);

  // Before hydration: no listener sees these.
  container.querySelector<HTMLInputElement>("[data-select-all]")!.checked = true;
  select.value = "processing";

  await act(async () => {
    root = hydrateRoot(container, <Screen run={run} />);
  });
  await act(nextFrame);

  expect(container.querySelector("select")).toBe(select);
  expect(select.value).toBe("processing");
  expect(container.textContent).toContain("2 orders selected");
  expect(apply.disabled).toBe(false);

  await act(async () => apply.click());
  expect(run).toHaveBeenCalledWith({ ids: ["FL-A", "FL-B"], choice: "processing" });
  expect(container.querySelector("[role=status]")?.textContent).toBe("2 orders moved.");
});
