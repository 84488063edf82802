import { romeOffsetMinutes, toRomeLocal } from "@/calendar/rome-time";

/** Quiet hours as Rome wall-clock minutes after midnight; start after end runs over midnight (22:00–07:00). */
export type QuietHours = { start: number; end: number } | null;

const DAY_MINUTES = 24 * 60;

/** The Rome minute of the day at an instant. */
const romeMinute = (at: Date) => {
  const l = toRomeLocal(at);
  return l.hour * 60 + l.minute;
};

export function inQuietHours(quiet: QuietHours, at: Date): boolean {
  if (!quiet || quiet.start === quiet.end) return false;
  const m = romeMinute(at);
  return quiet.start < quiet.end ? m >= quiet.start && m < quiet.end : m >= quiet.start || m < quiet.end;
}

/**
 * When the quiet hours around `at` end (the instant to deliver what was held), or `at` itself outside them. Counted in
 * Rome minutes from `at`, then corrected when the clocks change in between.
 */
export function quietHoursEnd(quiet: QuietHours, at: Date): Date {
  if (!quiet || !inQuietHours(quiet, at)) return at;
  const wait = (quiet.end - romeMinute(at) + DAY_MINUTES) % DAY_MINUTES;
  const naive = new Date(Math.floor(at.getTime() / 60_000) * 60_000 + wait * 60_000);
  return new Date(naive.getTime() - (romeOffsetMinutes(naive) - romeOffsetMinutes(at)) * 60_000);
}

/** "22:30" → 1350; null for anything else (the form's field). */
export function parseClock(value: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export const formatClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
