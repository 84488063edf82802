import { describe, expect, it } from "vitest";
import { extraPushOrigins, isPushEndpoint } from "@/lib/notifications/endpoint";

describe("isPushEndpoint: only the browsers' push services and the deployment's own", () => {
  it.each([
    ["Chrome (FCM)", "https://fcm.googleapis.com/fcm/send/abc:def", true],
    ["Firefox", "https://updates.push.services.mozilla.com/wpush/v2/gAAAA", true],
    ["Safari and installed iPhone apps", "https://web.push.apple.com/QGuQ", true],
    ["Edge on Windows", "https://wns2-par02p.notify.windows.com/w/?token=AQE", true],
    ["plain http", "http://fcm.googleapis.com/fcm/send/abc", false],
    ["another port", "https://fcm.googleapis.com:8443/fcm/send/abc", false],
    ["credentials in the URL", "https://user:pw@fcm.googleapis.com/fcm/send/abc", false],
    ["a look-alike host", "https://fcm.googleapis.com.evil.example/x", false],
    ["a subdomain of Apple's", "https://evil.web.push.apple.com/x", false],
    ["the cloud metadata address", "https://169.254.169.254/latest/meta-data", false],
    ["localhost", "https://127.0.0.1/push", false],
    ["not a URL", "fcm.googleapis.com/fcm/send", false],
    ["too long", `https://fcm.googleapis.com/${"a".repeat(2100)}`, false],
  ])("%s", (_label, endpoint, expected) => {
    expect(isPushEndpoint(endpoint)).toBe(expected);
  });

  it("accepts an origin of PUSH_SERVICE_ORIGINS exactly, port included", () => {
    const extra = extraPushOrigins(" https://127.0.0.1:4850 , https://push.example.com");
    expect(extra).toEqual(["https://127.0.0.1:4850", "https://push.example.com"]);
    expect(isPushEndpoint("https://127.0.0.1:4850/push/1", extra)).toBe(true);
    expect(isPushEndpoint("https://push.example.com/x", extra)).toBe(true);
    expect(isPushEndpoint("https://127.0.0.1:4851/push/1", extra)).toBe(false);
    expect(isPushEndpoint("http://127.0.0.1:4850/push/1", extra)).toBe(false);
    expect(extraPushOrigins(undefined)).toEqual([]);
  });
});
