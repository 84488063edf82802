"use client";
import { startTransition, useEffect, useRef, useState, type ReactNode } from "react";

/**
 * Mounts a chart only once its box comes near the viewport and the main thread is idle, one chart per idle slot:
 * the page is interactive first, Recharts' chunk is fetched only for a chart someone scrolls to, and drawing never
 * blocks a tap (issue 13: "charts load without blocking input"). Until then the box keeps its size (no layout shift).
 */
export function WhenVisible({
  className,
  label,
  children,
  poster,
  mount = "visible",
}: {
  className: string;
  label: string;
  children: ReactNode;
  /** shown until the chart mounts (a server-drawn SVG); a pulsing box when absent */
  poster?: ReactNode;
  /** "touch": the chart mounts at the first touch, pointer or focus inside the box (a poster shows the data until then) */
  mount?: "visible" | "touch";
}) {
  const box = useRef<HTMLDivElement>(null);
  const [show, setShow] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    if (mount === "touch") {
      const start = () => startTransition(() => setShow(true));
      const events = ["pointerdown", "pointerenter", "focusin"] as const;
      for (const e of events) el.addEventListener(e, start, { once: true, passive: true });
      return () => {
        for (const e of events) el.removeEventListener(e, start);
      };
    }
    let idle: number | undefined;
    const whenIdle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 50));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        seen.disconnect();
        // a transition: React renders the chart in time slices, yielding to input between them
        idle = whenIdle(() => startTransition(() => setShow(true)), { timeout: 3000 });
      },
      { rootMargin: "200px 0px" },
    );
    seen.observe(el);
    return () => {
      seen.disconnect();
      if (idle !== undefined) cancelIdle(idle);
    };
  }, [mount]);
  return (
    <div ref={box} className={className} role="img" aria-label={label}>
      {show ? children : (poster ?? <div className="size-full animate-pulse rounded bg-stone-100" />)}
    </div>
  );
}
