import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseInstant } from "../../../src/scoring/parse-date";

describe("parseInstant (fast path of Date.parse for YYYY-MM-DD)", () => {
  it.each([
    ["a plain date", "2009-03-14", Date.UTC(2009, 2, 14)],
    ["the 31st of a 30-day month rolls over like Date.parse", "2009-04-31", Date.parse("2009-04-31")],
    ["29 February of a common year", "2009-02-29", Date.parse("2009-02-29")],
    ["month 13", "2009-13-01", NaN],
    ["month 00", "2009-00-10", NaN],
    ["day 00", "2009-02-00", NaN],
    ["day 32", "2009-02-32", NaN],
    ["year 0000 (Date.UTC would read 1900)", "0000-01-01", Date.parse("0000-01-01")],
    ["a one-digit month", "2009-1-01", Date.parse("2009-1-01")],
    ["a date with a time", "2009-03-14T20:30:00Z", Date.parse("2009-03-14T20:30:00Z")],
    ["letters", "2009-0a-14", NaN],
    ["empty", "", NaN],
  ])("%s: %s", (_label, text, expected) => {
    expect(parseInstant(text)).toBe(expected);
  });

  it("equals Date.parse on every string of the shape dddd-dd-dd and on arbitrary text", () => {
    const d = fc.integer({ min: 0, max: 9 }).map(String);
    const shaped = fc
      .tuple(
        fc.array(d, { minLength: 4, maxLength: 4 }),
        fc.array(d, { minLength: 2, maxLength: 2 }),
        fc.array(d, { minLength: 2, maxLength: 2 }),
      )
      .map(([y, m, dd]) => `${y.join("")}-${m.join("")}-${dd.join("")}`);
    fc.assert(
      fc.property(fc.oneof(shaped, fc.string({ maxLength: 12 })), (text) => {
        expect(parseInstant(text)).toBe(Date.parse(text));
      }),
      { numRuns: 2000 },
    );
  });
});
