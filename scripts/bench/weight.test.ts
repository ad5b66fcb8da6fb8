import { clientProps, parseFlight, payloadOf, repeatedTexts, weigh } from "./weight";

const push = (text: string) => `<script>self.__next_f.push(${JSON.stringify([1, text])})</script>`;
const flight = [
  '1:I["mod-a",["chunk.js"],"ProductCard"]\n',
  '2:["$","div",null,{"children":[["$","$L1",null,{"product":{"id":"p1","name":"Glass feeding bottle"},"children":["$","p",null,{"children":"Glass feeding bottle"}]}],["$","$L1",null,{"product":{"id":"p2"}}]]}]\n',
  "3:T6,héllo",
  '4:"Glass feeding bottle"\n',
].join("");
const html = `<html><body><h1>Glass feeding bottle</h1><p class="a">x</p>${push("0:[]\n")}${push(flight)}</body></html>`;

test("the payload is the push scripts, decoded into flight text", () => {
  const { scripts, flight: text } = payloadOf(html);
  expect(scripts).toHaveLength(2);
  expect(text).toBe(`0:[]\n${flight}`);
});

test("flight rows: tagged, JSON and text rows, whose length is in UTF-8 bytes", () => {
  const rows = parseFlight(flight);
  expect(rows.map((r) => [r.id, r.tag])).toEqual([["1", "I"], ["2", ""], ["3", "T"], ["4", ""]]);
  expect(rows[2]!.text).toBe("héllo");
  expect(rows[3]!.text).toBe('"Glass feeding bottle"');
});

test("client props are summed per component, markup apart (children or in another prop)", () => {
  const [card] = clientProps(parseFlight(flight));
  expect(clientProps(parseFlight('1:I["m",[],"Tabs"]\n2:["$","$L1",null,{"tabs":[{"id":"a","panel":["$","p",null,{"children":"long text"}]}]}]\n'))[0]!.bytes).toBe(
    JSON.stringify({ tabs: [{ id: "a", panel: 0 }] }).length,
  );
  const first = JSON.stringify({ product: { id: "p1", name: "Glass feeding bottle" } }).length;
  const second = JSON.stringify({ product: { id: "p2" } }).length;
  expect(card).toEqual({ name: "ProductCard", count: 2, bytes: first + second, largest: first });
});

test("client components are named by their export, written inline or as a row of its own, else by their module", () => {
  const rows = parseFlight('1:"Provider"\n2:I["m1",[],"$1"]\n3:I["m2",[],""]\n4:[["$","$2",null,{"a":1}],["$","$L3",null,{}]]\n');
  expect(clientProps(rows).map((p) => p.name).sort()).toEqual(["Provider", "module m2"]);
});

test("a text in the markup and twice in the payload is repeated twice over", () => {
  const repeated = repeatedTexts("<h1>Glass feeding bottle</h1>", parseFlight(flight));
  expect(repeated[0]).toEqual({ text: "Glass feeding bottle", count: 4, extraBytes: 60 });
  expect(repeated.find((r) => r.text === "héllo")).toBeUndefined();
});

test("the share is the push scripts' bytes over the page's", () => {
  const w = weigh(html);
  expect(w.htmlBytes).toBe(Buffer.byteLength(html));
  expect(w.payloadBytes).toBe(Buffer.byteLength(push("0:[]\n") + push(flight)));
  expect(w.share).toBeCloseTo(w.payloadBytes / w.htmlBytes);
  // The markup's copy is counted once, not again inside the scripts.
  expect(w.repeated[0]!.count).toBe(4);
});
