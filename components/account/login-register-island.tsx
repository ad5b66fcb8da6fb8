"use client";
// The sign-in page's tabs and forms as a lazy island (components/ui/island.tsx): the server
// renders them; the code (and, later still, the Firebase SDK) arrives after the page.
import { island } from "@/components/ui/island";

export const LoginRegister = island(() => import("./login-register").then((m) => m.LoginRegister));
