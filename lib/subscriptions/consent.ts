// What a parent agrees to when subscribing, in plain words: how each delivery's amount is set, when
// they pay, and how to skip, pause or cancel. The subscribe page shows it and the subscribe action
// records the same words (made here again from the product and the choices, never taken from the
// browser) with the time, as Stripe asks for charges made without the customer present.
import { CHANGE_CUTOFF_HOURS } from "./config";

type Say = (key: "amount" | "card" | "cash-on-delivery" | "changes", values: Record<string, string | number>) => string;

export function consentText(say: Say, choice: { weeks: number; discountPercent: number; paymentMethod: "card" | "cash-on-delivery" }): string {
  return [
    say("amount", { weeks: choice.weeks, discount: choice.discountPercent }),
    say(choice.paymentMethod, { weeks: choice.weeks }),
    say("changes", { hours: CHANGE_CUTOFF_HOURS }),
  ].join(" ");
}
