"use client";
import { useSelectedLayoutSegments } from "next/navigation";

/** The page's <main>: one class list for the root layout and the league layout. */
export const MAIN_CLASS = "mx-auto w-full max-w-5xl px-3 py-4 sm:px-6 sm:py-6";

/**
 * Header and <main> of every page outside a league. Inside a league (/l/[slug]/…) the league's layout draws them
 * itself, with the league's name in the header (it has the name; this layout does not). Decided from the route
 * segments, the same on the server and in the browser: no flash, no layout shift.
 */
export function SiteChrome({ header, children }: { header: React.ReactNode; children: React.ReactNode }) {
  const segments = useSelectedLayoutSegments();
  if (segments[0] === "l" && segments.length > 1) return children;
  return (
    <>
      {header}
      <main id="main" className={MAIN_CLASS}>
        {children}
      </main>
    </>
  );
}

/** For a page shown in place of a league's layout (an unknown league's 404): the chrome the layout would have drawn. */
export function LeagueFallbackChrome({ header, children }: { header: React.ReactNode; children: React.ReactNode }) {
  const segments = useSelectedLayoutSegments();
  if (!(segments[0] === "l" && segments.length > 1)) return children;
  return (
    <>
      {header}
      <main id="main" className={MAIN_CLASS}>
        {children}
      </main>
    </>
  );
}
