// getCurrentUser decodes next-auth's session cookie itself (issue 25: getServerSession also read the memberships and
// encrypted a refreshed token on every page). The same rules as next-auth's: its encryption and expiry, the cookie's
// name, and the account's session version (a password change or a removal ends older sessions).
import { encode } from "next-auth/jwt";
import { beforeEach, describe, expect, it, vi } from "vitest";

const jar = new Map<string, string>();
vi.mock("next/headers", () => ({
  cookies: async () => ({ getAll: () => [...jar].map(([name, value]) => ({ name, value })) }),
}));
const sessions = vi.hoisted(() => ({ calls: 0, id: null as string | null }));
vi.mock("next-auth", async (original) => ({
  ...(await original<typeof import("next-auth")>()),
  getServerSession: async () => {
    sessions.calls++;
    return sessions.id ? { user: { id: sessions.id } } : null;
  },
}));

// the setup file replaces this module by signInAs() for every other test: here the real one is under test
vi.unmock("@/server/auth/current-user");
const { getCurrentUser } = await import("@/server/auth/current-user");
const { db } = await import("@/server/db");
const { createUser } = await import("../support/factories");

const secret = process.env.NEXTAUTH_SECRET!;
const NAME = "next-auth.session-token";
const tokenFor = async (u: { id: string }, extra: Record<string, unknown> = {}, maxAge = 3600) => {
  const row = await db.user.findUniqueOrThrow({ where: { id: u.id }, select: { sessionVersion: true } });
  return encode({ token: { uid: u.id, sv: row.sessionVersion, ...extra }, secret, maxAge });
};

beforeEach(() => {
  jar.clear();
  sessions.calls = 0;
  sessions.id = null;
});

describe("getCurrentUser from the session cookie", () => {
  it.each([
    { label: "no cookie: a visitor", cookie: async () => null },
    { label: "a forged cookie", cookie: async () => "not-a-token" },
    {
      label: "a token made with another secret",
      cookie: async (u: { id: string }) =>
        encode({ token: { uid: u.id, sv: 0 }, secret: "another-secret-another-secret-0000000" }),
    },
    { label: "an expired token", cookie: (u: { id: string }) => tokenFor(u, {}, -60) },
    { label: "a token of an older session version", cookie: (u: { id: string }) => tokenFor(u, { sv: 99 }) },
    { label: "a token without an account id", cookie: (u: { id: string }) => tokenFor(u, { uid: undefined }) },
  ])("$label: nobody", async ({ cookie }) => {
    const user = await createUser();
    const value = await cookie(user);
    if (value) jar.set(NAME, value);
    expect(await getCurrentUser()).toBeNull();
    expect(sessions.calls).toBe(0);
  });

  it("a valid session: the account, re-read (its current name), without getServerSession", async () => {
    const user = await createUser({ name: "Anna" });
    jar.set(NAME, await tokenFor(user));
    await db.user.update({ where: { id: user.id }, data: { name: "Anna B." } });
    expect(await getCurrentUser()).toMatchObject({ id: user.id, name: "Anna B.", email: user.email });
    expect(sessions.calls).toBe(0);
  });

  it("a session ended by a password change or a removal (session version bumped): nobody", async () => {
    const user = await createUser();
    jar.set(NAME, await tokenFor(user));
    await db.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    expect(await getCurrentUser()).toBeNull();
  });

  it("a deleted account: nobody", async () => {
    const user = await createUser();
    jar.set(NAME, await tokenFor(user));
    await db.user.delete({ where: { id: user.id } });
    expect(await getCurrentUser()).toBeNull();
  });

  it("the https cookie name on an http app is not read (next-auth reads one name)", async () => {
    const user = await createUser();
    jar.set(`__Secure-${NAME}`, await tokenFor(user));
    expect(await getCurrentUser()).toBeNull();
  });

  it("a cookie next-auth split into chunks is read joined in the chunks' order", async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    const cut = Math.floor(token.length / 2);
    jar.set(`${NAME}.1`, token.slice(cut)); // set first: the order is the chunks' numbers, not the jar's
    jar.set(`${NAME}.0`, token.slice(0, cut));
    expect(await getCurrentUser()).toMatchObject({ id: user.id });
    jar.set(`${NAME}.1`, "garbled");
    expect(await getCurrentUser()).toBeNull();
    expect(sessions.calls).toBe(0);
  });
});
