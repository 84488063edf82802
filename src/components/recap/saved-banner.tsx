"use client";
import { useEffect, useState } from "react";
import { FormMessage } from "@/components/ui/form-error";

const key = (gameId: string) => `result-saved:${gameId}`;

/** Called by the result form just before it goes on to the recap: the recap then confirms the save once. */
export function markResultSaved(gameId: string) {
  try {
    sessionStorage.setItem(key(gameId), "1");
  } catch {
    // storage off: the recap itself is the confirmation
  }
}

/**
 * "Result saved" at the top of the recap the result form opens after a save (issue 13: a save must be confirmed where
 * the eye is). Client-side, so the recap page stays the same for everyone and cacheable; the text comes translated from the page.
 */
export function SavedBanner({ gameId, message }: { gameId: string; message: string }) {
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    try {
      if (sessionStorage.getItem(key(gameId))) {
        sessionStorage.removeItem(key(gameId));
        setSaved(true); // eslint-disable-line react-hooks/set-state-in-effect -- read once from the browser's storage after hydration
      }
    } catch {
      // storage off
    }
  }, [gameId]);
  return saved ? <FormMessage tone="success" message={message} /> : null;
}
