const digit = (s: string, i: number) => s.charCodeAt(i) - 48;

/**
 * Date.parse for the common "YYYY-MM-DD" (the instant of its UTC midnight), read from the
 * characters instead of Date.parse's general parser, which costs most of a season's date
 * handling; anything else, or any doubt, goes to Date.parse (same answer, NaN included).
 */
export function parseInstant(text: string): number {
  if (typeof text !== "string" || text.length !== 10 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45)
    return Date.parse(text);
  let year = 0;
  for (let i = 0; i < 4; i++) {
    const d = digit(text, i);
    if (d < 0 || d > 9) return Date.parse(text);
    year = year * 10 + d;
  }
  const m1 = digit(text, 5);
  const m2 = digit(text, 6);
  const d1 = digit(text, 8);
  const d2 = digit(text, 9);
  if (m1 < 0 || m1 > 9 || m2 < 0 || m2 > 9 || d1 < 0 || d1 > 9 || d2 < 0 || d2 > 9) return Date.parse(text);
  const month = m1 * 10 + m2;
  const day = d1 * 10 + d2;
  // Date.UTC reads years 0–99 as 1900–1999, and Date.parse rejects months and days out of range
  if (year < 100 || month < 1 || month > 12 || day < 1 || day > 31) return Date.parse(text);
  return Date.UTC(year, month - 1, day); // a day past the month's end rolls over, as Date.parse does
}
