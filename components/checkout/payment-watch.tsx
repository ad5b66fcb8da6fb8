"use client";
// While Stripe's webhook has not spoken yet, the confirmation asks the server for the order again
// every few seconds (a refresh of the page's server components: no API of its own, the same
// checks). The server stops rendering this once the order is paid or cancelled, which unmounts it
// and ends the polling; the page's status line says what changed (a polite live region).
import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** Every 3 seconds, for at most a card session's life (30 minutes): then its expiry has cancelled the order. */
const EVERY_MS = 3_000;
const AT_MOST = (31 * 60_000) / EVERY_MS;

export function PaymentWatch() {
  const router = useRouter();
  useEffect(() => {
    let asked = 0;
    const timer = setInterval(() => {
      if (++asked >= AT_MOST) clearInterval(timer);
      router.refresh();
    }, EVERY_MS);
    return () => clearInterval(timer);
  }, [router]);
  return null;
}
