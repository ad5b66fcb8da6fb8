"use client";
// The contact form as its own chunk, loaded when it first renders (see
// components/home/lazy-islands.tsx): its server-rendered HTML works as a plain form meanwhile.
import { lazy, Suspense, type ComponentProps } from "react";

const Form = lazy(() => import("./contact-form").then((m) => ({ default: m.ContactForm })));

export function ContactForm(props: ComponentProps<typeof Form>) {
  return (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
}
