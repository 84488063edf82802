"use client";
import { LeagueFallbackChrome } from "@/components/layout/site-chrome";
import { ErrorView } from "@/components/errors/error-view";

// An unexpected error in a page (or in a league's layout): the app's own page, in the visitor's language, instead of
// Next's English default. Inside a league the league's layout is gone, so this one draws <main> (site-chrome.tsx).
export default function Error(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <LeagueFallbackChrome header={null}>
      <ErrorView {...props} />
    </LeagueFallbackChrome>
  );
}
