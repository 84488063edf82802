"use client";
import { useEffect } from "react";

/**
 * Brings the element `targetId` into view when it appears: the committed seed's hash and the draw button show above
 * the check-in form, while the organiser's finger is still on the form's button at the bottom.
 */
export function InView({ targetId }: { targetId: string }) {
  useEffect(() => {
    document.getElementById(targetId)?.scrollIntoView({ block: "start" });
  }, [targetId]);
  return null;
}
