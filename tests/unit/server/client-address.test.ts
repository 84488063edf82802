import { describe, expect, it } from "vitest";
import { clientAddressFrom } from "@/server/auth/client-address";
import { deviceCookieValue, knownDevice } from "@/server/auth/known-device";

const from = (address: string) => clientAddressFrom(new Headers({ "x-client-address": address }), false);

describe("the client an attempt is counted against", () => {
  it.each([
    ["192.0.2.1", "192.0.2.1"],
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["2001:db8:aa:bb::1", "2001:db8:aa:bb::/64"],
    ["2001:0DB8:00aa:00bb:ffff:1:2:3", "2001:db8:aa:bb::/64"],
    ["[2001:db8:aa:bb::9]:443", "2001:db8:aa:bb::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["not an address", "not an address"],
    ["1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7:8:9"],
  ])("%s counts as %s", (address, client) => expect(from(address)).toBe(client));

  it("is the first X-Forwarded-For hop only behind a trusted proxy", () => {
    const headers = new Headers({ "x-forwarded-for": "2001:db8:1:2::5, 10.0.0.1", "x-client-address": "10.0.0.1" });
    expect(clientAddressFrom(headers, true)).toBe("2001:db8:1:2::/64");
    expect(clientAddressFrom(headers, false)).toBe("10.0.0.1");
    expect(clientAddressFrom(new Headers(), false)).toBeNull();
  });
});

describe("a device cookie", () => {
  const account = { id: "cm0account", sessionVersion: 2 };
  it("names the device to its own account at its session version only", () => {
    const cookie = deviceCookieValue(account, "phone-1");
    expect(knownDevice(cookie, account)).toBe("phone-1");
    expect(knownDevice(cookie, { ...account, sessionVersion: 3 })).toBeNull();
    expect(knownDevice(cookie, { ...account, id: "cm0other" })).toBeNull();
    expect(knownDevice(cookie.replace("phone-1", "phone-2"), account)).toBeNull();
    expect(knownDevice(`${cookie}.x`, account)).toBeNull();
    expect(knownDevice(cookie.slice(0, -1), account)).toBeNull();
    expect(knownDevice(null, account)).toBeNull();
  });
});
