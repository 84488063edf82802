import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  compareRules,
  gameMovement,
  gameSystems,
  getSystem,
  passTargets,
  playerReportFromSeason,
  playerSystemRecord,
  presets,
  ratingsFromSeason,
  scoreSeason,
  sdadataRounds,
  seasonAwardsFromSeason,
  seasonLines,
  seasonReportFromSeason,
  standingsFromSeason,
  systemStats,
  titleRace,
  turnAdjacency,
  type GameInput,
  type RecordedPlay,
  type ScoringRules,
  type SeatInput,
} from "../../../src/scoring";
import { mulberry32 } from "../../../src/scoring/mulberry32";
import { workSnapshot } from "../../../src/scoring/work";
import { playArbs } from "./systems/arbitraries";
import { recordPlay } from "./statistics/record-play";

/**
 * The rule of issue 20 item 2: no page costs more than linear time in its season's games. Every per-season computation
 * a page (or an action) runs is timed on a season of N games and on one of 8N games with the same roster; a linear one
 * takes about 8 times as long, a quadratic one about 64 times. Two checks:
 * - counted, deterministic: games scored, games added to running standings and standings rows ranked
 *   (src/scoring/work.ts) may grow at most 10 times (the quadratic recap of before issue 20 grew ~50 times);
 * - timed, for what the counts do not see: the best of several interleaved runs may grow at most 24 times.
 * The roster is fixed (10 players): the standings after every game cost O(games × players) (docs/performance.md).
 */
const N = 250;
const GROWTH = 8;
const ROSTER = 10;

function season(games: number, seed = 20): GameInput[] {
  const rnd = mulberry32(seed);
  const int = (n: number) => Math.floor(rnd() * n);
  const pool = Array.from({ length: ROSTER }, (_, i) => `p${String(i).padStart(2, "0")}`);
  return Array.from({ length: games }, (_, g) => {
    const table = [...pool].sort(() => rnd() - 0.5).slice(0, 3 + int(4));
    const eliminated = int(table.length - 1);
    const seats: SeatInput[] = table.map((playerId, i) => {
      const out = i < eliminated;
      return {
        playerId,
        turnOrder: i + 1,
        objectivePoints: out ? 0 : 5 * int(18),
        objectiveTotal: 95,
        objectiveCompleted: false,
        eliminatedOrder: out ? i + 1 : null,
        eliminatedBy: out ? table[table.length - 1] : null,
        armies: int(4),
        objectiveId: `o${int(20)}`,
      };
    });
    const sdadata = int(3) === 0 ? { endReason: "sdadata", sdadataRound: 5 + int(10) } : {};
    return {
      id: `g${String(g).padStart(6, "0")}`,
      playedAt: new Date(Date.UTC(2009, 0, 1) + Math.floor(g / 2) * 86_400_000).toISOString().slice(0, 10),
      seats,
      ...sdadata,
    };
  });
}

function plays(systemId: (typeof gameSystems)[number]["id"], count: number): RecordedPlay[] {
  return fc.sample(playArbs[systemId](), { numRuns: count, seed: 20 }).map((p, i) => recordPlay(systemId, p, `g${i}`));
}

const rules: ScoringRules = { ...presets.placement, discards: { mode: "dropWorst", count: 3 }, minGames: 5 };
type Input = { games: GameInput[]; plays: Map<string, RecordedPlay[]> };

/** What each page computes from its season, as its query calls it (src/server/queries/). */
const pages: Array<[string, (input: Input) => unknown]> = [
  [
    "season recap",
    ({ games }) => {
      const { standings } = seasonAwardsFromSeason(scoreSeason(games, rules));
      return seasonLines(standings);
    },
  ],
  ["game recap of the season's last game", ({ games }) => gameMovement(games, rules, games[games.length - 1].id)],
  [
    "leaderboard and hall of fame (standings, pass targets, title race)",
    ({ games }) => {
      const standings = standingsFromSeason(scoreSeason(games, rules));
      return [passTargets(games, rules, 5, "2100-01-01", 95), titleRace(standings, rules, 10, 95)];
    },
  ],
  [
    "season statistics (points race, timeline)",
    ({ games }) => seasonReportFromSeason(scoreSeason(games, rules), { ratings: false }),
  ],
  [
    "season statistics (who played right after whom, the sdadata round)",
    ({ games }) => {
      const scored = scoreSeason(games, rules);
      return [turnAdjacency(scored), sdadataRounds(scored)];
    },
  ],
  [
    "player statistics (series, rating)",
    ({ games }) => {
      const scored = scoreSeason(games, rules);
      return playerReportFromSeason(scored, "p03", {
        standings: standingsFromSeason(scored),
        ratings: ratingsFromSeason(scored).players,
      });
    },
  ],
  ["games list", ({ games }) => scoreSeason(games, rules).games],
  ["rules playground", ({ games }) => compareRules(games, rules, presets.winnerBonus)],
  ...gameSystems.map((s): [string, (input: Input) => unknown] => [
    `${s.id} statistics and a player's record`,
    ({ plays }) => {
      const list = plays.get(s.id)!;
      // systemStats includes the tables of game fields naming a seat identity (Julius Caesar: Cleopatra's side)
      return [systemStats(getSystem(s.id), list), playerSystemRecord(getSystem(s.id), list, list[0].seats[0].playerId)];
    },
  ]),
];

function input(games: number): Input {
  return { games: season(games), plays: new Map(gameSystems.map((s) => [s.id, plays(s.id, games)])) };
}
const small = input(N);
const large = input(N * GROWTH);

function counted(compute: () => unknown) {
  const before = workSnapshot();
  compute();
  const after = workSnapshot();
  return {
    gamesScored: after.gamesScored - before.gamesScored,
    gamesAdded: after.gamesAdded - before.gamesAdded,
    rowsRanked: after.rowsRanked - before.rowsRanked,
  };
}

/** Milliseconds per call, averaged over calls until `batch` ms have passed (timer resolution and one-off pauses amortised). */
function perCall(compute: (input: Input) => unknown, data: Input, batch: number): number {
  const start = performance.now();
  let calls = 0;
  let now = start;
  do {
    compute(data);
    calls++;
    now = performance.now();
  } while (now - start < batch);
  return (now - start) / calls;
}

/** Best of `runs` interleaved batches of each size: a busy machine slows some batches, rarely all of them. */
function bestTimes(compute: (input: Input) => unknown, runs = 5): [number, number] {
  let a = Infinity;
  let b = Infinity;
  compute(small); // compiled and warm before the first measure
  compute(large);
  for (let r = 0; r < runs; r++) {
    a = Math.min(a, perCall(compute, small, 40));
    b = Math.min(b, perCall(compute, large, 40));
  }
  return [a, b];
}

describe(`every page's season computation is linear in the season's games (${N} → ${N * GROWTH} games)`, () => {
  test.each(pages)("%s: the counted work grows at most 10 times", (_, compute) => {
    const a = counted(() => compute(small));
    const b = counted(() => compute(large));
    for (const key of ["gamesScored", "gamesAdded", "rowsRanked"] as const) {
      expect(b[key], `${key}: ${a[key]} → ${b[key]}`).toBeLessThanOrEqual(Math.max(10 * a[key], 10));
    }
  });

  test.each(pages)("%s: the time grows at most 24 times", (_, compute) => {
    const [a, b] = bestTimes(compute);
    expect(b / a, `${a.toFixed(2)} ms → ${b.toFixed(2)} ms`).toBeLessThanOrEqual(24);
  });
});
