/**
 * @jest-environment jsdom
 */
import { PENDING_CLICK_MAX_AGE_MS, PENDING_CLICK_SCRIPT, replayPendingClick } from "./pending-click";

// The inline script, run as the browser runs it (once per document).
new Function(PENDING_CLICK_SCRIPT)();

function page(html: string) {
  document.body.innerHTML = html;
  window.__pendingClick = undefined;
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

test("clicks in live islands, outside islands, on submit buttons or long ago are not replayed", () => {
  const { clicks, el } = page(
    '<span data-island="live"><button type="button" id="live">A</button></span><button type="button" id="plain">B</button>' +
      '<span data-island="" id="frame"><form><button type="submit" id="submit">C</button><button type="button" id="late">D</button></form></span>',
  );
  document.querySelector("form")!.addEventListener("submit", (e) => e.preventDefault());
  el("live").click();
  el("plain").click();
  el("submit").click();
  expect(window.__pendingClick).toBeUndefined();
  el("late").click();
  expect(window.__pendingClick?.target).toBe(el("late"));
  el("frame").setAttribute("data-island", "live");
  replayPendingClick(Date.now() + PENDING_CLICK_MAX_AGE_MS + 1);
  expect(clicks).toEqual(["live", "plain", "submit", "late"]);
  expect(window.__pendingClick).toBeUndefined();
});
