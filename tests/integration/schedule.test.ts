// Issue 23 §1 (decision 0053): the organiser schedules nights, members answer until the night starts, the calendar
// feeds (private by token, public, one night) carry Europe/Rome times across the clock changes.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { answerNight } from "@/server/actions/answer-night";
import { cancelScheduledNight } from "@/server/actions/cancel-scheduled-night";
import { createCalendarFeed } from "@/server/actions/create-calendar-feed";
import { editScheduledNight } from "@/server/actions/edit-scheduled-night";
import { removeMember } from "@/server/actions/remove-member";
import { revokeCalendarFeed } from "@/server/actions/revoke-calendar-feed";
import { scheduleNight } from "@/server/actions/schedule-night";
import { db } from "@/server/db";
import { loadLeagueContext } from "@/server/queries/league-context";
import { getNightAnswers } from "@/server/queries/night-answers";
import { getNextNight, listScheduledNights } from "@/server/queries/schedule";
import { nightIcs, privateFeed, publicFeed } from "@/server/schedule/feed";
import { createLeagueWithPlayers, createPlayer, createSeason, createUser } from "../support/factories";
import { signInAs, signOut } from "../support/session";

const ok = <T>(r: { ok: boolean; data?: T }): T => {
  expect(r).toMatchObject({ ok: true });
  return r.data as T;
};
/** A Rome date `days` from today (tests schedule in the future of whenever they run). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function setup() {
  const l = await createLeagueWithPlayers(3);
  const guest = await createPlayer(l.league.id, { name: "Giorgio", armyColor: "nero" }); // no account
  signInAs(l.organiser);
  const night = ok<{ id: string }>(
    await scheduleNight({
      leagueSlug: l.league.slug,
      date: inDays(7),
      time: "21:00",
      place: "Circolo, via Roma 1",
      note: "Portate i dadi",
    }),
  );
  return { ...l, guest, night };
}

function parse(ics: string) {
  const cal = new ICAL.Component(ICAL.parse(ics));
  ICAL.TimezoneService.register(cal.getFirstSubcomponent("vtimezone")!);
  return cal.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
}

describe("scheduling", () => {
  it("creates a night of the active season with its Rome time, listed to members with counts", async () => {
    const { league, night, members, season } = await setup();
    const row = await db.scheduledNight.findUniqueOrThrow({ where: { id: night.id } });
    expect(row.seasonId).toBe(season.id);
    expect(row.place).toBe("Circolo, via Roma 1");
    signInAs(members[0].user);
    const list = await listScheduledNights(await loadLeagueContext(league.slug));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: night.id, counts: { coming: 0, maybe: 0, no: 0 }, mine: null, names: null });
  });

  it.each([
    { label: "a night in the past", input: { date: "2020-01-10", time: "21:00" }, field: "date", key: "nightInPast" },
    {
      label: "an hour skipped by the March change",
      input: { date: "2030-03-31", time: "02:30" },
      field: "time",
      key: "timeSkipped",
    },
    { label: "a malformed time", input: { date: inDays(3), time: "9pm" }, field: "time", key: "timeInvalid" },
    { label: "no place", input: { date: inDays(3), time: "21:00", place: "  " }, field: "place", key: "required" },
  ])("refuses $label at the field and writes nothing", async ({ input, field, key }) => {
    const { league } = await setup();
    const before = await db.scheduledNight.count({ where: { leagueId: league.id } });
    const res = await scheduleNight({ leagueSlug: league.slug, place: "Bar", ...input });
    expect(res).toMatchObject({ ok: false, fieldErrors: { [field]: [key] } });
    expect(await db.scheduledNight.count({ where: { leagueId: league.id } })).toBe(before);
  });

  it("refuses players, strangers, visitors and malformed requests", async () => {
    const { league, members } = await setup();
    signInAs(members[0].user);
    expect(
      await scheduleNight({ leagueSlug: league.slug, date: inDays(3), time: "21:00", place: "Bar" }),
    ).toMatchObject({ ok: false, formError: "forbidden" });
    signInAs(await createUser());
    expect(
      await scheduleNight({ leagueSlug: league.slug, date: inDays(3), time: "21:00", place: "Bar" }),
    ).toMatchObject({ ok: false, formError: "forbidden" });
    expect(await scheduleNight("nonsense" as never)).toMatchObject({ ok: false, formError: "badRequest" });
    signOut();
    expect(
      await scheduleNight({ leagueSlug: league.slug, date: inDays(3), time: "21:00", place: "Bar" }),
    ).toMatchObject({ ok: false, formError: "signInRequired" });
  });

  it("asks for the season when several are active, and takes the one named", async () => {
    const { league, organiser } = await setup();
    const nero = await createSeason(league.id, { edition: 2 });
    signInAs(organiser);
    expect(
      await scheduleNight({ leagueSlug: league.slug, date: inDays(3), time: "21:00", place: "Bar" }),
    ).toMatchObject({ ok: false, formError: "chooseSeason" });
    const { id } = ok<{ id: string }>(
      await scheduleNight({ leagueSlug: league.slug, season: "2", date: inDays(3), time: "21:00", place: "Bar" }),
    );
    expect((await db.scheduledNight.findUniqueOrThrow({ where: { id } })).seasonId).toBe(nero.id);
  });

  it("edits (sequence + 1) and cancels a night; a started night cannot change", async () => {
    const { league, night } = await setup();
    ok(
      await editScheduledNight({
        leagueSlug: league.slug,
        nightId: night.id,
        date: inDays(8),
        time: "20:30",
        place: "Da Mario",
        note: "",
      }),
    );
    const edited = await db.scheduledNight.findUniqueOrThrow({ where: { id: night.id } });
    expect(edited).toMatchObject({ place: "Da Mario", note: null, sequence: 1 });
    expect(
      await editScheduledNight({
        leagueSlug: league.slug,
        nightId: night.id,
        date: "2020-01-01",
        time: "20:30",
        place: "X",
      }),
    ).toMatchObject({ ok: false, fieldErrors: { date: ["nightInPast"] } });
    ok(await cancelScheduledNight({ leagueSlug: league.slug, nightId: night.id }));
    expect(await cancelScheduledNight({ leagueSlug: league.slug, nightId: night.id })).toMatchObject({
      ok: false,
      formError: "nightCancelled",
    });
    const other = ok<{ id: string }>(
      await scheduleNight({ leagueSlug: league.slug, date: inDays(9), time: "21:00", place: "Bar" }),
    );
    await db.scheduledNight.update({ where: { id: other.id }, data: { startsAt: new Date(Date.now() - 60_000) } });
    expect(
      await editScheduledNight({
        leagueSlug: league.slug,
        nightId: other.id,
        date: inDays(9),
        time: "21:00",
        place: "Y",
      }),
    ).toMatchObject({ ok: false, formError: "nightStarted" });
    expect((await db.scheduledNight.findUniqueOrThrow({ where: { id: other.id } })).place).toBe("Bar");
  });

  it("does not touch another league's night", async () => {
    const a = await setup();
    const b = await setup();
    signInAs(b.organiser);
    expect(await cancelScheduledNight({ leagueSlug: b.league.slug, nightId: a.night.id })).toMatchObject({
      ok: false,
      formError: "notFound",
    });
    expect(await answerNight({ leagueSlug: b.league.slug, nightId: a.night.id, answer: "coming" })).toMatchObject({
      ok: false,
      formError: "notFound",
    });
  });
});

describe("answers", () => {
  it("members answer for their own player and may change; the organiser sees counts and names and answers for a player without an account", async () => {
    const { league, night, members, organiser, guest } = await setup();
    for (const [i, answer] of (["coming", "coming", "maybe"] as const).entries()) {
      signInAs(members[i].user);
      ok(await answerNight({ leagueSlug: league.slug, nightId: night.id, answer }));
    }
    signInAs(members[1].user);
    ok(await answerNight({ leagueSlug: league.slug, nightId: night.id, answer: "no" }));
    signInAs(organiser);
    ok(await answerNight({ leagueSlug: league.slug, nightId: night.id, answer: "coming", playerId: guest.id }));
    const ctx = await loadLeagueContext(league.slug);
    const [view] = await listScheduledNights(ctx);
    expect(view.counts).toEqual({ coming: 2, maybe: 1, no: 1 });
    expect(view.names!.coming.map((p) => p.displayName)).toEqual(["Giorgio", "P1"]);
    expect(view.names!.no.map((p) => p.displayName)).toEqual(["P2"]);
    const answers = await getNightAnswers(ctx, night.id);
    expect(answers!.map((a) => [a.displayName, a.answer, a.hasAccount])).toEqual([
      ["Giorgio", "coming", false],
      ["P1", "coming", true],
      ["P2", "no", true],
      ["P3", "maybe", true],
    ]);
    signInAs(members[0].user);
    const mine = await getNextNight(await loadLeagueContext(league.slug));
    expect(mine).toMatchObject({ id: night.id, mine: "coming", names: null });
    await expect(getNightAnswers(await loadLeagueContext(league.slug), night.id)).rejects.toThrow();
  });

  it("refuses answering for someone else, for a player with an account, and after the night started", async () => {
    const { league, night, members, organiser } = await setup();
    signInAs(members[0].user);
    expect(
      await answerNight({
        leagueSlug: league.slug,
        nightId: night.id,
        answer: "coming",
        playerId: members[1].player.id,
      }),
    ).toMatchObject({ ok: false, formError: "forbidden" });
    signInAs(organiser);
    expect(
      await answerNight({
        leagueSlug: league.slug,
        nightId: night.id,
        answer: "coming",
        playerId: members[1].player.id,
      }),
    ).toMatchObject({ ok: false, formError: "playerAnswersThemselves" });
    expect(await answerNight({ leagueSlug: league.slug, nightId: night.id, answer: "coming" })).toMatchObject({
      ok: false,
      formError: "noLinkedPlayer",
    });
    expect(await answerNight({ leagueSlug: league.slug, nightId: night.id, answer: "perhaps" })).toMatchObject({
      ok: false,
      fieldErrors: { answer: ["answerInvalid"] },
    });
    signInAs(members[0].user);
    ok(await answerNight({ leagueSlug: league.slug, nightId: night.id, answer: "maybe" }));
    await db.scheduledNight.update({ where: { id: night.id }, data: { startsAt: new Date(Date.now() - 1000) } });
    expect(await answerNight({ leagueSlug: league.slug, nightId: night.id, answer: "coming" })).toMatchObject({
      ok: false,
      formError: "nightStarted",
    });
    expect(
      (await db.nightAnswer.findFirstOrThrow({ where: { nightId: night.id, playerId: members[0].player.id } })).answer,
    ).toBe("maybe");
    signInAs(await createUser());
    expect(await answerNight({ leagueSlug: league.slug, nightId: night.id, answer: "coming" })).toMatchObject({
      ok: false,
      formError: "forbidden",
    });
  });
});

describe("calendar feeds", () => {
  it("gives nights on each side of the October and March changes their Rome time", async () => {
    const { league } = await setup();
    const year = new Date().getUTCFullYear() + 1;
    const lastSunday = (month: number) => {
      const d = new Date(Date.UTC(year, month + 1, 0));
      d.setUTCDate(d.getUTCDate() - d.getUTCDay());
      return d;
    };
    const day = (d: Date, delta: number) => new Date(d.getTime() + delta * 86_400_000).toISOString().slice(0, 10);
    const dates = [day(lastSunday(2), -1), day(lastSunday(2), 0), day(lastSunday(9), -1), day(lastSunday(9), 0)];
    for (const date of dates) ok(await scheduleNight({ leagueSlug: league.slug, date, time: "21:00", place: "Bar" }));
    const { token } = ok<{ token: string }>(await createCalendarFeed({ leagueSlug: league.slug }));
    const events = parse((await privateFeed(token, "it"))!);
    const byDate = new Map(events.map((e) => [e.startDate.toString().slice(0, 10), e]));
    const expectedUtcHour = [20, 19, 19, 20]; // winter, summer (March); summer, winter (October)
    dates.forEach((date, i) => {
      const e = byDate.get(date)!;
      expect(e.startDate.toString()).toBe(`${date}T21:00:00`);
      expect(e.startDate.toJSDate().toISOString()).toBe(`${date}T${expectedUtcHour[i]}:00:00.000Z`);
      expect(e.duration.toSeconds()).toBe(4 * 3600);
    });
    expect(events[0].location).toBe("Circolo, via Roma 1");
  });

  it("a private feed works for its member until revoked, replaced, or the member is removed", async () => {
    const { league, members, organiser } = await setup();
    signInAs(members[0].user);
    const first = ok<{ token: string }>(await createCalendarFeed({ leagueSlug: league.slug })).token;
    expect(await privateFeed(first, "it")).toContain("BEGIN:VEVENT");
    const row = await db.calendarFeed.findFirstOrThrow({ where: { membership: { userId: members[0].user.id } } });
    expect(row.tokenHash).not.toContain(first); // only the hash is stored
    const second = ok<{ token: string }>(await createCalendarFeed({ leagueSlug: league.slug })).token;
    expect(await privateFeed(first, "it")).toBeNull();
    expect(await privateFeed(second, "en")).toContain("BEGIN:VEVENT");
    ok(await revokeCalendarFeed({ leagueSlug: league.slug }));
    expect(await privateFeed(second, "it")).toBeNull();
    const third = ok<{ token: string }>(await createCalendarFeed({ leagueSlug: league.slug })).token;
    signInAs(organiser);
    const membership = await db.membership.findFirstOrThrow({
      where: { userId: members[0].user.id, leagueId: league.id },
    });
    ok(await removeMember({ leagueSlug: league.slug, membershipId: membership.id }));
    expect(await privateFeed(third, "it")).toBeNull();
    expect(await privateFeed("not-a-token", "it")).toBeNull();
  });

  it("public feed: public league, public seasons only; the one-night download follows the same rights", async () => {
    const { league, night, members } = await setup();
    await db.league.update({ where: { id: league.id }, data: { isPublic: false } });
    expect(await publicFeed(league.slug, "it")).toBeNull();
    await db.league.update({ where: { id: league.id }, data: { isPublic: true } });
    expect(parse((await publicFeed(league.slug, "it"))!)).toHaveLength(0); // the season is members-only
    expect(await nightIcs(night.id, null, "it")).toBeNull();
    expect(parse((await nightIcs(night.id, members[0].user.id, "en"))!)).toHaveLength(1);
    await db.season.updateMany({ where: { leagueId: league.id }, data: { isPublic: true } });
    expect(parse((await publicFeed(league.slug, "it"))!)).toHaveLength(1);
    // the league first: a phone's calendar cuts a long title at the end
    expect(parse((await nightIcs(night.id, null, "it"))!)[0].summary.startsWith(`${league.name} — `)).toBe(true);
  });

  it("a cancelled night stays in the feed as cancelled", async () => {
    const { league, night } = await setup();
    ok(await cancelScheduledNight({ leagueSlug: league.slug, nightId: night.id }));
    const ics = (await nightIcs(
      night.id,
      (await db.membership.findFirstOrThrow({ where: { leagueId: league.id, role: "organiser" } })).userId,
      "it",
    ))!;
    expect(ics).toContain("STATUS:CANCELLED");
    expect(parse(ics)[0].sequence).toBe(1);
  });
});
