// The catalogue import actions' input (lib/actions/admin-catalog.ts).
import { z } from "zod";
import { CSV_MAX_BYTES } from "./csv";

// Characters, not bytes: the byte limit is checked when the file is parsed.
export const csvInputSchema = z.object({ csv: z.string().min(1).max(CSV_MAX_BYTES) });
