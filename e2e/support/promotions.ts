// Promotions for e2e specs, made and changed by staff's own code (promotion-staff.ts).
import { shopScript } from "./orders";

/** A new code promotion of `percent` % off the goods, active now; answers its id. */
export const createCodePromotion = (name: string, code: string, percent: number): Promise<string> => shopScript("promotion-staff.ts", ["create", name, code, String(percent)]);

/** Staff pause it: its code stops applying at once (promotions are read uncached). */
export const pausePromotion = async (id: string): Promise<void> => void (await shopScript("promotion-staff.ts", ["pause", id]));
