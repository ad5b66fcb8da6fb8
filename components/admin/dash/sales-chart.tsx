"use client";
// Revenue per day as a bar chart drawn by uPlot (canvas, ~20 KB gzip), imported only once this
// island runs in the browser. The server renders the frame at its final size with its text label
// (role="img"), so nothing moves when the chart lands; the same figures are in a table beside it.
import { useEffect, useRef } from "react";
import "uplot/dist/uPlot.min.css";

export type SalesChartProps = {
  label: string;
  locale: string;
  currency: string;
  /** Each day's start, in seconds since the epoch (UTC), and its revenue in cents. */
  days: number[];
  revenue: number[];
};

const HEIGHT = 240;

export function SalesChart({ label, locale, currency, days, revenue }: SalesChartProps) {
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    let disposed = false;
    let cleanup = () => {};
    void import("uplot").then(({ default: UPlot }) => {
      if (disposed) return;
      const money = new Intl.NumberFormat(locale, { style: "currency", currency, notation: "compact", maximumFractionDigits: 1 });
      const day = new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" });
      const plot = new UPlot(
        {
          width: Math.max(200, el.clientWidth),
          height: HEIGHT,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(max, 1)] } },
          axes: [
            { values: (_u, ticks) => ticks.map((t) => day.format(new Date(t * 1000))), stroke: "#4f4148", grid: { show: false } },
            { values: (_u, ticks) => ticks.map((t) => money.format(t)), stroke: "#4f4148", grid: { stroke: "#eadfd6" }, size: 64 },
          ],
          series: [{}, { label, fill: "#a1344e", stroke: "#a1344e", paths: UPlot.paths.bars!({ size: [0.7, 40] }), points: { show: false } }],
        },
        [days, revenue.map((c) => c / 100)],
        el,
      );
      const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(200, el.clientWidth), height: HEIGHT }));
      resize.observe(el);
      cleanup = () => {
        resize.disconnect();
        plot.destroy();
      };
    });
    return () => {
      disposed = true;
      cleanup();
    };
  }, [label, locale, currency, days, revenue]);

  return <div ref={frame} role="img" aria-label={label} style={{ minHeight: HEIGHT }} />;
}
