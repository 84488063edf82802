import { describe, expect, it } from "vitest";
import { romeLocalToInstant } from "@/calendar/rome-time";
import { formatClock, inQuietHours, parseClock, quietHoursEnd } from "@/lib/notifications/quiet-hours";

const rome = (date: string, time: string) => romeLocalToInstant(date, time)!;
const night = { start: parseClock("22:30")!, end: parseClock("07:00")! };
const afternoon = { start: parseClock("13:00")!, end: parseClock("15:00")! };

describe("quiet hours, in Rome's time", () => {
  it.each([
    ["before a window over midnight", night, "2026-06-10", "22:29", false],
    ["at its start", night, "2026-06-10", "22:30", true],
    ["after midnight", night, "2026-06-11", "03:00", true],
    ["at its end", night, "2026-06-11", "07:00", false],
    ["inside a window within the day", afternoon, "2026-06-10", "14:59", true],
    ["outside it", afternoon, "2026-06-10", "15:00", false],
    ["none set", null, "2026-06-10", "03:00", false],
  ])("%s", (_label, quiet, date, time, expected) => {
    expect(inQuietHours(quiet, rome(date, time))).toBe(expected);
  });

  it("holds until the window's end, the next morning, also across a change of the clocks", () => {
    expect(quietHoursEnd(night, rome("2026-06-10", "23:15"))).toEqual(rome("2026-06-11", "07:00"));
    // the night the clocks go back (25 October 2026): still 07:00 in Rome
    expect(quietHoursEnd(night, rome("2026-10-24", "23:00"))).toEqual(rome("2026-10-25", "07:00"));
    expect(quietHoursEnd(night, rome("2026-03-28", "23:00"))).toEqual(rome("2026-03-29", "07:00"));
    const outside = rome("2026-06-10", "12:00");
    expect(quietHoursEnd(night, outside)).toBe(outside);
  });

  it("reads and writes the form's hh:mm", () => {
    expect(parseClock("07:05")).toBe(425);
    expect(formatClock(425)).toBe("07:05");
    for (const bad of ["7:05", "24:00", "12:60", "", "noon"]) expect(parseClock(bad)).toBeNull();
  });
});
