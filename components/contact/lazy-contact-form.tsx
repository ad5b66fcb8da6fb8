"use client";
// The contact form as its own chunk (components/ui/island.tsx): its server-rendered HTML works
// as a plain form meanwhile.
import { island } from "@/components/ui/island";

export const ContactForm = island(() => import("./contact-form").then((m) => m.ContactForm));
