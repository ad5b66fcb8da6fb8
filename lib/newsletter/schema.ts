// The newsletter sign-up form as posted (lib/actions/newsletter.ts): bounded strings; lib/newsletter
// checks the address itself.
import { z } from "zod";

export const newsletterFormSchema = z.object({ email: z.string().max(6000).default(""), locale: z.string().max(10).default("") });
