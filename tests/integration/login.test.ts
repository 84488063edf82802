import { describe, expect, it, vi } from "vitest";
import { authenticate } from "@/server/auth/authenticate";
import { CLIENT_LIMIT, MAX_FAILURES } from "@/server/auth/login-throttle";
import { authOptions, checkToken } from "@/server/auth/options";
import { db } from "@/server/db";
import { addMember, createLeague, createUser } from "../support/factories";

const t0 = new Date("2026-01-01T20:00:00Z");
const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);
const seconds = (n: number) => new Date(t0.getTime() + n * 1000);

describe("sign-in with the failed-login limit", () => {
  it("accepts the right password, case-insensitive e-mail", async () => {
    await createUser({ email: "anna@example.com", password: "correct-horse" });
    const res = await authenticate(db, { email: "ANNA@example.com", password: "correct-horse" });
    expect(res.ok && res.user.email).toBe("anna@example.com");
  });

  it("rejects a wrong password", async () => {
    await createUser({ email: "bruno@example.com", password: "correct-horse" });
    expect(await authenticate(db, { email: "bruno@example.com", password: "wrong" })).toEqual({
      ok: false,
      error: "invalid",
    });
  });

  it(`makes a client wait after ${MAX_FAILURES} failures, even for the right password, says until when, and lets it in after it`, async () => {
    await createUser({ email: "carla@example.com", password: "correct-horse" });
    for (let i = 0; i < MAX_FAILURES; i++)
      await authenticate(db, { email: "carla@example.com", password: "bad" }, { now: t0, client: "192.0.2.10" });
    expect(
      await authenticate(
        db,
        { email: "carla@example.com", password: "correct-horse" },
        { now: seconds(10), client: "192.0.2.10" },
      ),
    ).toEqual({ ok: false, error: "locked", retryAt: seconds(30) });
    expect(
      (
        await authenticate(
          db,
          { email: "carla@example.com", password: "correct-horse" },
          { now: seconds(30), client: "192.0.2.10" },
        )
      ).ok,
    ).toBe(true);
  });

  it("holds under concurrency: 30 simultaneous wrong guesses and the right one do not sign in, and only the allowed attempts are hashed", async () => {
    await createUser({ email: "dario@example.com", password: "correct-horse" });
    const wrong = Array.from({ length: 30 }, (_, i) =>
      authenticate(db, { email: "dario@example.com", password: `guess-${i}` }, { now: t0 }),
    );
    const results = await Promise.all([
      ...wrong,
      authenticate(db, { email: "dario@example.com", password: "correct-horse" }, { now: t0 }),
    ]);
    expect(results.some((r) => r.ok)).toBe(false);
    expect(results.filter((r) => !r.ok && r.error === "invalid").length).toBeLessThanOrEqual(MAX_FAILURES);
    expect(
      (await authenticate(db, { email: "dario@example.com", password: "correct-horse" }, { now: seconds(10) })).ok,
    ).toBe(false);
  });

  it("counts upper-case and padded spellings of an address as the same account", async () => {
    await createUser({ email: "organizzatore@example.com", password: "correct-horse" });
    const spellings = [
      "Organizzatore@example.com",
      " organizzatore@example.com",
      "ORGANIZZATORE@EXAMPLE.COM ",
      "organizzatore@Example.com",
      "\torganizzatore@example.com",
    ];
    for (const email of spellings) await authenticate(db, { email, password: "bad" }, { now: t0 });
    expect(
      await db.loginThrottle.findMany({ where: { key: { startsWith: "account:" } }, select: { key: true } }),
    ).toContainEqual({ key: "account:organizzatore@example.com" });
    expect(
      await authenticate(db, { email: "organizzatore@example.com", password: "correct-horse" }, { now: seconds(10) }),
    ).toMatchObject({ ok: false, error: "locked" });
  });

  it("limits a client: one address locks nobody else out, and others still sign in", async () => {
    const league = await createLeague();
    const members = [];
    for (let i = 0; i < 10; i++) {
      const user = await createUser({ email: `member${i}@club.test` });
      await addMember(user.id, league.id, "player");
      members.push(user);
    }
    // the attacker tries every member until refused
    for (const m of members)
      for (let i = 0; i < MAX_FAILURES; i++)
        await authenticate(db, { email: m.email, password: "guess" }, { now: t0, client: "203.0.113.9" });
    const fromTheClub = await Promise.all(
      members.map((m) =>
        authenticate(db, { email: m.email, password: "password123" }, { now: minutes(1), client: "198.51.100.7" }),
      ),
    );
    expect(fromTheClub.every((r) => r.ok)).toBe(true);
    expect(
      await authenticate(
        db,
        { email: members[9].email, password: "password123" },
        { now: minutes(1), client: "203.0.113.9" },
      ),
    ).toMatchObject({ ok: false, error: "locked" });
  });

  it("lets a club behind one address sign in all evening: successes do not count against the client", async () => {
    const users = [];
    for (let i = 0; i < CLIENT_LIMIT.max + 2; i++) users.push(await createUser({ email: `table${i}@club.test` }));
    for (const u of users)
      expect(
        (await authenticate(db, { email: u.email, password: "password123" }, { now: t0, client: "192.0.2.1" })).ok,
      ).toBe(true);
  });

  it("answers an unknown address like a known one: same message, same time (a password hash either way)", async () => {
    // at the production cost: the test runs lower it (vitest.config.ts), and a cheap hash drowns in timing noise
    vi.stubEnv("PASSWORD_HASH_COST", "11");
    const known = [];
    for (let i = 0; i < 4; i++) known.push(await createUser({ email: `known${i}@example.com`, password: "pw-11" }));
    await authenticate(db, { email: "warm-up@example.com", password: "x" }); // the dummy hash is computed once
    const time = async (email: string) => {
      const start = performance.now();
      const res = await authenticate(db, { email, password: "not-the-password" });
      return { ms: performance.now() - start, res };
    };
    const knownRuns = [];
    const unknownRuns = [];
    for (let i = 0; i < 4; i++) {
      knownRuns.push(await time(known[i].email));
      unknownRuns.push(await time(`nobody${i}@example.com`));
    }
    for (const r of [...knownRuns, ...unknownRuns]) expect(r.res).toEqual({ ok: false, error: "invalid" });
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const ratio = median(unknownRuns.map((r) => r.ms)) / median(knownRuns.map((r) => r.ms));
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});

describe("session versions", () => {
  const jwt = authOptions.callbacks!.jwt!;

  it("a token carries the account's session version and stops working once the version moves on", async () => {
    const user = await createUser({ email: "elena@example.com", password: "correct-horse" });
    const res = await authenticate(db, { email: "elena@example.com", password: "correct-horse" });
    if (!res.ok) throw new Error("sign-in failed");
    const token = await jwt({ token: { sub: user.id }, user: res.user as never, account: null });
    expect(token).toMatchObject({ uid: user.id, sv: 0 });
    await expect(jwt({ token, account: null } as never)).resolves.toMatchObject({ uid: user.id });
    await db.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    await expect(jwt({ token, account: null } as never)).rejects.toThrow("SessionRevoked");
  });

  it("refuses a token of a deleted account and a token issued before versions existed", async () => {
    const user = await createUser();
    await expect(checkToken({ uid: user.id })).rejects.toThrow("SessionRevoked");
    await db.user.delete({ where: { id: user.id } });
    await expect(checkToken({ uid: user.id, sv: 0 })).rejects.toThrow("SessionRevoked");
  });
});
