// Several instances (docs/decisions/0028-several-instances.md): a write on one drops the caches of all, through
// PostgreSQL LISTEN/NOTIFY (src/runtime/cache-bus.ts), and clearPageCache drops every cache registered in the process.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { startCacheBus } from "../../../src/runtime/cache-bus";
import { clearPageCache, invalidatedAt, registerPageCache, setCachePublisher } from "../../../src/runtime/page-cache";
import { postgresUnavailable } from "../../setup/postgres";

const url = process.env.TEST_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const unavailable = await postgresUnavailable();
const until = async (condition: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe("clearPageCache", () => {
  afterEach(() => setCachePublisher(null));

  it("drops every registered cache, records when, and awaits the publisher", async () => {
    const cleared: string[] = [];
    const off = [
      registerPageCache({ clear: () => cleared.push("pages") }),
      registerPageCache({ clear: () => cleared.push("members") }),
    ];
    let published = false;
    setCachePublisher(async () => {
      await new Promise((r) => setTimeout(r, 20));
      published = true;
    });
    const before = Date.now();
    await clearPageCache();
    expect(cleared.sort()).toEqual(["members", "pages"]);
    expect(published).toBe(true);
    expect(invalidatedAt()).toBeGreaterThanOrEqual(before);
    off.forEach((f) => f());
    await clearPageCache();
    expect(cleared).toHaveLength(2);
  });

  it("a failing publisher or cache does not make the write fail", async () => {
    const off = registerPageCache({
      clear: () => {
        throw new Error("boom");
      },
    });
    setCachePublisher(async () => {
      throw new Error("down");
    });
    const error = console.error;
    console.error = () => {};
    await expect(clearPageCache()).resolves.toBeUndefined();
    console.error = error;
    off();
  });
});

describe.skipIf(unavailable)("cache bus on PostgreSQL", () => {
  const buses: ReturnType<typeof startCacheBus>[] = [];
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((b) => b.stop()));
  });

  it("a publish on one instance reaches the others, not itself", async () => {
    const channel = `test_${randomUUID().replace(/-/g, "")}`;
    const got = { a: 0, b: 0, c: 0 };
    for (const k of ["a", "b", "c"] as const)
      buses.push(startCacheBus({ databaseUrl: url, channel, onRemote: () => got[k]++, log: () => {} }));
    await Promise.all(buses.map((b) => b.ready));
    expect(buses.every((b) => b.connected)).toBe(true);
    await buses[0].publish();
    await until(() => got.b === 1 && got.c === 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(got).toEqual({ a: 0, b: 1, c: 1 });
  });

  it("tells the others which leagues a write was in and whose sessions it ended (none: everything)", async () => {
    const channel = `test_${randomUUID().replace(/-/g, "")}`;
    const heard: unknown[] = [];
    const writer = startCacheBus({ databaseUrl: url, channel, onRemote: () => {}, log: () => {} });
    const reader = startCacheBus({
      databaseUrl: url,
      channel,
      onRemote: (scope?: unknown) => heard.push(scope),
      log: () => {},
    });
    buses.push(writer, reader);
    await Promise.all([writer.ready, reader.ready]);
    await writer.publish(["north", "south-2"]);
    await writer.publish({ leagues: [], users: ["cmuser1"] }); // a password change: no league, one account's sessions
    await writer.publish({ leagues: ["x y"], users: [] }); // a word that cannot travel alone widens to everything
    await writer.publish();
    await until(() => heard.length === 4);
    expect(heard).toEqual([
      { leagues: ["north", "south-2"], users: [] },
      { leagues: [], users: ["cmuser1"] },
      undefined,
      undefined,
    ]);
  });

  it("reconnects after losing its connection, then drops its caches once and hears publishes again", async () => {
    const channel = `test_${randomUUID().replace(/-/g, "")}`;
    let heard = 0;
    const writer = startCacheBus({ databaseUrl: url, channel, onRemote: () => {}, log: () => {} });
    const reader = startCacheBus({ databaseUrl: url, channel, onRemote: () => heard++, log: () => {} });
    buses.push(writer, reader);
    await Promise.all([writer.ready, reader.ready]);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query("SELECT pg_terminate_backend($1)", [reader.backendPid]);
    await admin.end();
    await until(() => !reader.connected);
    await until(() => reader.connected && heard === 1); // reconnected: it may have missed writes
    await writer.publish();
    await until(() => heard === 2);
  });
});
