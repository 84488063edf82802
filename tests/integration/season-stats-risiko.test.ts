// Issue 21 item 11 (decision 0045): the RisiKo! season statistics read the sdadata round and the turn order from the
// database (the season query's one SQL statement), through the results recorded by the action.
import { beforeAll, describe, expect, it } from "vitest";
import { getSeasonStats } from "@/server/queries/season-stats";
import { createLeagueWithPlayers } from "../support/factories";
import { createCatalogue, createGame, resultInput, recordGameResult } from "../support/results";
import { signInAs } from "../support/session";

let world: Awaited<ReturnType<typeof createLeagueWithPlayers>>;
let ids: string[] = [];

beforeAll(async () => {
  world = await createLeagueWithPlayers(3);
  const objectives = await createCatalogue(world.season.id, 3);
  signInAs(world.organiser);
  ids = world.members.map((m) => m.player.id);
  // turn order P1 → P2 → P3 (createGame seats in the order given), then P3 → P1 → P2
  for (const [order, held, extra] of [
    [[0, 1, 2], [3, 2, 1], { endReason: "sdadata", sdadataRound: 8 }],
    [[2, 0, 1], [3, 2, 1], { endReason: "sdadata", sdadataRound: 11 }],
    [[0, 1, 2], [1, 3, 2], { endReason: "time" }],
  ] as const) {
    const { game, seats } = await createGame(
      world.season.id,
      order.map((i) => ids[i]),
    );
    expect((await recordGameResult(resultInput(game, seats, objectives, [...held], extra))).ok).toBe(true);
  }
});

describe("RisiKo! season statistics from the database", () => {
  it("counts the sdadata endings by round", async () => {
    const stats = await getSeasonStats(world.league.id, world.season.edition);
    expect(stats!.report.sdadataRounds).toEqual({
      games: 2,
      unrecorded: 0,
      rows: [
        { round: 8, games: 1, share: 0.5 },
        { round: 11, games: 1, share: 0.5 },
      ],
    });
  });

  it("counts who played right after whom, with the first player's results", async () => {
    const rows = (await getSeasonStats(world.league.id, world.season.edition))!.report.turnAdjacency;
    const pair = (a: number, b: number) => rows.find((r) => r.playerId === ids[a] && r.nextId === ids[b]);
    // the same cycle P1 → P2 → P3 → P1 in all three games (the second starts with P3); never the other way round
    for (const [a, b] of [
      [0, 1],
      [1, 2],
      [2, 0],
    ])
      expect(pair(a, b)).toMatchObject({ games: 3 });
    expect(pair(1, 0)).toBeUndefined();
    expect(rows.reduce((n, r) => n + r.games, 0)).toBe(9);
    // one winner a game: counted once as the first of a pair, once as the one after
    expect(rows.reduce((n, r) => n + r.wins, 0)).toBe(3);
    expect(rows.reduce((n, r) => n + r.nextWins, 0)).toBe(3);
  });
});
