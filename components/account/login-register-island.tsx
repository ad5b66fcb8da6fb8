"use client";
// The sign-in page's tabs and forms as a lazy island (components/ui/island.tsx): the server
// renders them; the code (and, later still, the Firebase SDK) arrives after the page.
import { island } from "@/components/ui/island";
// Styled from the first paint (see components/shopping/shopping-islands.tsx).
import "./login-register.module.css";

export const LoginRegister = island(() => import("./login-register").then((m) => m.LoginRegister));
