"use client";
// The contact form as its own chunk (components/ui/island.tsx): its server-rendered HTML works
// as a plain form meanwhile.
import { island } from "@/components/ui/island";
// Styled from the first paint (see components/shopping/shopping-islands.tsx).
import "./contact-form.module.css";

export const ContactForm = island(() => import("./contact-form").then((m) => m.ContactForm));
