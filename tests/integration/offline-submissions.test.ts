// Exactly once (decision 0025): a form sent again from the phone's outbox after its answer was lost carries the
// same submission id, and the server answers the repeat with the first result instead of writing twice.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { presetFor } from "@/scoring";
import { recordResult } from "@/server/actions/record-result";
import { savePlayer } from "@/server/actions/save-player";
import { db } from "@/server/db";
import { addMember, createLeague, createPlayer, createUser } from "../support/factories";
import { signInAs } from "../support/session";

let slug: string;
let leagueId: string;
let organiser: { id: string };
let players: string[];

beforeAll(async () => {
  const league = await createLeague();
  ({ slug } = league);
  leagueId = league.id;
  organiser = await createUser({ name: "Organiser" });
  await addMember(organiser.id, league.id, "organiser");
  players = [
    (await createPlayer(league.id, { name: "Anna" })).id,
    (await createPlayer(league.id, { name: "Bruno" })).id,
  ];
  await db.season.create({
    data: {
      leagueId,
      edition: 1,
      name: "JC",
      year: 2026,
      status: "active",
      rules: JSON.stringify(presetFor("julius-caesar", "placement")),
      systemId: "julius-caesar",
    },
  });
});

const jcWin = () => ({
  game: { endedYear: 3 },
  seats: [
    {
      playerId: players[0],
      seatOrder: 1,
      identity: { side: "Cesare" },
      values: { cityVp: 8, leadersKilled: 2, controlsRome: true },
    },
    {
      playerId: players[1],
      seatOrder: 2,
      identity: { side: "Pompeo" },
      values: { cityVp: 4, leadersKilled: 0, controlsRome: false },
    },
  ],
});
const games = () => db.game.count({ where: { season: { leagueId } } });

describe("a new play sent twice with one submission id", () => {
  it("is stored once, and the repeat gets the first answer", async () => {
    signInAs(organiser);
    const submissionId = randomUUID();
    const before = await games();
    const first = await recordResult({ slug, playedOn: "2026-03-01", play: jcWin(), submissionId });
    const repeat = await recordResult({ slug, playedOn: "2026-03-01", play: jcWin(), submissionId });
    expect(first.ok && repeat.ok).toBe(true);
    if (!first.ok || !repeat.ok) return;
    expect(repeat.data).toEqual(first.data);
    expect(await games()).toBe(before + 1);
    expect(await db.seat.count({ where: { gameId: first.data.gameId } })).toBe(2);
  });

  it("a repeat with other values is refused as changed, and the first values stay the only play", async () => {
    signInAs(organiser);
    const submissionId = randomUUID();
    const before = await games();
    const first = await recordResult({ slug, playedOn: "2026-03-04", play: jcWin(), submissionId });
    expect(first.ok).toBe(true);
    const edited = jcWin();
    edited.seats[1].values.cityVp = 5; // the form edited after a send whose answer was lost
    expect(await recordResult({ slug, playedOn: "2026-03-04", play: edited, submissionId })).toEqual({
      ok: false,
      formError: "submissionChanged",
    });
    expect(await recordResult({ slug, playedOn: "2026-03-05", play: jcWin(), submissionId })).toEqual({
      ok: false,
      formError: "submissionChanged",
    });
    // the same values again, keys in another order: still the first answer
    const reordered = { submissionId, play: jcWin(), playedOn: "2026-03-04", slug };
    expect(await recordResult(reordered)).toEqual(first);
    expect(await games()).toBe(before + 1);
  });

  it("two different submissions are two plays (the same result twice in a night is allowed)", async () => {
    signInAs(organiser);
    const before = await games();
    expect((await recordResult({ slug, playedOn: "2026-03-02", play: jcWin(), submissionId: randomUUID() })).ok).toBe(
      true,
    );
    expect((await recordResult({ slug, playedOn: "2026-03-02", play: jcWin(), submissionId: randomUUID() })).ok).toBe(
      true,
    );
    expect(await games()).toBe(before + 2);
  });

  it("a repeat from a stranger is refused before the stored answer is read", async () => {
    signInAs(organiser);
    const submissionId = randomUUID();
    expect((await recordResult({ slug, playedOn: "2026-03-03", play: jcWin(), submissionId })).ok).toBe(true);
    const stranger = await createUser({ name: "Stranger" });
    signInAs(stranger);
    expect(await recordResult({ slug, playedOn: "2026-03-03", play: jcWin(), submissionId })).toEqual({
      ok: false,
      formError: "forbidden",
    });
  });

  it("a malformed submission id is refused at the field", async () => {
    signInAs(organiser);
    const res = await recordResult({ slug, playedOn: "2026-03-01", play: jcWin(), submissionId: "x'; drop" });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.fieldErrors?.submissionId).toEqual(["badRequest"]);
  });
});

describe("a new player sent twice", () => {
  const form = (submissionId?: string) => {
    const fd = new FormData();
    fd.set("leagueSlug", slug);
    fd.set("displayName", "Giorgio");
    fd.set("armyColor", "blu");
    fd.set("active", "on");
    if (submissionId !== undefined) fd.set("submissionId", submissionId);
    return fd;
  };

  it("with one submission id: created once, the repeat answers the same player", async () => {
    signInAs(organiser);
    const submissionId = randomUUID();
    const first = await savePlayer(form(submissionId));
    const repeat = await savePlayer(form(submissionId));
    expect(first).toMatchObject({ ok: true });
    expect(repeat).toEqual(first);
    expect(await db.player.count({ where: { leagueId, displayName: "Giorgio" } })).toBe(1);
  });

  it("with one submission id and another name: refused as changed, nothing created", async () => {
    signInAs(organiser);
    const submissionId = randomUUID();
    const fd = form(submissionId);
    fd.set("displayName", "Giorgina");
    const first = await savePlayer(fd);
    expect(first).toMatchObject({ ok: true });
    const edited = form(submissionId);
    edited.set("displayName", "Giorgetta");
    expect(await savePlayer(edited)).toEqual({ ok: false, formError: "submissionChanged" });
    expect(await db.player.count({ where: { leagueId, displayName: { in: ["Giorgina", "Giorgetta"] } } })).toBe(1);
  });

  it("with another (or no) id: the existing duplicate rejection still answers 'name taken'", async () => {
    signInAs(organiser);
    for (const id of [randomUUID(), "", undefined]) {
      const res = await savePlayer(form(id));
      expect(res).toMatchObject({ ok: false, fieldErrors: { displayName: ["nameTaken"] } });
    }
    expect(await db.player.count({ where: { leagueId, displayName: "Giorgio" } })).toBe(1);
  });

  it("the submission record does not show in any game's change history", async () => {
    const rows = await db.auditEvent.findMany({
      where: { leagueId, entityType: "Submission" },
      select: { action: true },
    });
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(new Set(rows.map((r) => r.action))).toEqual(
      new Set(["game.result.record.submission", "player.create.submission"]),
    );
  });
});
