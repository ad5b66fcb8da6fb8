"use client";
// The auth context (user, userInfo with isAdmin, profile), for the sign-in and account pages
// only: other storefront pages never load the Firebase SDK (the header reads the shop's user slice
// instead). The state itself lives in auth-client.ts, which the sign-in flows update too.
//
// The provider's context value never changes: each useAuth() subscribes to the state itself. A
// changing value would reach every server-rendered part below that React has not hydrated yet
// (an island whose code is still loading), and React cannot hydrate such a part with a blocking
// update pending: it throws its HTML away and renders it again on the client. A button tapped
// meanwhile would vanish under the finger (the tap is lost) and the page would jump.
import { createContext, use, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { authSnapshot, SIGNED_OUT, startAuth, subscribeAuth, type AuthState } from "./auth-client";

export type { AuthState, UserInfo } from "./auth-client";

/** Whether a component is inside <AuthProvider> (which starts the SDK). */
const AuthContext = createContext(false);
const serverSnapshot = () => SIGNED_OUT;

/** Loads the Firebase Auth SDK after hydration and follows the sign-in state. */
export function AuthProvider({ children }: { children: ReactNode }) {
  useEffect(() => startAuth(), []);
  return <AuthContext value>{children}</AuthContext>;
}

/** `{ resolved, user, userInfo, profile }` of the signed-in account (user null when signed out). */
export function useAuth(): AuthState {
  if (!use(AuthContext)) throw new Error("useAuth must be used inside <AuthProvider>");
  return useSyncExternalStore(subscribeAuth, authSnapshot, serverSnapshot);
}
