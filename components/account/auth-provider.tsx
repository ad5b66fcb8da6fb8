"use client";
// The auth context of the spec (user, userInfo with isAdmin), for the sign-in and account pages
// only: other storefront pages never load the Firebase SDK (the header reads the shop's user slice
// instead). The state itself lives in auth-client.ts, which the sign-in flows update too.
import { createContext, use, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { authSnapshot, SIGNED_OUT, startAuth, subscribeAuth, type AuthState } from "./auth-client";

export type { AuthState, UserInfo } from "./auth-client";

const AuthContext = createContext<AuthState | null>(null);
const serverSnapshot = () => SIGNED_OUT;

/** Loads the Firebase Auth SDK after hydration and follows the sign-in state. */
export function AuthProvider({ children }: { children: ReactNode }) {
  useEffect(() => startAuth(), []);
  const state = useSyncExternalStore(subscribeAuth, authSnapshot, serverSnapshot);
  return <AuthContext value={state}>{children}</AuthContext>;
}

/** `{ resolved, user, userInfo, profile }` of the signed-in account (user null when signed out). */
export function useAuth(): AuthState {
  const value = use(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
