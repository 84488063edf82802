// Issue 22 §5 (decision 0050): a revocable link to one finished night's recap, readable without an account even in a
// members-only league and season; results only; the token stored hashed; it ends when revoked, when its creator stops
// organising the league, and when the game is voided (for good: a restore does not bring them back).
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/server/db";
import { createRecapShare } from "@/server/actions/create-recap-share";
import { revokeRecapShare } from "@/server/actions/revoke-recap-share";
import { removeMember } from "@/server/actions/remove-member";
import { restoreGame } from "@/server/actions/restore-game";
import { updateMember } from "@/server/actions/update-member";
import { voidGame } from "@/server/actions/void-game";
import { getLeagueAccess } from "@/server/auth/access";
import { enableDerivedMemo } from "@/server/derived";
import { getSharedRecap, listRecapShares } from "@/server/queries/recap-share";
import { addMember, createLeagueWithPlayers, createUser } from "../support/factories";
import { createCatalogue, createGame, resultInput, recordGameResult } from "../support/results";
import { signInAs, signOut } from "../support/session";

vi.mock("next/headers", () => ({ headers: async () => new Headers() }));

let ctx: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
let finishedId = "";
let secondId = "";
let plannedId = "";
let objectiveNames: string[] = [];
const slug = () => ctx.league.slug;

beforeAll(async () => {
  ctx = await createLeagueWithPlayers(4); // members-only season
  await db.league.update({ where: { id: ctx.league.id }, data: { isPublic: false } }); // and a members-only league
  const objectives = await createCatalogue(ctx.season.id, 4);
  objectiveNames = (await db.objective.findMany({ where: { seasonId: ctx.season.id }, select: { name: true } })).map(
    (o) => o.name,
  );
  signInAs(ctx.organiser);
  const ids = ctx.members.map((m) => m.player.id);
  const first = await createGame(ctx.season.id, ids, { playedOn: new Date(Date.UTC(2026, 1, 1)) });
  expect((await recordGameResult(resultInput(first.game, first.seats, objectives, [1, 2, 3, 4]))).ok).toBe(true);
  finishedId = first.game.id;
  const second = await createGame(ctx.season.id, ids, { playedOn: new Date(Date.UTC(2026, 1, 8)) });
  expect((await recordGameResult(resultInput(second.game, second.seats, objectives, [4, 3, 2, 1]))).ok).toBe(true);
  secondId = second.game.id;
  plannedId = (await createGame(ctx.season.id, ids, { playedOn: new Date(Date.UTC(2026, 1, 15)) })).game.id;
});

async function share(gameId = finishedId, as: { id: string } = ctx.organiser) {
  signInAs(as);
  const res = await createRecapShare({ leagueSlug: slug(), gameId });
  if (!res.ok) throw new Error(JSON.stringify(res));
  return res.data;
}

describe("recap share links", () => {
  it("let anyone read a finished night's results in a members-only league: podium, points, movement; no objective", async () => {
    const { token } = await share();
    signOut();
    const recap = await getSharedRecap(token);
    expect(recap).not.toBeNull();
    expect(recap!.leagueName).toBe(ctx.league.name);
    expect(recap!.result.seats.filter((s) => s.rank === 1)).toHaveLength(1);
    expect(recap!.result.seats.every((s) => s.points !== null)).toBe(true);
    expect(recap!.movement.rows.length).toBe(4);
    const text = JSON.stringify(recap);
    for (const key of ['objective"', "objectiveId", "held", "notes", "audit", "salt", "commitment"])
      expect(text).not.toContain(key);
    for (const name of objectiveNames) expect(text).not.toContain(name);
  });

  it("store only the token's hash, answer the token once, and list the active links to organisers only", async () => {
    const { id, token } = await share(secondId);
    const row = await db.recapShare.findUniqueOrThrow({ where: { id } });
    expect(row.tokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
    const access = await getLeagueAccess(db, ctx.organiser.id, ctx.league.id);
    const list = await listRecapShares({ league: ctx.league, access } as never, [secondId]);
    expect(list.map((s) => s.id)).toContain(id);
    expect(JSON.stringify(list)).not.toContain(token);
    const playerAccess = await getLeagueAccess(db, ctx.members[0].user.id, ctx.league.id);
    await expect(listRecapShares({ league: ctx.league, access: playerAccess } as never, [secondId])).rejects.toThrow();
  });

  it("are refused for a game that is not finished, another league's game, players and strangers; malformed input is a clean refusal", async () => {
    signInAs(ctx.organiser);
    expect(await createRecapShare({ leagueSlug: slug(), gameId: plannedId })).toEqual({
      ok: false,
      formError: "recapNotFinished",
    });
    const other = await createLeagueWithPlayers(1);
    const foreign = await createGame(other.season.id, [other.members[0].player.id]);
    expect(await createRecapShare({ leagueSlug: slug(), gameId: foreign.game.id })).toEqual({
      ok: false,
      formError: "notFound",
    });
    signInAs(ctx.members[0].user);
    expect(await createRecapShare({ leagueSlug: slug(), gameId: finishedId })).toEqual({
      ok: false,
      formError: "forbidden",
    });
    signInAs(await createUser());
    expect(await createRecapShare({ leagueSlug: slug(), gameId: finishedId })).toEqual({
      ok: false,
      formError: "forbidden",
    });
    signOut();
    expect(await createRecapShare({ leagueSlug: slug(), gameId: finishedId })).toEqual({
      ok: false,
      formError: "signInRequired",
    });
    signInAs(ctx.organiser);
    expect(await createRecapShare({ leagueSlug: slug() } as never)).toMatchObject({
      ok: false,
      formError: "checkFields",
    });
    expect(await revokeRecapShare("nope" as never)).toEqual({ ok: false, formError: "badRequest" });
  });

  it.each([
    ["an empty token", ""],
    ["a short token", "abc"],
    ["a token with a slash", `${"a".repeat(42)}/`],
    ["a well-formed token that matches nothing", "A".repeat(43)],
  ])("answer nothing for %s", async (_label, token) => {
    expect(await getSharedRecap(token)).toBeNull();
  });

  it("end when revoked (and only the revoked one), and a player cannot revoke", async () => {
    const a = await share();
    const b = await share();
    signInAs(ctx.members[0].user);
    expect(await revokeRecapShare({ leagueSlug: slug(), shareId: a.id })).toEqual({
      ok: false,
      formError: "forbidden",
    });
    signInAs(ctx.organiser);
    expect((await revokeRecapShare({ leagueSlug: slug(), shareId: a.id })).ok).toBe(true);
    expect(await getSharedRecap(a.token)).toBeNull();
    expect(await getSharedRecap(b.token)).not.toBeNull();
    expect(await revokeRecapShare({ leagueSlug: slug(), shareId: a.id })).toEqual({ ok: false, formError: "notFound" });
  });

  it("end with their creator's organiser rights: demoted, or removed (checked at use, and deleted)", async () => {
    const second = await createUser({ name: "Second organiser" });
    const membership = await addMember(second.id, ctx.league.id, "organiser");
    const demoted = await share(finishedId, second);
    // checked at use: a role changed by anything but the actions ends the link too
    await db.membership.update({ where: { id: membership.id }, data: { role: "player" } });
    expect(await getSharedRecap(demoted.token)).toBeNull();
    await db.membership.update({ where: { id: membership.id }, data: { role: "organiser" } });
    expect(await getSharedRecap(demoted.token)).not.toBeNull();
    signInAs(ctx.organiser);
    expect(
      (await updateMember({ leagueSlug: slug(), membershipId: membership.id, role: "player", canRecordResults: false }))
        .ok,
    ).toBe(true);
    expect(await db.recapShare.count({ where: { createdById: second.id } })).toBe(0);
    await db.membership.update({ where: { id: membership.id }, data: { role: "organiser" } });
    expect(await getSharedRecap(demoted.token)).toBeNull(); // promoted again: the deleted link stays dead
    const removed = await share(finishedId, second);
    signInAs(ctx.organiser);
    expect((await removeMember({ leagueSlug: slug(), membershipId: membership.id })).ok).toBe(true);
    expect(await getSharedRecap(removed.token)).toBeNull();
    expect(await db.recapShare.count({ where: { createdById: second.id } })).toBe(0);
  });

  it("end when the game is voided, also with the server's memo on (the void drops it)", async () => {
    enableDerivedMemo(true); // as the server does (src/instrumentation-node.ts)
    try {
      const { token } = await share(secondId);
      const first = await getSharedRecap(token);
      const again = await getSharedRecap(token);
      expect(again!.movement).toBe(first!.movement); // computed once until the next write in the league
      signInAs(ctx.organiser);
      const game = await db.game.findUniqueOrThrow({ where: { id: secondId } });
      expect((await voidGame({ gameId: secondId, version: game.version, reason: "wrong rules" })).ok).toBe(true);
      expect(await getSharedRecap(token)).toBeNull();
    } finally {
      enableDerivedMemo(false);
    }
  });

  it("stay dead when the voided game is restored: the void deleted them, like a demotion", async () => {
    const { token } = await share(finishedId);
    expect(await getSharedRecap(token)).not.toBeNull();
    signInAs(ctx.organiser);
    const before = await db.game.findUniqueOrThrow({ where: { id: finishedId } });
    expect((await voidGame({ gameId: finishedId, version: before.version, reason: "wrong rules" })).ok).toBe(true);
    const restored = await restoreGame({ gameId: finishedId, version: before.version + 1, reason: "right rules" });
    expect(restored).toMatchObject({ ok: true, data: { status: "finished" } });
    expect(await getSharedRecap(token)).toBeNull(); // /share/<token> answers 404
    expect(await db.recapShare.count({ where: { gameId: finishedId } })).toBe(0);
    const fresh = await share(finishedId); // a new link for the restored night works
    expect(await getSharedRecap(fresh.token)).not.toBeNull();
  });
});
