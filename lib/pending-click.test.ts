/**
 * @jest-environment jsdom
 */
import { PENDING_CLICK_SCRIPT, replayPendingClick } from "./pending-click";

// The inline script, run as the browser runs it (once per document).
new Function(PENDING_CLICK_SCRIPT)();

function page(html: string) {
  document.body.innerHTML = html;
  window.__pendingClicks!.targets = [];
  const clicks: string[] = [];
  document.querySelectorAll("button").forEach((b) => b.addEventListener("click", () => clicks.push(b.id)));
  return { clicks, el: (id: string) => document.getElementById(id)! };
}

test("a button clicked while its island loads is clicked again once the island is alive", () => {
  const { clicks, el } = page('<span data-island=""><button type="button" id="add">Add</button></span>');
  el("add").click();
  expect(clicks).toEqual(["add"]); // the click itself (which React would drop)
  el("add").parentElement!.setAttribute("data-island", "live");
  replayPendingClick();
  expect(clicks).toEqual(["add", "add"]);
  replayPendingClick(); // only once
  expect(clicks).toEqual(["add", "add"]);
});

test("nested islands: the click waits until every island around the button is alive", () => {
  const { clicks, el } = page('<span data-island="" id="outer"><span data-island="" id="inner"><button type="button" id="add">Add</button></span></span>');
  el("add").click();
  el("outer").setAttribute("data-island", "live");
  replayPendingClick();
  expect(clicks).toEqual(["add"]);
  el("inner").setAttribute("data-island", "live");
  replayPendingClick();
  expect(clicks).toEqual(["add", "add"]);
});

test("clicks in live islands, outside islands or on submit buttons are not replayed", () => {
  const { clicks, el } = page(
    '<span data-island="live"><button type="button" id="live">A</button></span><button type="button" id="plain">B</button>' +
      '<span data-island="" id="frame"><form><button type="submit" id="submit">C</button></form></span>',
  );
  document.querySelector("form")!.addEventListener("submit", (e) => e.preventDefault());
  el("live").click();
  el("plain").click();
  el("submit").click();
  expect(window.__pendingClicks!.targets).toEqual([]);
  el("frame").setAttribute("data-island", "live");
  replayPendingClick();
  expect(clicks).toEqual(["live", "plain", "submit"]);
});

test("a tap is replayed however long the scripts took, unless the person clicked elsewhere since", () => {
  const { clicks, el } = page(
    '<span data-island="" id="frame"><button type="button" id="add">Add</button></span><button type="button" id="other">B</button>',
  );
  const realNow = Date.now;
  el("add").click();
  Date.now = () => realNow() + 60_000; // a minute of slow scripts
  try {
    el("frame").setAttribute("data-island", "live");
    replayPendingClick();
  } finally {
    Date.now = realNow;
  }
  expect(clicks).toEqual(["add", "add"]);

  el("frame").setAttribute("data-island", "");
  el("add").click();
  el("other").click(); // moved on: the earlier tap is forgotten
  expect(window.__pendingClicks!.targets).toEqual([]);
  el("frame").setAttribute("data-island", "live");
  replayPendingClick();
  expect(clicks).toEqual(["add", "add", "add", "other"]);
});

test("a click React handled (hydrating the island on the spot) is not replayed", () => {
  const { clicks, el } = page('<span data-island="" id="frame"><button type="button" id="add">Add</button></span>');
  // What React does when the island's chunk is already there: it hydrates it during the click.
  el("add").addEventListener("click", () => el("frame").setAttribute("data-island", "live"), { capture: true, once: true });
  el("add").click();
  expect(window.__pendingClicks!.targets).toEqual([]);
  replayPendingClick();
  expect(clicks).toEqual(["add"]);
});

test("a click React stopped (the island could not hydrate yet) stays noted", () => {
  const { clicks, el } = page('<span data-island="" id="frame"><button type="button" id="add">Add</button></span>');
  // React stops a click it cannot deliver in the capture phase, on its root.
  const stop = (e: Event) => e.stopPropagation();
  document.body.addEventListener("click", stop, { capture: true, once: true });
  el("add").click();
  expect(window.__pendingClicks!.targets).toEqual([el("add")]);
  el("frame").setAttribute("data-island", "live");
  replayPendingClick();
  expect(clicks).toEqual(["add"]); // only the replay reached the button
});

test("taps on several loading buttons are all replayed, in order, each once", () => {
  const { clicks, el } = page(
    '<span data-island="" id="cart"><button type="button" id="add">Add</button></span>' +
      '<span data-island="" id="wish"><button type="button" id="wish-add">Wish</button></span>',
  );
  // What React does: it stops a click it cannot deliver yet, so only the replays reach the buttons.
  const stop = (e: Event) => e.stopPropagation();
  document.body.addEventListener("click", stop, { capture: true });
  el("add").click();
  el("add").click(); // a second tap because nothing happened: still one
  el("wish-add").click();
  document.body.removeEventListener("click", stop, { capture: true });
  expect(window.__pendingClicks!.targets).toEqual([el("add"), el("wish-add")]);

  el("wish").setAttribute("data-island", "live");
  replayPendingClick();
  expect(clicks).toEqual(["wish-add"]);
  // The replay is not the person moving on: the cart's tap is still waiting.
  expect(window.__pendingClicks!.targets).toEqual([el("add")]);
  el("cart").setAttribute("data-island", "live");
  replayPendingClick();
  replayPendingClick();
  expect(clicks).toEqual(["wish-add", "add"]);
});

test("taps on one island are replayed one a task: each handler sees what the one before changed", async () => {
  const { el } = page('<span data-island="" id="frame"><button type="button" id="more">One more</button><button type="button" id="add">Add</button></span>');
  // As React: a click's state change is rendered in a microtask, and a handler reads the last render.
  let rendered = 1;
  let wanted = 1;
  const added: number[] = [];
  el("more").addEventListener("click", () => {
    wanted = rendered + 1;
    queueMicrotask(() => (rendered = wanted));
  });
  el("add").addEventListener("click", () => added.push(rendered));
  const stop = (e: Event) => e.stopPropagation();
  document.body.addEventListener("click", stop, { capture: true });
  el("more").click();
  el("add").click();
  document.body.removeEventListener("click", stop, { capture: true });
  expect(window.__pendingClicks!.targets).toEqual([el("more"), el("add")]);

  el("frame").setAttribute("data-island", "live");
  replayPendingClick();
  await new Promise((resolve) => setTimeout(resolve));
  expect(added).toEqual([2]);
  expect(window.__pendingClicks!.targets).toEqual([]);
});
