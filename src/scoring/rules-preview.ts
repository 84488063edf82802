// What the rules form and the rules playground show: a sample night scored under rules being edited, and one
// season's final table under two rule sets with who moved. Plain functions over the scoring library.
import { ScoringInputError } from "./errors";
import { roundPoints } from "./exact";
import { rankGame } from "./rank-game";
import type { ScoringRules } from "./rules";
import { computeStandings } from "./standings";
import { getSystem } from "./systems/registry";
import { dealsObjectives } from "./systems/season-play";
import type { GameInput, SeatOutcome } from "./types";

/**
 * A sample night for the preview. RisiKo!: four players on 95-point objectives, two of them tied on 48 (so the
 * game tie-break shows: more armies, or the later turn), one eliminated. Other systems: their plays come ranked,
 * so a night of up to four players in finishing order.
 */
export function sampleNight(systemId = "risiko"): GameInput {
  if (dealsObjectives(systemId))
    return {
      id: "sample",
      playedAt: "2000-01-01",
      seats: [
        {
          playerId: "p1",
          turnOrder: 1,
          objectivePoints: 62,
          objectiveTotal: 95,
          objectiveCompleted: false,
          eliminatedOrder: null,
          armies: 18,
        },
        {
          playerId: "p2",
          turnOrder: 2,
          objectivePoints: 48,
          objectiveTotal: 95,
          objectiveCompleted: false,
          eliminatedOrder: null,
          armies: 25,
        },
        {
          playerId: "p3",
          turnOrder: 3,
          objectivePoints: 48,
          objectiveTotal: 95,
          objectiveCompleted: false,
          eliminatedOrder: null,
          armies: 12,
        },
        {
          playerId: "p4",
          turnOrder: 4,
          objectivePoints: 0,
          objectiveTotal: 95,
          objectiveCompleted: false,
          eliminatedOrder: 1,
          armies: 0,
        },
      ],
    };
  const { min, max } = getSystem(systemId).players;
  const n = Math.min(max, Math.max(min, 4));
  return {
    id: "sample",
    playedAt: "2000-01-01",
    result: "win",
    seats: Array.from({ length: n }, (_, i) => ({
      playerId: `p${i + 1}`,
      turnOrder: i + 1,
      objectivePoints: 0,
      objectiveTotal: 0,
      objectiveCompleted: false,
      eliminatedOrder: null,
      rank: i + 1,
    })),
  };
}

export type SamplePreview = { seats: SeatOutcome[]; error: null } | { seats: null; error: string };

/** The sample night ranked and scored (points rounded for display), best first; the library's message when it cannot be. */
export function previewSampleNight(rules: ScoringRules, systemId = "risiko"): SamplePreview {
  try {
    const seats = rankGame(sampleNight(systemId), rules)
      .map((s) => ({ ...s, points: roundPoints(s.points) }))
      .sort((a, b) => a.rank - b.rank || a.turnOrder - b.turnOrder);
    return { seats, error: null };
  } catch (e) {
    if (e instanceof ScoringInputError) return { seats: null, error: e.issues.map((i) => i.message).join("; ") };
    throw e;
  }
}

export type ComparedRow = {
  playerId: string;
  /** under the season's rules */
  before: { rank: number; points: number; qualified: boolean };
  /** under the alternative rules */
  after: { rank: number; points: number; qualified: boolean };
  /** places gained under the alternative rules (positive = up, negative = down) */
  moved: number;
};
export type RulesComparison = { rows: ComparedRow[]; moved: number; championBefore: string[]; championAfter: string[] };

/**
 * The final table of a season under its own rules and under alternative ones: one row per player, in the
 * alternative order (then the current one), with both ranks, both point totals (rounded) and the places moved.
 */
export function compareRules(games: GameInput[], current: ScoringRules, alternative: ScoringRules): RulesComparison {
  const before = new Map(computeStandings(games, current).map((r) => [r.playerId, r]));
  const after = computeStandings(games, alternative);
  const rows = after.map((a): ComparedRow => {
    const b = before.get(a.playerId)!;
    return {
      playerId: a.playerId,
      before: { rank: b.rank, points: roundPoints(b.points), qualified: b.qualified },
      after: { rank: a.rank, points: roundPoints(a.points), qualified: a.qualified },
      moved: b.rank - a.rank,
    };
  });
  const champions = (rank: (r: ComparedRow) => number) => rows.filter((r) => rank(r) === 1).map((r) => r.playerId);
  return {
    rows,
    moved: rows.filter((r) => r.moved !== 0).length,
    championBefore: champions((r) => r.before.rank),
    championAfter: champions((r) => r.after.rank),
  };
}
