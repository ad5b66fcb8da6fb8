/**
 * @jest-environment jsdom
 */
// The kit's field wiring, as assistive technology reads it: the label names the control, the
// hint and the error describe it (in the order the page shows them), and an error marks it invalid.
import { renderToStaticMarkup } from "react-dom/server";
import { describedBy, Field, FieldError, FieldFrame, FormStatus } from "./form";

function render(markup: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = markup;
  return root;
}

const descriptionOf = (root: HTMLElement, control: Element) =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => root.querySelector(`#${id}`)?.textContent)
    .join(" | ");

describe("the form kit", () => {
  it("describes a control by its hint, then its error, and marks it invalid", () => {
    const root = render(renderToStaticMarkup(<Field id="f-pw" name="password" label="Password" note="(required)" hint="At least 8 characters." error="Too short." />));
    const input = root.querySelector("input")!;
    expect(input.getAttribute("name")).toBe("password");
    expect(root.querySelector(`label[for="${input.id}"]`)?.textContent).toBe("Password (required)");
    expect(descriptionOf(root, input)).toBe("At least 8 characters. | Too short.");
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });

  it("leaves a valid control unmarked and described by its hint only, or by nothing", () => {
    const hinted = render(renderToStaticMarkup(<Field id="f-a" name="a" label="A" hint="Hint." />));
    expect(descriptionOf(hinted, hinted.querySelector("input")!)).toBe("Hint.");
    expect(hinted.querySelector("input")!.hasAttribute("aria-invalid")).toBe(false);
    const bare = render(renderToStaticMarkup(<Field id="f-b" name="b" label="B" />));
    expect(bare.querySelector("input")!.hasAttribute("aria-describedby")).toBe(false);
    expect(describedBy("x")).toBeUndefined();
  });

  it("ties any control to its frame through the render function", () => {
    const root = render(
      renderToStaticMarkup(
        <FieldFrame id="f-msg" label="Message" error="Please write more.">
          {(control) => <textarea name="message" {...control} />}
        </FieldFrame>,
      ),
    );
    const textarea = root.querySelector("textarea")!;
    expect(textarea.id).toBe("f-msg");
    expect(descriptionOf(root, textarea)).toBe("Please write more.");
  });

  it("keeps a live error and the status line in the page while empty", () => {
    const root = render(renderToStaticMarkup(<><FieldError id="f-e" live /><FormStatus tone="idle" message="" /></>));
    expect(root.querySelector('[role="alert"]')?.id).toBe("f-e-error");
    expect(root.querySelector('[role="status"]')?.getAttribute("data-tone")).toBe("idle");
    expect(render(renderToStaticMarkup(<FieldError id="f-e" />)).childElementCount).toBe(0);
  });
});
