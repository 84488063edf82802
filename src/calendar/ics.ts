/**
 * A small iCalendar (RFC 5545) writer for the league's nights: VTIMEZONE Europe/Rome, events with TZID'd local times,
 * escaped text, lines folded at 75 octets, CRLF. Pure (decision 0053: why not a library).
 */
import { ROME, toRomeLocal } from "./rome-time";

export type IcsEvent = {
  uid: string;
  start: Date;
  /** a duration rather than an end: an end in the hour repeated at the October change would be ambiguous */
  durationMinutes: number;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
  sequence: number;
  cancelled: boolean;
  /** last change: DTSTAMP / LAST-MODIFIED */
  updatedAt: Date;
};

export type IcsCalendar = { name: string; events: IcsEvent[]; method?: "PUBLISH" };

/** Europe/Rome since 1996 (EU rules): summer time from the last Sunday of March, 02:00, to the last Sunday of October, 03:00. */
const VTIMEZONE_ROME = [
  "BEGIN:VTIMEZONE",
  `TZID:${ROME}`,
  `X-LIC-LOCATION:${ROME}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line at 75 octets without splitting a UTF-8 character (§3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const n = encoder.encode(ch).length;
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with one space
    if (size + n > limit) {
      out.push(current);
      current = "";
      size = 0;
    }
    current += ch;
    size += n;
  }
  out.push(current);
  return out.join("\r\n ");
}

const pad = (n: number) => String(n).padStart(2, "0");
function utcStamp(d: Date): string {
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}
function romeStamp(d: Date): string {
  const l = toRomeLocal(d);
  return `${l.year}${pad(l.month)}${pad(l.day)}T${pad(l.hour)}${pad(l.minute)}${pad(l.second)}`;
}

export function writeIcs(calendar: IcsCalendar): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Italy War League//Calendario serate//IT",
    "CALSCALE:GREGORIAN",
    `METHOD:${calendar.method ?? "PUBLISH"}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${ROME}`,
    ...VTIMEZONE_ROME,
  ];
  for (const e of calendar.events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${e.uid}`,
      `DTSTAMP:${utcStamp(e.updatedAt)}`,
      `LAST-MODIFIED:${utcStamp(e.updatedAt)}`,
      `SEQUENCE:${e.sequence}`,
      `DTSTART;TZID=${ROME}:${romeStamp(e.start)}`,
      `DURATION:PT${Math.floor(e.durationMinutes / 60)}H${e.durationMinutes % 60}M`,
      `SUMMARY:${escapeText(e.summary)}`,
      `STATUS:${e.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    );
    if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    if (e.url) lines.push(`URL:${e.url}`);
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
