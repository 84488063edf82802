// Issue 20 item 6 (decision 0036): the sign-in limits protect an account without being a weapon against its owner.
// Attackers call next-auth's authorize as the sign-in route does (client address from the socket, the device cookie).
import { beforeEach, describe, expect, it, vi } from "vitest";
import { issueResetToken } from "@/server/accounts/tokens";
import { resetPassword } from "@/server/actions/reset-password";
import { authenticate } from "@/server/auth/authenticate";
import { deviceCookieName } from "@/server/auth/known-device";
import {
  ACCOUNT_CEILING,
  backoffWaitMs,
  CLIENT_LIMIT,
  MAX_FAILURES,
  SIGN_IN_BACKOFF,
} from "@/server/auth/login-throttle";
import { authOptions } from "@/server/auth/options";
import { db } from "@/server/db";
import { addMember, createLeague, createUser } from "../support/factories";
import { signOut } from "../support/session";

// This file tests counting, not hashing: bcrypt (300 ms a round) is replaced by a cheap stand-in so an attacker can
// make a few hundred guesses. tests/integration/login.test.ts keeps the real hash and its timing.
vi.mock("@/server/auth/passwords", () => ({
  hashPassword: async (plain: string) => `plain:${plain}`,
  checkPassword: async (plain: string, hash: string | null | undefined) => hash === `plain:${plain}`,
}));

// The browser's cookie jar, as next/headers' cookies() shows it to the sign-in route.
let jar = new Map<string, string>();
vi.mock("next/headers", () => ({
  headers: async () => new Headers(),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
  }),
}));

type Authorize = (
  credentials: Record<string, string>,
  req: { headers: Record<string, string> },
) => Promise<{ id: string } | null>;
const authorize = (authOptions.providers[0] as unknown as { options: { authorize: Authorize } }).options.authorize;

/** One sign-in through the route: from `client`, with `browser`'s cookies (kept, as a browser does). */
async function signIn(email: string, password: string, client: string, browser = new Map<string, string>()) {
  jar = browser;
  try {
    return {
      ok: true as const,
      id: (await authorize({ email, password }, { headers: { "x-client-address": client } }))!.id,
    };
  } catch (e) {
    return { ok: false as const, error: (e as Error).message };
  }
}

const PASSWORD = "la-mia-password-1";
let organiser: Awaited<ReturnType<typeof createUser>>;
let n = 0;
beforeEach(async () => {
  organiser = await createUser({ email: `organizzatore${++n}@club.test`, password: PASSWORD });
  await addMember(organiser.id, (await createLeague()).id, "organiser");
  signOut();
});

describe("wrong passwords from one client", () => {
  it("do not lock the owner out from another client, nor from the same client once a wait is over", async () => {
    for (let i = 0; i < MAX_FAILURES + 5; i++) await signIn(organiser.email, `guess-${i}`, "203.0.113.66");
    expect(await signIn(organiser.email, PASSWORD, "198.51.100.10")).toEqual({ ok: true, id: organiser.id });
  });

  it("are slowed down progressively (free, then 30 s doubling up to an hour), answered with the wait, and then locked out", async () => {
    const t0 = new Date("2026-03-01T20:00:00Z");
    const client = "203.0.113.67";
    let now = t0;
    const waits: number[] = [];
    let checked = 0;
    // the attacker retries the moment he is allowed to, for a whole day
    while (now.getTime() - t0.getTime() < 24 * 60 * 60_000) {
      const res = await authenticate(db, { email: organiser.email, password: `guess-${checked}` }, { now, client });
      if (res.ok) throw new Error("guessed");
      if (res.error === "invalid") {
        checked++;
        continue;
      }
      waits.push(res.retryAt.getTime() - now.getTime());
      // while he waits, the right password from his client is refused too: nothing is checked
      expect(
        await authenticate(
          db,
          { email: organiser.email, password: PASSWORD },
          { now: new Date(res.retryAt.getTime() - 1000), client },
        ),
      ).toMatchObject({ ok: false, error: "locked" });
      now = res.retryAt;
    }
    expect(waits.slice(0, 8)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600].map((s) => s * 1000));
    expect(waits.every((w) => w <= SIGN_IN_BACKOFF.maxWaitMs)).toBe(true);
    expect(checked).toBeLessThan(40); // about 32 guesses a day from one client (old: 480)
    expect(checked).toBeLessThan(ACCOUNT_CEILING.max); // so one client cannot reach the ceiling
  });

  it("the refusal says how long: seconds first, then minutes", async () => {
    const client = "203.0.113.68";
    for (let i = 0; i < MAX_FAILURES; i++)
      expect(await signIn(organiser.email, `guess-${i}`, client)).toEqual({ ok: false, error: "CredentialsSignin" });
    expect(await signIn(organiser.email, PASSWORD, client)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Wait:(29|30)$/),
    });
    expect(backoffWaitMs(SIGN_IN_BACKOFF, MAX_FAILURES + 2)).toBe(2 * 60_000);
  });
});

describe("guessing from many clients", () => {
  it("is bounded by the account's ceiling; a device that signed in before still gets in, a new one waits for the day to end", async () => {
    const home = new Map<string, string>();
    expect(await signIn(organiser.email, PASSWORD, "198.51.100.20", home)).toMatchObject({ ok: true });
    expect(home.get(deviceCookieName())).toMatch(new RegExp(`^${organiser.id}\\.`));

    const t0 = Date.now();
    let checked = 0;
    let client = 0;
    for (;;) {
      const res = await signIn(organiser.email, `guess-${checked}`, `2001:db8:${(++client).toString(16)}::1`);
      if (res.ok) throw new Error("guessed");
      if (res.error !== "CredentialsSignin") break;
      checked++;
    }
    expect(checked).toBe(ACCOUNT_CEILING.max);
    // the next client, new, is refused for the rest of the 24 hours, with the right password too
    const refused = await signIn(organiser.email, PASSWORD, "192.0.2.200");
    expect(refused).toMatchObject({ ok: false, error: expect.stringMatching(/^Locked:\d+$/) });
    const minutes = Number((refused as { error: string }).error.split(":")[1]);
    expect(minutes).toBeGreaterThan(23 * 60);
    expect(minutes).toBeLessThanOrEqual(24 * 60 + Math.ceil((Date.now() - t0) / 60_000));
    // the owner's own phone, at home, still signs in
    expect(await signIn(organiser.email, PASSWORD, "198.51.100.20", home)).toEqual({ ok: true, id: organiser.id });
  });

  it("counts each IPv6 /64 as one client", async () => {
    for (let i = 0; i < MAX_FAILURES; i++) await signIn(organiser.email, `guess-${i}`, `2001:db8:aa:bb::${i + 1}`);
    expect(await signIn(organiser.email, PASSWORD, "2001:db8:aa:bb:ffff::9")).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Wait:/),
    });
    expect(await signIn(organiser.email, PASSWORD, "2001:db8:aa:bc::1")).toMatchObject({ ok: true });
  });
});

describe("a device that signed in before", () => {
  it("gets in on the club's Wi-Fi while an attacker there has locked the address and slowed the account down", async () => {
    const phone = new Map<string, string>();
    const wifi = "203.0.113.70";
    expect(await signIn(organiser.email, PASSWORD, wifi, phone)).toMatchObject({ ok: true });
    // the attacker, on the same Wi-Fi: the organiser's account, then everyone else's
    for (let i = 0; i < MAX_FAILURES; i++) await signIn(organiser.email, `guess-${i}`, wifi);
    for (let i = 0; i < CLIENT_LIMIT.max; i++) await signIn(`someone${i}@club.test`, "guess", wifi);
    expect(await signIn(organiser.email, PASSWORD, wifi)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^(Wait|Locked):/),
    });
    expect(await signIn(organiser.email, PASSWORD, wifi, phone)).toEqual({ ok: true, id: organiser.id });
  });

  it("has its own progressive waits (a stolen phone guesses no faster than anyone) and keeps its identity across sign-ins", async () => {
    const phone = new Map<string, string>();
    expect(await signIn(organiser.email, PASSWORD, "198.51.100.30", phone)).toMatchObject({ ok: true });
    const cookie = phone.get(deviceCookieName());
    expect(await signIn(organiser.email, PASSWORD, "198.51.100.31", phone)).toMatchObject({ ok: true });
    expect(phone.get(deviceCookieName())).toBe(cookie);
    for (let i = 0; i < MAX_FAILURES; i++)
      expect(await signIn(organiser.email, `guess-${i}`, "198.51.100.30", phone)).toEqual({
        ok: false,
        error: "CredentialsSignin",
      });
    expect(await signIn(organiser.email, PASSWORD, "198.51.100.30", phone)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Wait:/),
    });
    // ... while the same address without the cookie is another budget
    expect(await signIn(organiser.email, PASSWORD, "198.51.100.30")).toMatchObject({ ok: true });
  });

  it("is bound to its account and session version: another account's cookie, a forged one, or one from before a reset count for nothing", async () => {
    const wifi = "203.0.113.71";
    const other = await createUser({ email: `altro${n}@club.test`, password: PASSWORD });
    const theirs = new Map<string, string>();
    expect(await signIn(other.email, PASSWORD, "198.51.100.40", theirs)).toMatchObject({ ok: true });
    const before = new Map<string, string>();
    expect(await signIn(organiser.email, PASSWORD, "198.51.100.41", before)).toMatchObject({ ok: true });
    const forged = new Map([[deviceCookieName(), `${organiser.id}.${"A".repeat(22)}.${"B".repeat(43)}`]]);
    const stale = new Map(before);

    // the organiser resets the password through a link from the CLI (the session version moves on)
    const { token } = await db.$transaction((tx) =>
      issueResetToken(tx, { userId: organiser.id, leagueId: null, createdById: null }),
    );
    expect(
      await resetPassword({ token, password: "nuova-password-9", confirmPassword: "nuova-password-9" }),
    ).toMatchObject({ ok: true });

    for (let i = 0; i < MAX_FAILURES; i++) await signIn(organiser.email, `guess-${i}`, wifi);
    for (const browser of [theirs, forged, stale])
      expect(await signIn(organiser.email, "nuova-password-9", wifi, browser)).toMatchObject({
        ok: false,
        error: expect.stringMatching(/^Wait:/),
      });
  });
});
