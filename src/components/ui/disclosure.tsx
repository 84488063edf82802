"use client";
import { type ReactNode, useState } from "react";

/**
 * A <details> whose open state belongs to the reader: `defaultOpen` only picks the first state. A server-rendered
 * `open={…}` would be re-applied whenever the page revalidates (e.g. "open while the league has one member" folded the
 * invite form, with the link just created, once another invite had been redeemed: issue 22 §5).
 */
export function Disclosure({
  summary,
  defaultOpen = false,
  className,
  children,
}: {
  summary: ReactNode;
  defaultOpen?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <details className={className} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer font-semibold">{summary}</summary>
      {children}
    </details>
  );
}
