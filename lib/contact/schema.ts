// The contact form as posted (lib/actions/contact.ts).
import { z } from "zod";

/** The form's text fields as posted: bounded strings; lib/contact checks what they mean. */
export const contactFormSchema = z.object({
  name: z.string().max(6000).default(""),
  email: z.string().max(6000).default(""),
  message: z.string().max(6000).default(""),
  locale: z.string().max(10).default(""),
  website: z.string().max(6000).default(""),
});
