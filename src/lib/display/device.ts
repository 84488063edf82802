/**
 * A readable device from a User-Agent string, for the objective view log: "Chrome · Android", "Safari · iPhone".
 * Pure and tiny on purpose (no UA database): browsers, then OS, checked in an order that handles the usual traps
 * (Edge and Opera say "Chrome", Chrome says "Safari", iPadOS says "Macintosh"). Unknown parts come back as null.
 */
export type Device = { browser: string | null; os: string | null };

const BROWSERS: Array<[RegExp, string]> = [
  [/EdgA?\/|Edg\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/FxiOS\/|Firefox\//, "Firefox"],
  [/CriOS\/|Chrome\/|Chromium\//, "Chrome"],
  [/Version\/[\d.]+.*Safari\//, "Safari"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

export function parseDevice(userAgent: string | null | undefined): Device {
  const ua = userAgent ?? "";
  return {
    browser: BROWSERS.find(([re]) => re.test(ua))?.[1] ?? null,
    os: SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? null,
  };
}

/** "Chrome · Android"; the raw string (shortened) when nothing is recognised; null for no string. */
export function deviceLabel(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const { browser, os } = parseDevice(userAgent);
  if (!browser && !os) return userAgent.length > 40 ? `${userAgent.slice(0, 39)}…` : userAgent;
  return [browser, os].filter(Boolean).join(" · ");
}

/** A SHA-256 commitment shortened for phones: the first 8 hex characters (the full value goes in a title/copy). */
export const shortHash = (hex: string, length = 8) => (hex.length > length ? hex.slice(0, length) : hex);
