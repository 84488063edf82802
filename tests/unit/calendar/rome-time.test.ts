import fc from "fast-check";
import ICAL from "ical.js";
import { describe, expect, test } from "vitest";
import { writeIcs } from "@/calendar/ics";
import { romeLocalToInstant, romeOffsetMinutes, toRomeLocal } from "@/calendar/rome-time";

describe("Rome wall clock → instant", () => {
  test.each([
    {
      label: "Saturday before the October change (summer time)",
      date: "2026-10-24",
      time: "21:00",
      utc: "2026-10-24T19:00:00.000Z",
    },
    {
      label: "the Sunday of the October change, evening (winter time)",
      date: "2026-10-25",
      time: "21:00",
      utc: "2026-10-25T20:00:00.000Z",
    },
    {
      label: "Saturday before the March change (winter time)",
      date: "2027-03-27",
      time: "21:00",
      utc: "2027-03-27T20:00:00.000Z",
    },
    {
      label: "the Sunday of the March change, evening (summer time)",
      date: "2027-03-28",
      time: "21:00",
      utc: "2027-03-28T19:00:00.000Z",
    },
    {
      label: "02:30 twice in October: the first (summer)",
      date: "2026-10-25",
      time: "02:30",
      utc: "2026-10-25T00:30:00.000Z",
    },
    { label: "midnight in winter", date: "2027-01-01", time: "00:00", utc: "2026-12-31T23:00:00.000Z" },
  ])("$label", ({ date, time, utc }) => {
    expect(romeLocalToInstant(date, time)?.toISOString()).toBe(utc);
  });

  test.each([
    { label: "skipped hour in March", date: "2027-03-28", time: "02:30" },
    { label: "31 February", date: "2027-02-31", time: "21:00" },
    { label: "hour 24", date: "2027-02-10", time: "24:00" },
    { label: "not a date", date: "10/02/2027", time: "21:00" },
    { label: "not a time", date: "2027-02-10", time: "9pm" },
  ])("refuses $label", ({ date, time }) => {
    expect(romeLocalToInstant(date, time)).toBeNull();
  });

  test("a wall-clock time read back from its instant is the same (every quarter hour outside the skipped one)", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2035-12-31T00:00:00Z"), noInvalidDate: true }),
        (d) => {
          const instant = new Date(Math.floor(d.getTime() / 900_000) * 900_000);
          const local = toRomeLocal(instant);
          const back = romeLocalToInstant(local.date, local.time)!;
          // the repeated October hour maps to its first occurrence: one hour earlier at most
          expect(instant.getTime() - back.getTime()).toBeGreaterThanOrEqual(0);
          expect(instant.getTime() - back.getTime()).toBeLessThanOrEqual(3_600_000);
          expect(toRomeLocal(back)).toEqual(local);
        },
      ),
    );
  });

  test("offset is 120 minutes in summer and 60 in winter", () => {
    expect(romeOffsetMinutes(new Date("2026-07-01T12:00:00Z"))).toBe(120);
    expect(romeOffsetMinutes(new Date("2026-12-01T12:00:00Z"))).toBe(60);
  });
});

describe("the .ics read by a real parser (ical.js)", () => {
  const night = (uid: string, date: string, extra: Partial<Parameters<typeof writeIcs>[0]["events"][number]> = {}) => ({
    uid,
    start: romeLocalToInstant(date, "21:00")!,
    durationMinutes: 240,
    summary: "Serata RisiKo!, torneo 2026",
    location: "Circolo; via Roma, 1",
    description:
      "Portate i dadi\nseconda riga con àccenti e un testo abbastanza lungo da essere piegato su più righe dal writer",
    sequence: 1,
    cancelled: false,
    updatedAt: new Date("2026-10-01T10:00:00Z"),
    ...extra,
  });
  const ics = writeIcs({
    name: "Italy War, serate",
    events: [
      night("a@iwl", "2026-10-24"),
      night("b@iwl", "2026-10-25", { cancelled: true }),
      night("c@iwl", "2027-03-27"),
      night("d@iwl", "2027-03-28"),
    ],
  });
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const tz = calendar.getFirstSubcomponent("vtimezone")!;
  ICAL.TimezoneService.register(tz); // the calendar's own VTIMEZONE, as a phone reads it
  const events = calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));

  test("every night starts at 21:00 Rome time on each side of both changes", () => {
    expect(events.map((e) => e.startDate.toJSDate().toISOString())).toEqual([
      "2026-10-24T19:00:00.000Z",
      "2026-10-25T20:00:00.000Z",
      "2027-03-27T20:00:00.000Z",
      "2027-03-28T19:00:00.000Z",
    ]);
    expect(events.map((e) => e.component.getFirstProperty("dtstart")!.getParameter("tzid"))).toEqual(
      Array(4).fill("Europe/Rome"),
    );
    expect(events.map((e) => e.startDate.toString())).toEqual([
      "2026-10-24T21:00:00",
      "2026-10-25T21:00:00",
      "2027-03-27T21:00:00",
      "2027-03-28T21:00:00",
    ]);
  });

  test("text survives escaping and folding; status, sequence and duration are read", () => {
    const e = events[0];
    expect(e.summary).toBe("Serata RisiKo!, torneo 2026");
    expect(e.location).toBe("Circolo; via Roma, 1");
    expect(e.description).toContain("seconda riga con àccenti");
    expect(e.sequence).toBe(1);
    expect(e.duration.toSeconds()).toBe(4 * 3600);
    expect(calendar.getAllSubcomponents("vevent")[1].getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  test("lines are CRLF and at most 75 octets", () => {
    const lines = ics.split("\r\n");
    expect(lines.at(-1)).toBe("");
    for (const l of lines) expect(new TextEncoder().encode(l).length).toBeLessThanOrEqual(75);
  });
});
