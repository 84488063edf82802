/**
 * Europe/Rome wall-clock time ↔ instants, with the platform's time-zone data (Intl), no library. Pure: the form, the
 * server and the calendar feed use it (issue 23 §1, decision 0053).
 */
export const ROME = "Europe/Rome";

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: ROME,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

export type RomeLocal = {
  date: string;
  time: string;
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

/** The wall-clock time in Rome at an instant. */
export function toRomeLocal(instant: Date): RomeLocal {
  const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
  const [year, month, day, hour, minute, second] = [p.year, p.month, p.day, p.hour, p.minute, p.second].map(Number);
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    time: `${pad(hour)}:${pad(minute)}`,
    year,
    month,
    day,
    hour,
    minute,
    second,
  };
}

/** Rome's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
export function romeOffsetMinutes(instant: Date): number {
  const l = toRomeLocal(instant);
  const asUtc = Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/**
 * The instant of a Rome date ("2026-10-25") and time ("21:00"). null for a date or time that does not exist: an
 * invalid calendar date, or a time skipped when the clocks go forward (02:00–02:59 on the last Sunday of March). A time
 * that happens twice (02:00–02:59 on the last Sunday of October) is the first one (summer time).
 */
export function romeLocalToInstant(date: string, time: string): Date | null {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const [y, mo, da, h, mi] = [d[1], d[2], d[3], t[1], t[2]].map(Number);
  if (h > 23 || mi > 59) return null;
  const wall = Date.UTC(y, mo - 1, da, h, mi);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== da) return null;
  // try summer time first, then winter time: the first candidate that reads back as the same wall clock
  for (const offset of [120, 60]) {
    const instant = new Date(wall - offset * 60_000);
    const back = toRomeLocal(instant);
    if (back.date === date && back.time === time) return instant;
  }
  return null;
}
