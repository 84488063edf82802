"use client";
import { useState, type ComponentProps } from "react";
import { SeasonForm } from "./season-form";

/**
 * The "new season" disclosure. Its open state is the browser's own: the page re-rendered after the first season
 * is created must not fold it away over the success message (the first-run dead end of issue 13).
 */
export function NewSeasonPanel({
  title,
  initiallyOpen,
  ...form
}: { title: string; initiallyOpen: boolean } & Omit<ComponentProps<typeof SeasonForm>, "onAnother">) {
  const [open, setOpen] = useState(initiallyOpen);
  const [round, setRound] = useState(0);
  return (
    <details className="card" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer font-semibold">{title}</summary>
      <div className="mt-3">
        <SeasonForm key={round} {...form} onAnother={() => setRound((r) => r + 1)} />
      </div>
    </details>
  );
}
