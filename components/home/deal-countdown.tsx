"use client";
// The deal's countdown, ticking once a second. The server renders the deal with its end date
// (no live numbers, so server and browser HTML agree); in the browser the numbers appear, and
// when the time is up the whole deal block disappears. The server drops ended deals itself
// (lib/catalog/deals.ts), so the next render shows the next deal.
import { useSyncExternalStore, type ReactNode } from "react";
import { splitDuration } from "./duration";
import styles from "./home.module.css";

// One shared clock for every countdown on the page, ticking only while one is mounted.
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

type Units = { days: string; hours: string; minutes: string; seconds: string };

function useClock(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => null,
  );
}

/** Shows its children until `endsAt`, then nothing. */
export function DealGate({ endsAt, children }: { endsAt: string; children: ReactNode }) {
  const current = useClock();
  return current !== null && current >= Date.parse(endsAt) ? null : children;
}

/** Days, hours, minutes and seconds left, under the end date. */
export function Countdown({ endsAt, endsLabel, units }: { endsAt: string; endsLabel: string; units: Units }) {
  const current = useClock();
  const parts = current === null ? null : splitDuration(Date.parse(endsAt) - current);
  const names = [units.days, units.hours, units.minutes, units.seconds];
  return (
    <div className={styles.countdown}>
      <p className={styles.ends}>
        <time dateTime={endsAt}>{endsLabel}</time>
      </p>
      {/* The live numbers are for sighted readers; the end date above says it once for everyone. */}
      <ol role="list" className={styles.clock} aria-hidden="true">
        {names.map((name, i) => (
          <li key={name} className={styles.clockUnit}>
            <span className={styles.clockValue}>{parts ? String(parts[i]).padStart(2, "0") : "--"}</span>
            <span className={styles.clockName}>{name}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
