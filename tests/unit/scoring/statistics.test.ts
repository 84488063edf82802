import { describe, expect, it } from "vitest";
import {
  averageDuration,
  bestAndWorstGame,
  computePlayerReport,
  computeSeasonReport,
  computeStandings,
  eliminationMatrix,
  eliminationRecord,
  gameEndings,
  headToHead,
  nemesisAndVictim,
  objectiveBalance,
  placementDistribution,
  playerSeries,
  pointsRace,
  presets,
  resultsByObjective,
  resultsByTurnOrder,
  scoreSeason,
  seriesPoints,
  streaks,
  winRateByTurnOrder,
  type GameInput,
} from "../../../src/scoring";
import { out, seat } from "./helpers";

// placement preset: s1 a 12.6 b 7.4 d 5.2 c 1 · s2 b 13.95 c 7.3 a 5.3 · s3 a 10 c 10 b 1 · s4 a 12.7 b 7.2 c 5.1 d 1
const games: GameInput[] = [
  {
    id: "s4",
    playedAt: "2009-01-31",
    endReason: "time",
    durationMinutes: 90,
    seats: [seat("a", 1, 70), seat("b", 2, 20), seat("c", 3, 10), out("d", 4, 1, { eliminatedBy: "b" })],
  },
  {
    id: "s1",
    playedAt: "2009-01-10",
    endReason: "sdadata",
    durationMinutes: 120,
    seats: [
      seat("a", 1, 60, { objectiveId: "o1" }),
      seat("b", 2, 40, { objectiveId: "o2" }),
      out("c", 3, 1, { eliminatedBy: "a", objectiveId: "o3" }),
      seat("d", 4, 20, { objectiveId: "o4" }),
    ],
  },
  {
    id: "s2",
    playedAt: "2009-01-17",
    endReason: "objective",
    durationMinutes: 60,
    seats: [
      seat("b", 1, 95, { objectiveCompleted: true, objectiveId: "o1" }),
      seat("a", 2, 30, { armies: 2, objectiveId: "o2" }),
      seat("c", 3, 30, { armies: 5, objectiveId: "o3" }),
    ],
  },
  {
    id: "s3",
    playedAt: "2009-01-24",
    seats: [
      seat("a", 3, 50, { objectiveId: "o1" }),
      out("b", 1, 1, { eliminatedBy: "a", objectiveId: "o2" }),
      seat("c", 2, 50, { objectiveId: "o3" }),
    ],
  },
];
const season = scoreSeason(games, presets.placement);

describe("per-player statistics", () => {
  it("placementDistribution counts ranks up to the largest table played", () => {
    expect(placementDistribution(season, "a")).toEqual([
      { rank: 1, count: 3, share: 0.75 },
      { rank: 2, count: 0, share: 0 },
      { rank: 3, count: 1, share: 0.25 },
      { rank: 4, count: 0, share: 0 },
    ]);
  });

  it("resultsByTurnOrder groups the player's games by their turn order", () => {
    expect(resultsByTurnOrder(season, "a")).toEqual([
      {
        turnOrder: 1,
        games: 2,
        wins: 2,
        winRate: 1,
        averageRank: 1,
        averagePoints: 12.65,
        averageObjectivePoints: 65,
        completions: 0,
      },
      {
        turnOrder: 2,
        games: 1,
        wins: 0,
        winRate: 0,
        averageRank: 3,
        averagePoints: 5.3,
        averageObjectivePoints: 30,
        completions: 0,
      },
      {
        turnOrder: 3,
        games: 1,
        wins: 1,
        winRate: 1,
        averageRank: 1,
        averagePoints: 10,
        averageObjectivePoints: 50,
        completions: 0,
      },
    ]);
  });

  it("resultsByObjective groups by objective card and skips seats without one", () => {
    const rows = resultsByObjective(season, "a");
    expect(rows.map((r) => [r.objectiveId, r.games, r.wins, r.averageObjectivePoints])).toEqual([
      ["o1", 2, 2, 55],
      ["o2", 1, 0, 30],
    ]);
    expect(rows[0].averagePoints).toBe(11.3);
  });

  it("headToHead counts ahead, behind and even per opponent", () => {
    expect(headToHead(season, "a")).toEqual([
      { opponentId: "b", games: 4, ahead: 3, behind: 1, even: 0 },
      { opponentId: "c", games: 4, ahead: 2, behind: 1, even: 1 },
      { opponentId: "d", games: 2, ahead: 2, behind: 0, even: 0 },
    ]);
  });

  it("eliminationRecord: who eliminated the player and whom they eliminated", () => {
    expect(eliminationRecord(season, "a")).toEqual({
      timesEliminated: 0,
      eliminatedBy: [],
      eliminatedByUnknown: 0,
      eliminated: [
        { playerId: "b", count: 1 },
        { playerId: "c", count: 1 },
      ],
    });
    expect(eliminationRecord(season, "d")).toEqual({
      timesEliminated: 1,
      eliminatedBy: [{ playerId: "b", count: 1 }],
      eliminatedByUnknown: 0,
      eliminated: [],
    });
  });

  it("eliminationMatrix agrees with every player's elimination record", () => {
    const m = eliminationMatrix(season);
    const cell = (killer: string, victim: string) => m.counts[m.playerIds.indexOf(killer)][m.playerIds.indexOf(victim)];
    expect([cell("a", "b"), cell("a", "c"), cell("b", "d"), cell("d", "b")]).toEqual([1, 1, 1, 0]);
    for (const p of m.playerIds) {
      const byOthers = m.playerIds.reduce((sum, k) => sum + cell(k, p), 0);
      expect(byOthers + eliminationRecord(season, p).eliminatedByUnknown).toBe(
        eliminationRecord(season, p).timesEliminated,
      );
    }
  });

  it("nemesis finished ahead most often, victim behind most often (ties: rate, then id)", () => {
    expect(nemesisAndVictim(season, "a")).toEqual({
      nemesis: { playerId: "b", times: 1, games: 4 },
      victim: { playerId: "b", times: 3, games: 4 },
    });
    expect(nemesisAndVictim(season, "d")).toEqual({
      nemesis: { playerId: "a", times: 2, games: 2 },
      victim: { playerId: "c", times: 1, games: 2 },
    });
  });

  it("streaks over the player's own games", () => {
    expect(streaks(season, "a")).toEqual({
      longestWin: { length: 2, firstGameId: "s3", lastGameId: "s4" },
      currentWin: 2,
      longestPodium: { length: 4, firstGameId: "s1", lastGameId: "s4" },
      longestWithoutWin: { length: 1, firstGameId: "s2", lastGameId: "s2" },
    });
    expect(streaks(season, "d").longestWin).toEqual({ length: 0, firstGameId: null, lastGameId: null });
  });

  it("bestAndWorstGame", () => {
    expect(bestAndWorstGame(season, "a")).toEqual({
      best: { gameId: "s4", date: "2009-01-31", points: 12.7, rank: 1, objectivePoints: 70 },
      worst: { gameId: "s2", date: "2009-01-17", points: 5.3, rank: 3, objectivePoints: 30 },
    });
    expect(bestAndWorstGame(season, "nobody")).toEqual({ best: null, worst: null });
  });

  it("playerSeries has one point per season game: cumulative points and standings rank", () => {
    const d = playerSeries(season, "d");
    expect(d.map((p) => [p.gameId, p.played, p.gameRank, p.gamePoints, p.points, p.standingsRank])).toEqual([
      ["s1", true, 3, 5.2, 5.2, 3],
      ["s2", false, null, null, 5.2, 4],
      ["s3", false, null, null, 5.2, 4],
      ["s4", true, 4, 1, 6.2, 4],
    ]);
    expect(playerSeries(season, "a").map((p) => [p.points, p.standingsRank])).toEqual([
      [12.6, 1],
      [17.9, 2],
      [27.9, 1],
      [40.6, 1],
    ]);
  });
});

describe("scored season views", () => {
  it("games are in season order with outcomes; appearances list each player's seats", () => {
    expect(season.games.map((g) => [g.id, g.index, g.date])).toEqual([
      ["s1", 0, "2009-01-10"],
      ["s2", 1, "2009-01-17"],
      ["s3", 2, "2009-01-24"],
      ["s4", 3, "2009-01-31"],
    ]);
    expect(season.games[1].seats.map((s) => [s.playerId, s.rank, s.points])).toEqual([
      ["b", 1, 13.95],
      ["a", 3, 5.3],
      ["c", 2, 7.3],
    ]);
    expect(season.appearances.get("d")?.map((a) => [a.game.id, a.game.seats[a.seat].playerId])).toEqual([
      ["s1", "d"],
      ["s4", "d"],
    ]);
  });
});

describe("season statistics", () => {
  it("objectiveBalance per objective card", () => {
    const rows = objectiveBalance(season);
    expect(rows.map((r) => [r.objectiveId, r.games, r.wins, r.completions])).toEqual([
      ["o1", 3, 3, 1],
      ["o2", 3, 0, 0],
      ["o3", 3, 1, 0],
      ["o4", 1, 0, 0],
    ]);
    expect(rows[0].averageObjectivePoints).toBeCloseTo(205 / 3, 12);
    expect(rows[0].averageShare).toBeCloseTo(205 / 95 / 3, 12);
    expect(rows[0].averagePoints).toBeCloseTo(36.55 / 3, 12);
    expect(rows[2].averagePoints).toBe(6.1);
  });

  it("winRateByTurnOrder over all games and per table size", () => {
    const { overall, byTableSize } = winRateByTurnOrder(season);
    expect(overall.map((r) => [r.turnOrder, r.games, r.wins, r.averageRank])).toEqual([
      [1, 4, 3, 1.5],
      [2, 4, 1, 2],
      [3, 4, 1, 2.5],
      [4, 2, 0, 3.5],
    ]);
    expect(byTableSize.map((t) => [t.tableSize, t.rows.map((r) => [r.turnOrder, r.games, r.wins])])).toEqual([
      [
        3,
        [
          [1, 2, 1],
          [2, 2, 1],
          [3, 2, 1],
        ],
      ],
      [
        4,
        [
          [1, 2, 2],
          [2, 2, 0],
          [3, 2, 0],
          [4, 2, 0],
        ],
      ],
    ]);
  });

  it("gameEndings and averageDuration", () => {
    expect(gameEndings(season).map((r) => [r.endReason, r.games, r.share])).toEqual([
      [null, 1, 0.25],
      ["objective", 1, 0.25],
      ["sdadata", 1, 0.25],
      ["time", 1, 0.25],
    ]);
    expect(averageDuration(season)).toEqual({
      gamesTimed: 3,
      averageMinutes: 90,
      shortestMinutes: 60,
      longestMinutes: 120,
    });
  });

  it("pointsRace: every player's points and rank after each game", () => {
    const race = pointsRace(season);
    expect(race.games.map((g) => g.gameId)).toEqual(["s1", "s2", "s3", "s4"]);
    expect(race.players.map((p) => [p.playerId, Array.from(p.ranks)])).toEqual([
      ["a", [1, 2, 1, 1]],
      ["b", [2, 1, 2, 2]],
      ["c", [4, 3, 3, 3]],
      ["d", [3, 4, 4, 4]],
    ]);
    expect(Array.from(race.players[1].points)).toEqual([7.4, 21.35, 22.35, 29.55]);
  });
});

describe("reports", () => {
  it("computeSeasonReport gathers standings and every season statistic", () => {
    const report = computeSeasonReport(games, presets.placement, { players: true });
    expect(report.standings).toEqual(computeStandings(games, presets.placement));
    expect(report.gamesPlayed).toBe(4);
    expect(report.averageDuration.averageMinutes).toBe(90);
    expect(report.ratings?.map((r) => r.playerId).sort()).toEqual(["a", "b", "c", "d"]);
    expect(report.players?.map((p) => p.playerId)).toEqual(["a", "b", "c", "d"]);
    expect(report.players?.[0].headToHead).toEqual(headToHead(season, "a"));
  });

  it("ratings and player reports can be left out", () => {
    const report = computeSeasonReport(games, presets.placement, { ratings: false });
    expect(report.ratings).toBeNull();
    expect(report.players).toBeNull();
  });

  it("computePlayerReport for a player with and without games", () => {
    const a = computePlayerReport(games, presets.placement, "a");
    expect(a.standing?.rank).toBe(1);
    expect(a.rating?.games).toBe(4);
    expect(a.streaks.currentWin).toBe(2);
    const nobody = computePlayerReport(games, presets.placement, "zed", { ratings: false });
    expect(nobody.standing).toBeNull();
    expect(nobody.rating).toBeNull();
    expect(nobody.headToHead).toEqual([]);
    expect(seriesPoints(nobody.series).every((p) => !p.played && p.points === null)).toBe(true);
  });
});
