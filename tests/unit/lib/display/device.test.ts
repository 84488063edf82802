import { describe, expect, test } from "vitest";
import { deviceLabel, parseDevice, shortHash } from "@/lib/display/device";

describe("parseDevice", () => {
  test.each([
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
      "Chrome · Android",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Safari · iPhone",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1",
      "Chrome · iPhone",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
      "Edge · Windows",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0", "Firefox · Linux"],
    [
      "Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36",
      "Samsung Internet · Android",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
      "Safari · macOS",
    ],
    ["E2E phone", "E2E phone"],
  ])("%s → %s", (ua, label) => {
    expect(deviceLabel(ua)).toBe(label);
  });

  test("nothing recorded stays nothing", () => {
    expect(deviceLabel(null)).toBeNull();
    expect(parseDevice("")).toEqual({ browser: null, os: null });
  });

  test("an unknown long string is shortened, not shown whole", () => {
    expect(deviceLabel("x".repeat(100))).toHaveLength(40);
  });
});

test.each([
  ["a3f1c9e2b7d84f06a3f1c9e2b7d84f06a3f1c9e2b7d84f06a3f1c9e2b7d84f06", "a3f1c9e2"],
  ["abcd", "abcd"],
])("shortHash(%s) = %s", (hex, short) => {
  expect(shortHash(hex)).toBe(short);
});
