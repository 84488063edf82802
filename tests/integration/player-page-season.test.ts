// A player page without `?season=` opens on the newest season the player has played, among those the reader may see.
import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { lastSeasonPlayed } from "@/server/queries/player-stats";
import { createLeagueWithPlayers, createSeason } from "../support/factories";

async function finishedGame(seasonId: string, playerIds: string[], sequence: number, status = "finished") {
  await db.game.create({
    data: {
      seasonId,
      sequence,
      playedOn: new Date("2026-03-01"),
      status,
      seats: { create: playerIds.map((playerId, i) => ({ playerId, turnOrder: i + 1, armyColor: "blu" })) },
    },
  });
}

describe("lastSeasonPlayed", () => {
  it("is the newest season with a finished game of the player, not a newer one the player has not played", async () => {
    const l = await createLeagueWithPlayers(4);
    const [a, b, c, d] = l.members.map((m) => m.player.id);
    const second = await createSeason(l.league.id, { edition: 2 });
    await createSeason(l.league.id, { edition: 3 }); // the newest, active, no games yet
    await finishedGame(l.season.id, [a, b, c], 1);
    await finishedGame(second.id, [b, c, d], 1);
    await finishedGame(second.id, [a, c, d], 2, "dealt"); // in play: not a game played yet
    const editions = [3, 2, 1];
    expect(await lastSeasonPlayed(l.league.id, a, editions)).toBe(1);
    expect(await lastSeasonPlayed(l.league.id, b, editions)).toBe(2);
    expect(await lastSeasonPlayed(l.league.id, b, [3, 1])).toBe(1); // a season the reader may not see is never chosen
    expect(await lastSeasonPlayed(l.league.id, d, [1])).toBeNull();
  });
});
