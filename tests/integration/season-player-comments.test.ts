// Issue 21 item 11 (decision 0045): the organiser's closing comment per player of a season, written through the
// action (organiser only, inside their own league), bounded, shown by the recap and the player page queries.
import { beforeEach, describe, expect, it } from "vitest";
import { SEASON_PLAYER_COMMENT_MAX } from "@/schemas/season-comment";
import { saveSeasonPlayerComment } from "@/server/actions/save-season-player-comment";
import { db } from "@/server/db";
import { getPlayerSeasonComment } from "@/server/queries/season-comments";
import { getSeasonRecap } from "@/server/queries/recap";
import { createLeagueWithPlayers } from "../support/factories";
import { createCatalogue, createGame, resultInput, recordGameResult } from "../support/results";
import { signInAs, signOut } from "../support/session";

let world: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
let other: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
beforeEach(async () => {
  world = await createLeagueWithPlayers(3);
  other = await createLeagueWithPlayers(1);
  signInAs(world.organiser);
});

const input = (extra: Record<string, unknown> = {}) => ({
  leagueSlug: world.league.slug,
  edition: world.season.edition,
  playerId: world.members[0].player.id,
  text: "Ha difeso l'Oceania fino all'ultimo.",
  ...extra,
});
const stored = () => db.seasonPlayerComment.findMany({ select: { seasonId: true, playerId: true, text: true } });

describe("the organiser's closing comment per player", () => {
  it("is written, replaced and removed (empty text) by the organiser, with an audit event each time", async () => {
    expect(await saveSeasonPlayerComment(input())).toEqual({
      ok: true,
      data: { playerId: world.members[0].player.id },
    });
    expect(await saveSeasonPlayerComment(input({ text: "  Il campione.  " }))).toMatchObject({ ok: true });
    expect(await stored()).toEqual([
      { seasonId: world.season.id, playerId: world.members[0].player.id, text: "Il campione." },
    ]);
    expect(await saveSeasonPlayerComment(input({ text: "" }))).toMatchObject({ ok: true });
    expect(await stored()).toEqual([]);
    expect(await db.auditEvent.count({ where: { action: { startsWith: "season.playerComment." } } })).toBe(3);
  });

  it.each([
    ["anonymous", () => signOut(), "signInRequired"],
    ["a player of the league", () => signInAs(world.members[1].user), "forbidden"],
    ["another league's organiser", () => signInAs(other.organiser), "forbidden"],
  ])("is refused to %s, and nothing is written", async (_who, as, formError) => {
    as();
    expect(await saveSeasonPlayerComment(input())).toEqual({ ok: false, formError });
    expect(await stored()).toEqual([]);
  });

  it("another league's organiser cannot reach this league's player through their own league", async () => {
    signInAs(other.organiser);
    const res = await saveSeasonPlayerComment({
      leagueSlug: other.league.slug,
      edition: other.season.edition,
      playerId: world.members[0].player.id,
      text: "x",
    });
    expect(res).toEqual({ ok: false, formError: "notFound" });
    expect(await stored()).toEqual([]);
  });

  it("an unknown season is not found", async () => {
    expect(await saveSeasonPlayerComment(input({ edition: 99 }))).toEqual({ ok: false, formError: "notFound" });
  });

  it(`is bounded: more than ${SEASON_PLAYER_COMMENT_MAX} characters are refused at the field`, async () => {
    const res = await saveSeasonPlayerComment(input({ text: "x".repeat(SEASON_PLAYER_COMMENT_MAX + 1) }));
    expect(res).toMatchObject({ ok: false, fieldErrors: { text: ["tooLong"] } });
    expect(await saveSeasonPlayerComment(input({ text: "x".repeat(SEASON_PLAYER_COMMENT_MAX) }))).toMatchObject({
      ok: true,
    });
  });

  it("is shown next to the player by the closed season's recap and on the player page, to whoever may see the season", async () => {
    const objectives = await createCatalogue(world.season.id, 3);
    const ids = world.members.map((m) => m.player.id);
    const game = await createGame(world.season.id, ids, { playedOn: new Date(Date.UTC(2026, 1, 1)) });
    expect((await recordGameResult(resultInput(game.game, game.seats, objectives, [1, 2, 3]))).ok).toBe(true);
    await db.season.update({ where: { id: world.season.id }, data: { status: "closed" } });
    expect(await saveSeasonPlayerComment(input({ text: "Sempre primo al tavolo." }))).toMatchObject({ ok: true });
    const recap = await getSeasonRecap(world.league.id, world.members[1].user.id, world.season.edition);
    expect(recap?.playerComments).toEqual({ [ids[0]]: "Sempre primo al tavolo." });
    const member = { league: { id: world.league.id }, access: { leagueId: world.league.id, role: "player" as const } };
    const visitor = { league: { id: world.league.id }, access: { leagueId: world.league.id, role: null } };
    expect(await getPlayerSeasonComment(member as never, ids[0], world.season.edition)).toBe("Sempre primo al tavolo.");
    expect(await getPlayerSeasonComment(member as never, ids[1], world.season.edition)).toBeNull();
    // a members-only season: a visitor reads no comment
    expect(await getPlayerSeasonComment(visitor as never, ids[0], world.season.edition)).toBeNull();
  });
});
