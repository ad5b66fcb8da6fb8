// Temporary: load a page with a slow CPU and slow chunks, print every layout shift's sources.
import { chromium } from "@playwright/test";
import { runMain, startShop } from "./lib/shop";
runMain(async (onStop) => {
  const shop = await startShop({ profile: "bench", port: 3200, mode: "start", build: false });
  onStop(shop.stop);
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  onStop(() => browser.close());
  for (const path of (process.argv[2] ?? "/shop-grid-standard").split(",")) for (const delay of [0, 300, 1500]) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const logs: string[] = [];
    page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") logs.push(`${m.type()}: ${m.text().slice(0, 300)}`); });
    await page.route(/\/_next\/static\/chunks\/.*\.js/, async (route) => { await new Promise((r) => setTimeout(r, delay)); await route.continue(); });
    await page.addInitScript(() => {
      (window as any).__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as any[]) (window as any).__shifts.push({ t: Math.round(e.startTime), v: e.value.toFixed(4), src: (e.sources || []).map((s: any) => { const n = s.node as Element | null; return n ? `${n.nodeName}.${(n as Element).className?.toString?.().slice(0, 40)} ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}` : "?"; }) });
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(shop.url + path, { waitUntil: "load" });
    await page.waitForTimeout(4000);
    const shifts = await page.evaluate(() => (window as any).__shifts);
    console.log(`\n== ${path} delay ${delay}: ${shifts.length} shifts`);
    for (const s of shifts) console.log(JSON.stringify(s).slice(0, 700));
    for (const l of logs) console.log("  ", l);
    await ctx.close();
  }
});
