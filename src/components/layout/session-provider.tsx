"use client";
import { SessionProvider as NextAuthSessionProvider } from "next-auth/react";

/** The session is read in the browser, so pages without personal content can be rendered once and cached. */
export function SessionProvider({ children }: { children: React.ReactNode }) {
  return <NextAuthSessionProvider refetchOnWindowFocus={false}>{children}</NextAuthSessionProvider>;
}
