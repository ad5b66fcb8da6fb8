// npm run bench:weight [-- --no-build] [--port 3200] [--save <folder>]
// A production build on the local stack ("bench" ports) with the demo catalogue, then every
// storefront template fetched once: raw HTML, the RSC payload's bytes and share, the client
// components by the props they receive and the texts sent more than once (weight.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { makePosts, makeProducts } from "../seed/catalog";
import { runMain, startShop } from "../lib/shop";
import { kb, report, weigh } from "./weight";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "3200" },
    "no-build": { type: "boolean", default: false },
    /** A folder to write each page's HTML to, for a closer look. */
    save: { type: "string" },
  },
});

runMain(async (onStop) => {
  const port = Number(values.port);
  if (values.save) mkdirSync(values.save, { recursive: true });
  const shop = await startShop({ profile: "bench", port, mode: "start", build: !values["no-build"] });
  onStop(shop.stop);
  const product = makeProducts(124, new Date())[0]!;
  const post = makePosts(new Date())[0]!;
  const pages = ["/", "/shop-grid-standard", `/product/${product.id}`, "/search?q=bottle", "/blog-standard", `/blog-details-standard/${post.slug}`, "/cart"];
  const summary: string[] = [];
  for (const page of pages) {
    const res = await fetch(shop.url + page);
    if (!res.ok) throw new Error(`${page} answered ${res.status}`);
    const html = await res.text();
    if (values.save) writeFileSync(join(values.save, `${page.replace(/[^\w-]+/g, "_") || "home"}.html`), html);
    const w = weigh(html);
    console.log(`\n${report(page, w)}`);
    summary.push(`| ${page} | ${kb(w.htmlBytes)} | ${kb(w.payloadBytes)} | ${Math.round(w.share * 100)} % |`);
  }
  console.log(`\n| page | HTML KB | RSC payload KB | share |\n|---|---|---|---|\n${summary.join("\n")}`);
});
