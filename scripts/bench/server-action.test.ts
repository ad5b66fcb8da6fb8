import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { actionId, actionRequest, ActionThrew, decodeActionAnswer, parseFlightRows, readActionIds } from "./server-action";

describe("a server action's answer over HTTP", () => {
  it("reads row 0's result through its reference", () => {
    const body = '0:{"a":"$@1","f":"","b":"build-1","q":"","i":false}\n1:{"ok":true,"data":{"status":"placed","orderId":"FL-ABCDEFGH"}}\n';
    expect(decodeActionAnswer(body)).toEqual({ ok: true, data: { status: "placed", orderId: "FL-ABCDEFGH" } });
  });

  it("resolves nested references, escapes, dates and undefined, and drops undefined keys", () => {
    const body = [
      '0:{"a":"$@2","f":"","b":"b"}',
      '2:{"ok":true,"data":{"lines":"$3","price":"$$5","at":"$D2026-11-29T10:00:00.000Z","gone":"$undefined","n":"$n12","first":"$3:0:name"}}',
      '3:[{"name":"Towel"},{"name":"Bib"}]',
      "",
    ].join("\n");
    expect(decodeActionAnswer(body)).toEqual({
      ok: true,
      data: { lines: [{ name: "Towel" }, { name: "Bib" }], price: "$5", at: "2026-11-29T10:00:00.000Z", n: 12, first: "Towel" },
    });
  });

  it("takes text rows by their byte length, newlines and multi-byte characters included", () => {
    const text = "Ä line\nand ✓ another";
    const rows = parseFlightRows(`0:{"a":"$@1"}\n1:T${Buffer.byteLength(text).toString(16)},${text}2:{"x":1}\n`);
    expect(rows.get(1)).toEqual({ tag: "T", text });
    expect(rows.get(2)).toEqual({ tag: "", text: '{"x":1}' });
    expect(decodeActionAnswer(`0:{"a":"$@1"}\n1:T${Buffer.byteLength(text).toString(16)},${text}`)).toBe(text);
  });

  it("keeps tagged rows (client references, hints) apart and ignores the ones it does not need", () => {
    const body = '2:I["123",[],"X"]\n:HL["/_next/static/a.css","style"]\n6:X\n0:{"a":"$@1","f":[["$","$L2",null,{}]]}\n1:{"ok":false,"error":"busy","message":"Try again"}\n';
    expect(decodeActionAnswer(body)).toEqual({ ok: false, error: "busy", message: "Try again" });
    expect(parseFlightRows(body).get(2)?.tag).toBe("I");
  });

  it("throws the error row of an action that threw", () => {
    expect(() => decodeActionAnswer('0:{"a":"$@1"}\n1:E{"digest":"123","message":"boom"}\n')).toThrow(ActionThrew);
    expect(() => decodeActionAnswer("<html>not flight</html>")).toThrow(/not a server action/);
  });

  it("encodes plain arguments as the browser does", () => {
    const request = actionRequest("7fabc", [{ lines: [], locale: "en" }], "http://127.0.0.1:41330");
    expect(request.body).toBe('[{"lines":[],"locale":"en"}]');
    expect(request.headers).toMatchObject({ "next-action": "7fabc", "content-type": "text/plain;charset=UTF-8", origin: "http://127.0.0.1:41330" });
  });

  it("finds action ids in the build's manifest by file and export name", () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), "actions-"));
    mkdirSync(path.join(dist, "server"));
    writeFileSync(
      path.join(dist, "server", "server-reference-manifest.json"),
      JSON.stringify({
        node: { "7f2a": { workers: {}, filename: "lib/actions/orders.ts", exportedName: "placeOrder" }, "80aa": { workers: {}, filename: "lib/blog/read.ts", exportedName: "$$RSC_SERVER_CACHE_0" } },
        edge: {},
        encryptionKey: "k",
      }),
    );
    const ids = readActionIds(dist);
    expect(actionId(ids, "lib/actions/orders.ts", "placeOrder")).toBe("7f2a");
    expect(() => actionId(ids, "lib/actions/cart.ts", "checkCart")).toThrow(/no server action checkCart/);
  });
});
