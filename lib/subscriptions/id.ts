// Subscription ids, on their own file: the orders' schema names a delivery's subscription by it.
import { z } from "zod";

/** "SUB-" and 10 of the order ids' letters and digits (ORDER_ID_ALPHABET: none that can be misread). */
export const subscriptionIdSchema = z.string().regex(/^SUB-[2-9A-HJKMNP-Z]{10}$/);
