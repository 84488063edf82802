import { beforeEach, describe, expect, it, vi } from "vitest";
import { revealObjectiveByLink } from "@/server/actions/reveal-objective-by-link";
import { LINK_LIMIT } from "@/server/auth/login-throttle";
import { signOut } from "../support/session";

// The client's address as src/runtime/serve.ts passes it on (x-client-address).
let clientAddress: string | null = null;
vi.mock("next/headers", () => ({
  headers: async () => new Headers(clientAddress ? { "x-client-address": clientAddress } : {}),
}));

beforeEach(() => {
  clientAddress = null;
  signOut();
});

describe("reveal links are a public endpoint", () => {
  it("limits how many wrong links one client may try, without locking out other clients", async () => {
    clientAddress = "203.0.113.77";
    const guess = (i: number) => `ABCDEFGHJKMNPQRSTV${String(i).padStart(2, "0").replace(/[01]/g, "W")}`;
    for (let i = 0; i < LINK_LIMIT.max; i++)
      expect(await revealObjectiveByLink({ token: guess(i) })).toEqual({ ok: false, formError: "linkInvalid" });
    expect(await revealObjectiveByLink({ token: guess(99) })).toEqual({ ok: false, formError: "tooManyAttempts:15" });
    clientAddress = "198.51.100.9";
    expect(await revealObjectiveByLink({ token: guess(99) })).toEqual({ ok: false, formError: "linkInvalid" });
  });
});
