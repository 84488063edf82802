"use client";
import { useEffect } from "react";
import { SessionProvider as NextAuthSessionProvider } from "next-auth/react";
import { rereadSession } from "@/lib/offline/reread-session";

/** The session is read in the browser, so pages without personal content can be rendered once and cached. */
export function SessionProvider({ children }: { children: React.ReactNode }) {
  return (
    <NextAuthSessionProvider refetchOnWindowFocus={false}>
      <RereadWhenOnline />
      {children}
    </NextAuthSessionProvider>
  );
}

/** Back online after an offline spell: read the session again, so the header shows who is signed in (not "Accedi"). */
function RereadWhenOnline() {
  useEffect(() => {
    const online = () => rereadSession(window);
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, []);
  return null;
}
