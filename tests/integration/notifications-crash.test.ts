// The outbox under a crash and under several workers: an event written in a transaction is delivered after the
// process that wrote it dies (kill -9), once per subscription even when the worker dies halfway through the
// subscriptions; two workers at once deliver each event once (the claim is one conditional UPDATE: on PostgreSQL the
// two run side by side).
import { spawn } from "node:child_process";
import https from "node:https";
import webPush from "web-push";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { savePushSubscription } from "@/server/actions/save-push-subscription";
import { db } from "@/server/db";
import { enqueue } from "@/server/notify/outbox";
import { CLAIM_MS, deliverDue } from "@/server/notify/worker";
import { createLeagueWithPlayers } from "../support/factories";
import { startPushService, type PushService } from "../support/push-service";
import { signInAs } from "../support/session";

vi.mock("next/headers", () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined }),
}));

const vapid = webPush.generateVAPIDKeys();
process.env.VAPID_PUBLIC_KEY = vapid.publicKey;
process.env.VAPID_PRIVATE_KEY = vapid.privateKey;

let service: PushService;
/** a push service that answers each request 250 ms late */
let slow: PushService;
let agent: https.Agent;
let slowAgent: https.Agent;
beforeAll(async () => {
  service = await startPushService({ vapidPublicKey: vapid.publicKey });
  slow = await startPushService({ vapidPublicKey: vapid.publicKey, delayMs: 250 });
  // read by the app's configuration on first use, after this (each test file has its own environment)
  process.env.PUSH_SERVICE_ORIGINS = `${service.origin},${slow.origin}`;
  agent = new https.Agent({ ca: service.ca });
  slowAgent = new https.Agent({ ca: slow.ca });
});
afterAll(async () => {
  agent.destroy();
  slowAgent.destroy();
  await Promise.all([service.close(), slow.close()]);
});

/** Runs tests/support/notify-child.ts; "SIGKILL" when it was killed (tsx reports its own child's kill as 137). */
function child(...args: string[]): Promise<string | number | null> {
  const proc = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "tests/support/notify-child.ts", ...args], {
    // the child trusts the push service's test certificate as a server would a configured CA
    env: { ...process.env, NODE_EXTRA_CA_CERTS: service.certFile, NODE_OPTIONS: "" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  proc.stderr.on("data", (d) => (stderr += d));
  return new Promise((resolve) =>
    proc.on("exit", (code, signal) => {
      const killed = signal === "SIGKILL" || code === 128 + 9;
      if (!killed) console.log(stderr);
      resolve(killed ? "SIGKILL" : (signal ?? code));
    }),
  );
}

async function memberWithPhones(phones: number) {
  const w = await createLeagueWithPlayers(1);
  const user = w.members[0].user;
  signInAs(user);
  const subs = [];
  for (let i = 0; i < phones; i++) {
    const s = service.subscribe();
    expect(await savePushSubscription(s.json)).toMatchObject({ ok: true });
    subs.push(s);
  }
  return { ...w, subs };
}

const receivedBy = (ids: string[]) => service.received.filter((r) => ids.includes(r.subscription));

describe("the notification outbox", () => {
  it("delivers once per phone after kill -9 of the server that wrote the event, halfway through its delivery", async () => {
    const w = await memberWithPhones(3);
    const ids = w.subs.map((s) => s.id);
    expect(await child(w.league.id, w.organiser.id)).toBe("SIGKILL");
    // the event committed with the night; one phone was told before the process died
    const event = await db.outboxEvent.findFirstOrThrow({ where: { leagueId: w.league.id } });
    expect(event.sentAt).toBeNull();
    expect(receivedBy(ids)).toHaveLength(1);
    // the dead worker's claim holds until it expires: no other worker takes the event meanwhile
    await deliverDue({ transport: { agent } });
    expect(receivedBy(ids)).toHaveLength(1);

    // after the claim expires, a new worker delivers to the other two phones only
    await deliverDue({ now: new Date(Date.now() + CLAIM_MS + 1000), transport: { agent } });
    expect(
      receivedBy(ids)
        .map((r) => r.subscription)
        .sort(),
    ).toEqual([...ids].sort());
    expect(receivedBy(ids).every((r) => r.payload.kind === "nightScheduled")).toBe(true);
    expect((await db.outboxEvent.findUniqueOrThrow({ where: { id: event.id } })).sentAt).not.toBeNull();
    expect(service.problems).toEqual([]);
  });

  it("lets two workers at once deliver each event once", async () => {
    const w = await memberWithPhones(2);
    const ids = w.subs.map((s) => s.id);
    const night = await db.scheduledNight.create({
      data: { leagueId: w.league.id, seasonId: w.season.id, startsAt: new Date(Date.now() + 86_400_000), place: "X" },
    });
    await db.$transaction(async (tx) => {
      for (const kind of ["nightScheduled", "nightChanged", "nightCancelled"] as const)
        await enqueue(tx, { kind, leagueId: w.league.id, actorUserId: w.organiser.id, nightId: night.id });
    });
    await Promise.all([
      deliverDue({ workerId: "a", transport: { agent } }),
      deliverDue({ workerId: "b", transport: { agent } }),
    ]);
    expect(await db.outboxEvent.count({ where: { leagueId: w.league.id, sentAt: null } })).toBe(0);
    expect(receivedBy(ids)).toHaveLength(6); // three events, two phones, each once
    expect(new Set(receivedBy(ids).map((r) => `${r.subscription} ${r.payload.kind}`)).size).toBe(6);
  });

  it("keeps the claim of a slow delivery, so a second worker does not send it again meanwhile", async () => {
    const w = await createLeagueWithPlayers(1);
    signInAs(w.members[0].user);
    for (let i = 0; i < 4; i++) expect(await savePushSubscription(slow.subscribe().json)).toMatchObject({ ok: true });
    const night = await db.scheduledNight.create({
      data: { leagueId: w.league.id, seasonId: w.season.id, startsAt: new Date(Date.now() + 86_400_000), place: "X" },
    });
    await db.$transaction((tx) =>
      enqueue(tx, { kind: "nightScheduled", leagueId: w.league.id, actorUserId: w.organiser.id, nightId: night.id }),
    );
    // the first worker's claim (300 ms) is shorter than its four deliveries (250 ms each)
    const claimMs = 300;
    const first = deliverDue({ workerId: "slow", claimMs, transport: { agent: slowAgent } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await deliverDue({ workerId: "second", claimMs, transport: { agent: slowAgent } })).toBe(0);
    expect(await first).toBe(1);
    expect(slow.received).toHaveLength(4);
    expect(new Set(slow.received.map((r) => r.subscription)).size).toBe(4);
  });
});
