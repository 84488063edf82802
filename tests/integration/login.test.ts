import { describe, expect, it } from "vitest";
import { authenticate } from "@/server/auth/authenticate";
import { MAX_FAILURES } from "@/server/auth/login-throttle";
import { db } from "@/server/db";
import { createUser } from "../support/factories";

describe("sign-in with the failed-login limit", () => {
  it("accepts the right password, case-insensitive e-mail", async () => {
    await createUser({ email: "anna@example.com", password: "correct-horse" });
    const res = await authenticate(db, { email: "ANNA@example.com", password: "correct-horse" });
    expect(res.ok && res.user.email).toBe("anna@example.com");
  });

  it("rejects a wrong password", async () => {
    await createUser({ email: "bruno@example.com", password: "correct-horse" });
    expect(await authenticate(db, { email: "bruno@example.com", password: "wrong" })).toEqual({ ok: false, error: "invalid" });
  });

  it(`locks the address after ${MAX_FAILURES} failures, even for the right password, until the lock expires`, async () => {
    await createUser({ email: "carla@example.com", password: "correct-horse" });
    const now = new Date("2026-01-01T20:00:00Z");
    for (let i = 0; i < MAX_FAILURES; i++) await authenticate(db, { email: "carla@example.com", password: "bad" }, now);
    expect(await authenticate(db, { email: "carla@example.com", password: "correct-horse" }, now)).toEqual({ ok: false, error: "locked" });
    const later = new Date(now.getTime() + 16 * 60_000);
    expect((await authenticate(db, { email: "carla@example.com", password: "correct-horse" }, later)).ok).toBe(true);
  });
});
