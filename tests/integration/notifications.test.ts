// Web Push for a real night driven through the app's actions, delivered by the outbox's worker to a local push
// service over HTTPS that checks the VAPID signature and decrypts every payload with the subscription's keys.
import https from "node:https";
import webPush from "web-push";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { toRomeLocal } from "@/calendar/rome-time";
import { NOTIFICATION_KINDS } from "@/lib/notifications/kinds";
import { acceptTables } from "@/server/actions/accept-tables";
import { answerNightByToken } from "@/server/actions/answer-night-by-token";
import { cancelScheduledNight } from "@/server/actions/cancel-scheduled-night";
import { commitTables } from "@/server/actions/commit-tables";
import { createGameNight } from "@/server/actions/create-game-night";
import { dealGameObjectives } from "@/server/actions/deal-objectives";
import { deletePushSubscription } from "@/server/actions/delete-push-subscription";
import { drawTables } from "@/server/actions/draw-tables";
import { editScheduledNight } from "@/server/actions/edit-scheduled-night";
import { redealGameObjectives } from "@/server/actions/redeal-objectives";
import { removeMember } from "@/server/actions/remove-member";
import { savePushSubscription } from "@/server/actions/save-push-subscription";
import { saveNotificationSettings } from "@/server/actions/save-notification-settings";
import { saveReminderHours } from "@/server/actions/save-reminder-hours";
import { scheduleNight } from "@/server/actions/schedule-night";
import { stopNotificationMail } from "@/server/actions/stop-notification-mail";
import { startObjectiveSet } from "@/server/actions/start-objective-set";
import { POST as postSubscription } from "@/app/api/push/subscriptions/route";
import { db } from "@/server/db";
import { enqueueReminders } from "@/server/notify/reminders";
import { deliverDue, KEEP_MS, pruneOutbox } from "@/server/notify/worker";
import { addMember, createLeagueWithPlayers, createPlayer, createUser } from "../support/factories";
import { startPushService, type PushService } from "../support/push-service";
import { recordGameResult, resultInput } from "../support/results";
import { signInAs } from "../support/session";

vi.mock("next/headers", () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: (name: string) => (name === "NEXT_LOCALE" ? { value: "it" } : undefined) }),
}));

const vapid = webPush.generateVAPIDKeys();
process.env.VAPID_PUBLIC_KEY = vapid.publicKey;
process.env.VAPID_PRIVATE_KEY = vapid.privateKey;

let service: PushService;
let agent: https.Agent;
beforeAll(async () => {
  service = await startPushService({ vapidPublicKey: vapid.publicKey });
  // read by the app's configuration on first use, after this (each test file has its own environment)
  process.env.PUSH_SERVICE_ORIGINS = service.origin;
  agent = new https.Agent({ ca: service.ca });
});
afterAll(async () => {
  agent.destroy();
  await service.close();
});
beforeEach(() => {
  service.received.length = 0;
  expect(service.problems).toEqual([]);
});

const deliver = (now = new Date()) => deliverDue({ now, transport: { agent } });
const ok = <T>(r: { ok: boolean; data?: T }): T => {
  expect(r).toMatchObject({ ok: true });
  return r.data as T;
};
const inDays = (days: number) => toRomeLocal(new Date(Date.now() + days * 86_400_000)).date;

async function league() {
  const w = await createLeagueWithPlayers(3);
  signInAs(w.organiser);
  ok(await startObjectiveSet({ slug: w.league.slug, edition: 1, source: "official" }));
  return w;
}

async function subscribe(user: { id: string }, status = 201) {
  const sub = service.subscribe(status);
  signInAs(user);
  ok(await savePushSubscription(sub.json));
  return sub;
}

describe("notifications over Web Push", () => {
  it("tells a subscribed member each kind once for a night driven through the app, with nothing secret", async () => {
    const w = await league();
    const slug = w.league.slug;
    const [p1] = w.members;
    const phone = await subscribe(p1.user);
    const seen: typeof service.received = [];
    const kinds = () => service.received.map((r) => r.payload.kind);

    // scheduled, changed, a second night cancelled
    signInAs(w.organiser);
    const { id: nightId } = ok(
      await scheduleNight({ leagueSlug: slug, date: inDays(3), time: "21:00", place: "Circolo" }),
    );
    ok(await editScheduledNight({ leagueSlug: slug, nightId, date: inDays(3), time: "21:30", place: "Bar Roma" }));
    const other = ok(await scheduleNight({ leagueSlug: slug, date: inDays(5), time: "21:00", place: "Circolo" }));
    ok(await cancelScheduledNight({ leagueSlug: slug, nightId: other.id }));
    expect(await deliver()).toBe(4);
    expect(kinds()).toEqual(["nightScheduled", "nightChanged", "nightScheduled", "nightCancelled"]);
    const changed = service.received[1].payload;
    expect(changed).toMatchObject({ lang: "it", league: slug, nightId, url: `/l/${slug}/schedule` });
    expect(changed.body).toContain("21:30");
    expect(changed.body).toContain("Bar Roma");

    // the reminder, once the lead time (24 h) has begun, once however often the check runs
    seen.push(...service.received.splice(0));
    const night = await db.scheduledNight.findUniqueOrThrow({ where: { id: nightId } });
    const dayBefore = new Date(night.startsAt.getTime() - 23 * 3600_000);
    expect(await enqueueReminders(new Date(night.startsAt.getTime() - 25 * 3600_000))).toBe(0);
    expect(await enqueueReminders(dayBefore)).toBe(3); // the three players (the organiser has none)
    expect(await enqueueReminders(dayBefore)).toBe(0);
    await deliver(dayBefore);
    expect(kinds()).toEqual(["reminder"]);
    const reminder = service.received[0].payload;
    expect(reminder.actions).toEqual([
      { action: "coming", title: "Vengo" },
      { action: "no", title: "Non vengo" },
    ]);
    // "Non vengo" from the notification, with its token and no session
    signInAs(null);
    ok(await answerNightByToken({ token: reminder.answerToken, answer: "no" }));
    expect(await db.nightAnswer.findFirst({ where: { nightId, playerId: p1.player.id } })).toMatchObject({
      answer: "no",
      answeredById: p1.user.id,
    });
    expect(await answerNightByToken({ token: `${reminder.answerToken}x`, answer: "coming" })).toMatchObject({
      ok: false,
    });

    // tables accepted: table and turn, and the card of the dealt game
    seen.push(...service.received.splice(0));
    signInAs(w.organiser);
    const ids = w.members.map((m) => m.player.id);
    const { planId } = ok(
      await commitTables({
        leagueSlug: slug,
        season: 1,
        playedOn: inDays(3),
        "players[]": ids,
        min: "3",
        max: "6",
        preferredMin: "3",
        preferredMax: "5",
        balanceStrength: false,
      }),
    );
    const { tables } = ok(await drawTables({ leagueSlug: slug, planId }));
    const { gameIds } = ok(await acceptTables({ leagueSlug: slug, planId }));
    await deliver();
    expect(kinds().sort()).toEqual(["cardReady", "tables"]);
    const table = service.received.find((r) => r.payload.kind === "tables")!.payload;
    expect(table).toMatchObject({ table: 1, turn: tables[0].indexOf(p1.player.id) + 1, gameId: gameIds[0] });
    expect(service.received.find((r) => r.payload.kind === "cardReady")!.payload.url).toBe(
      `/l/${slug}/games/${gameIds[0]}`,
    );

    // the result and the new position
    seen.push(...service.received.splice(0));
    const game = await db.game.findUniqueOrThrow({ where: { id: gameIds[0] } });
    const seats = await db.seat.findMany({
      where: { gameId: game.id },
      omit: { objectiveId: false, salt: false },
      orderBy: { turnOrder: "asc" },
    });
    const objectives = await Promise.all(
      seats.map(async (s) => ({
        id: s.objectiveId!,
        territoryIds: (
          await db.objectiveTerritory.findMany({ where: { objectiveId: s.objectiveId! }, orderBy: { value: "asc" } })
        ).map((t) => t.territoryId),
      })),
    );
    // each seat holds territories of its card that no other seat holds
    const taken = new Set<string>();
    const disjoint = objectives.map((o) => {
      const own = o.territoryIds.filter((t) => !taken.has(t));
      own.forEach((t) => taken.add(t));
      return { ...o, territoryIds: own };
    });
    ok(await recordGameResult(resultInput(game, seats, disjoint, [3, 2, 1])));
    await deliver();
    expect(kinds()).toEqual(["result"]);
    const mySeat = await db.seat.findFirstOrThrow({ where: { gameId: game.id, playerId: p1.player.id } });
    expect(service.received[0].payload).toMatchObject({ rank: mySeat.rank, gameId: game.id });
    expect(service.received[0].payload.position).toEqual(expect.any(Number));

    // nothing delivered twice, nothing left, and no card, objective or territory in any payload
    expect(await deliver()).toBe(0);
    expect(await db.outboxEvent.count({ where: { sentAt: null } })).toBe(0);
    const secrets = [
      ...(await db.objective.findMany({ where: { id: { in: objectives.map((o) => o.id) } } })).flatMap((o) => [
        o.id,
        o.name,
      ]),
      ...(await db.territory.findMany({ where: { id: { in: objectives.flatMap((o) => o.territoryIds) } } })).flatMap(
        (t) => [t.id, t.nameIt, t.nameEn],
      ),
      ...seats.flatMap((s) => [s.salt!]),
    ];
    const all = await db.notificationDelivery.findMany({
      where: { target: `push:${await subId(phone.json.endpoint)}` },
    });
    expect(all).toHaveLength(8); // 2 nights scheduled, changed, cancelled, reminder, tables, card, result
    for (const r of [...seen, ...service.received]) {
      const text = JSON.stringify(r.payload);
      for (const s of secrets) expect(text).not.toContain(s);
    }
    expect(service.problems).toEqual([]);

    // a month on, the events sent then and their deliveries are gone (the reminder was sent "a day before the night")
    expect(await pruneOutbox(new Date(Date.now() + KEEP_MS + 60_000))).toBe(7);
    const left = await db.notificationDelivery.findMany({ where: { target: all[0].target }, include: { event: true } });
    expect(left.map((d) => d.event.kind)).toEqual(["reminder"]);
  });

  it("deletes a subscription the push service says is gone (410), and removes one on the member's DELETE", async () => {
    const w = await league();
    const [p1, p2] = w.members;
    const gone = await subscribe(p1.user, 410);
    const kept = await subscribe(p2.user);
    signInAs(w.organiser);
    ok(await scheduleNight({ leagueSlug: w.league.slug, date: inDays(4), time: "21:00", place: "Circolo" }));
    await deliver();
    expect(await db.pushSubscription.count({ where: { endpoint: gone.json.endpoint } })).toBe(0);
    expect(service.received.map((r) => r.subscription)).toEqual([kept.id]);
    expect(await db.outboxEvent.count({ where: { sentAt: null } })).toBe(0);

    // another member cannot remove it; its owner can
    signInAs(p1.user);
    expect(ok(await deletePushSubscription({ endpoint: kept.json.endpoint }))).toEqual({ removed: 0 });
    signInAs(p2.user);
    expect(ok(await deletePushSubscription({ endpoint: kept.json.endpoint }))).toEqual({ removed: 1 });
  });

  it("tells nobody about an event whose ids are missing (never the league's first night or game instead)", async () => {
    const w = await league();
    await subscribe(w.members[0].user);
    signInAs(w.organiser);
    ok(await scheduleNight({ leagueSlug: w.league.slug, date: inDays(4), time: "21:00", place: "Circolo" }));
    await deliver();
    service.received.length = 0;
    for (const kind of NOTIFICATION_KINDS)
      await db.outboxEvent.create({ data: { kind, leagueId: w.league.id, data: "{}" } });
    await deliver();
    expect(service.received).toEqual([]);
    expect(await db.outboxEvent.count({ where: { leagueId: w.league.id, sentAt: null } })).toBe(0);
  });

  it("refuses an endpoint that is no push service", async () => {
    const w = await league();
    signInAs(w.members[0].user);
    const keys = service.subscribe().json.keys;
    for (const endpoint of [
      "https://169.254.169.254/latest",
      service.origin.replace("https:", "http:") + "/push/x",
      "https://example.com/x",
    ])
      expect(await savePushSubscription({ endpoint, keys })).toMatchObject({
        ok: false,
        fieldErrors: { endpoint: ["pushServiceUnknown"] },
      });
    expect(await db.pushSubscription.count({ where: { userId: w.members[0].user.id } })).toBe(0);
  });

  it("tells a removed member nothing more, and holds a member's notification through their quiet hours", async () => {
    const w = await league();
    const [p1, p2] = w.members;
    const a = await subscribe(p1.user);
    await subscribe(p2.user);
    signInAs(w.organiser);
    const membership = await db.membership.findFirstOrThrow({ where: { userId: p2.user.id, leagueId: w.league.id } });
    ok(await removeMember({ leagueSlug: w.league.slug, membershipId: membership.id }));
    ok(await scheduleNight({ leagueSlug: w.league.slug, date: inDays(4), time: "21:00", place: "Circolo" }));
    const now = new Date(Date.now() + 1000);
    const minute = toRomeLocal(now).hour * 60 + toRomeLocal(now).minute;
    await db.notificationPrefs.update({
      where: { userId: p1.user.id },
      data: { quietStart: (minute + 1440 - 30) % 1440, quietEnd: (minute + 60) % 1440 },
    });
    await deliver(now);
    expect(service.received).toEqual([]);
    const held = await db.outboxEvent.findFirstOrThrow({ where: { leagueId: w.league.id } });
    expect(held.sentAt).toBeNull();
    expect(held.attempts).toBe(0);
    expect(Math.round((held.availableAt.getTime() - now.getTime()) / 60_000)).toBeGreaterThanOrEqual(59);
    await deliver(held.availableAt);
    expect(service.received.map((r) => r.subscription)).toEqual([a.id]);
  });
});

describe("your card is ready", () => {
  it("tells the accounts that open the cards, not one linked to a player after the deal", async () => {
    const w = await league();
    const [p1] = w.members;
    const guest = await createPlayer(w.league.id, { name: "Guest", armyColor: "nero" });
    const phone = await subscribe(p1.user);
    const late = await createUser({ name: "Late" });
    await addMember(late.id, w.league.id, "player");
    const latePhone = await subscribe(late);
    signInAs(w.organiser);
    const { gameId } = ok(
      await createGameNight({
        slug: w.league.slug,
        playedOn: inDays(1),
        turnOrderMode: "random",
        seats: [
          ...w.members.map((m, i) => ({ playerId: m.player.id, armyColor: ["blu", "rosso", "verde"][i] })),
          { playerId: guest.id, armyColor: "nero" },
        ],
      }),
    );
    ok(await dealGameObjectives({ slug: w.league.slug, gameId }));
    // the guest's card opens only by reveal link: an account linked to the guest now does not open it
    await db.player.update({ where: { id: guest.id }, data: { userId: late.id } });
    ok(await redealGameObjectives({ slug: w.league.slug, gameId }));
    await deliver();
    const kinds = (id: string) => service.received.filter((r) => r.subscription === id).map((r) => r.payload.kind);
    expect(kinds(phone.id)).toEqual(["cardReady", "cardReady"]);
    expect(kinds(latePhone.id)).toEqual([]);
  });
});

describe("the subscription contract over HTTP", () => {
  const request = (body: unknown, headers: Record<string, string> = {}) =>
    new Request("http://league.test/api/push/subscriptions", {
      method: "POST",
      headers: { host: "league.test", origin: "http://league.test", "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  it("answers 201 to a signed-in member's PushSubscription, and refuses strangers, other sites and bad bodies", async () => {
    const w = await league();
    const sub = service.subscribe();
    signInAs(null);
    expect((await postSubscription(request(sub.json))).status).toBe(401);
    expect((await postSubscription(request("{not json"))).status).toBe(401); // refused before the body is read
    signInAs(w.members[0].user);
    expect((await postSubscription(request(sub.json, { origin: "https://evil.example" }))).status).toBe(403);
    expect((await postSubscription(request(sub.json, { "content-type": "text/plain" }))).status).toBe(415);
    expect((await postSubscription(request("{not json"))).status).toBe(400);
    expect((await postSubscription(request({ endpoint: sub.json.endpoint, keys: { p256dh: "x" } }))).status).toBe(400);
    expect(await db.pushSubscription.count({ where: { userId: w.members[0].user.id } })).toBe(0);
    expect((await postSubscription(request(sub.json))).status).toBe(201);
    expect(await db.pushSubscription.count({ where: { userId: w.members[0].user.id } })).toBe(1);
  });
});

describe("settings and the e-mail fallback", () => {
  it("sends nothing of a kind switched off in that league, and e-mails a member without a phone until the link stops it", async () => {
    const w = await league();
    const [p1, p2] = w.members;
    const phone = await subscribe(p1.user);
    // p1 keeps everything but reminders; p2 has no phone and gets e-mails
    signInAs(p1.user);
    const on = ["nightScheduled", "nightChanged", "nightCancelled", "cardReady", "tables", "result"].map(
      (k) => `${w.league.id}:${k}`,
    );
    ok(await saveNotificationSettings({ "on[]": on, quietStart: "", quietEnd: "", email: "on" }));
    expect(await saveNotificationSettings({ "on[]": on, quietStart: "22:00", quietEnd: "" })).toMatchObject({
      ok: false,
      fieldErrors: { quietEnd: ["quietBoth"] },
    });
    signInAs(w.organiser);
    for (const bad of ["0", "169", "1.5", "abc"])
      expect(await saveReminderHours({ leagueSlug: w.league.slug, reminderHours: bad })).toMatchObject({
        ok: false,
        fieldErrors: { reminderHours: ["reminderHoursInvalid"] },
      });
    signInAs(p1.user);
    expect(await saveReminderHours({ leagueSlug: w.league.slug, reminderHours: "48" })).toMatchObject({
      ok: false,
      formError: "forbidden",
    });
    signInAs(w.organiser);
    ok(await saveReminderHours({ leagueSlug: w.league.slug, reminderHours: "48" }));
    const { id: nightId } = ok(
      await scheduleNight({ leagueSlug: w.league.slug, date: inDays(4), time: "21:00", place: "Circolo" }),
    );
    const night = await db.scheduledNight.findUniqueOrThrow({ where: { id: nightId } });
    const twoDaysBefore = new Date(night.startsAt.getTime() - 47 * 3600_000);
    expect(await enqueueReminders(twoDaysBefore)).toBe(3);

    const mails: { to: string; subject: string; text: string; headers: Record<string, string> }[] = [];
    const mailer = async (m: (typeof mails)[number]) => void mails.push(m);
    await deliverDue({ now: twoDaysBefore, transport: { agent, mailer } });
    expect(service.received.filter((r) => r.subscription === phone.id).map((r) => r.payload.kind)).toEqual([
      "nightScheduled",
    ]);
    expect(mails.filter((m) => m.to === p2.user.email).map((m) => m.subject)).toHaveLength(2); // the night, the reminder
    const mail = mails.find((m) => m.to === p2.user.email)!;
    expect(mail.text).toContain(`/l/${w.league.slug}/schedule`);
    const token = /\/notifications\/unsubscribe\/([A-Za-z0-9_.-]+)/.exec(mail.text)![1];
    expect(mail.headers["List-Unsubscribe"]).toContain(token);

    // the link needs no session, and stops the e-mails
    signInAs(null);
    expect(await stopNotificationMail({ token: token.slice(0, -2) })).toMatchObject({ ok: false });
    ok(await stopNotificationMail({ token }));
    signInAs(w.organiser);
    ok(await cancelScheduledNight({ leagueSlug: w.league.slug, nightId }));
    mails.length = 0;
    await deliverDue({ transport: { agent, mailer } });
    expect(mails.map((m) => m.to)).not.toContain(p2.user.email);
    expect(mails.length).toBeGreaterThan(0); // p3 still gets it
  });
});

const subId = async (endpoint: string) =>
  (await db.pushSubscription.findUniqueOrThrow({ where: { endpoint }, select: { id: true } })).id;
