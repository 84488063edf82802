import { roundPoints } from "../exact";
import { scoreGameExact } from "../rank-game";
import type { ScoringRules } from "../rules";
import { computeStandings } from "../standings";
import type { GameInput, SeatInput, StandingRow } from "../types";

/** Table sizes RisiKo! allows; a rule set may reject some (placement has no 2-seat table). */
const TABLE_SIZES = [3, 4, 5, 6];
const GHOST = "\u0000other-";

export type PassTarget = {
  playerId: string;
  aboveId: string;
  /** the worst finishing place tonight (1 = win) that puts the player ahead of `aboveId`; null = not tonight */
  place: number | null;
};

/**
 * How a game is set in a scenario. RisiKo! (`preset` false): seats ranked by their objective points. Other systems
 * (`preset` true): a play whose ranks are given, as their plays reach the season formula (one winner, then 2, 3…).
 */
export type ScenarioTable = { preset: boolean };

function scenarioSeats(order: string[], objectiveTotal: number, preset = false): SeatInput[] {
  // Distinct objective points, highest first, so the game ranks exactly in `order`.
  return order.map((playerId, i) => ({
    playerId,
    turnOrder: i + 1,
    objectivePoints: Math.max(0, objectiveTotal - 1 - i),
    objectiveTotal,
    objectiveCompleted: false,
    eliminatedOrder: null,
    ...(preset ? { rank: i + 1 } : {}),
  }));
}

const scenarioGame = (id: string, playedAt: string, seats: SeatInput[], preset: boolean): GameInput =>
  preset ? { id, playedAt, seats, result: "win" } : { id, playedAt, seats };

/**
 * For each row below the first: the worst place tonight that lifts the player past the row above, in the scenario
 * "both play tonight, the one above finishes right behind" (the hardest case: any worse place for the one above
 * only helps). Other seats are filled with anonymous players. Each place is checked by scoring the season with
 * that game added (discards, minimum games and the tie-break chain included), so the answer is exact for
 * that scenario; places are tried from the win downwards and the last one that still works is reported.
 */
export function passTargets(
  games: readonly GameInput[],
  rules: ScoringRules,
  tableSize: number,
  playedAt: string,
  objectiveTotal: number,
  table: ScenarioTable = { preset: false },
): PassTarget[] {
  const now = computeStandings([...games], rules);
  const out: PassTarget[] = [];
  for (let i = 1; i < now.length; i++) {
    const me = now[i].playerId;
    const above = now[i - 1].playerId;
    let place: number | null = null;
    for (let p = 1; p < tableSize; p++) {
      const order = Array.from({ length: tableSize }, (_, k) => `${GHOST}${k}`);
      order[p - 1] = me;
      order[p] = above;
      const night = scenarioGame(
        "\u0000tonight",
        playedAt,
        scenarioSeats(order, objectiveTotal, table.preset),
        table.preset,
      );
      const after = computeStandings([...games, night], rules).filter((r) => !r.playerId.startsWith(GHOST));
      if (after.findIndex((r) => r.playerId === me) < after.findIndex((r) => r.playerId === above)) place = p;
      else break;
    }
    out.push({ playerId: me, aboveId: above, place });
  }
  return out;
}

/**
 * The most tournament points one seat can earn in one game under `rules`: the winner with a completed objective
 * (and, for formulas where it could be more, the winner holding `objectiveTotal − 1` without completing), at
 * every table size the rules accept. Every formula family pays the most to the winner and grows with its points.
 */
export function maxGamePoints(
  rules: ScoringRules,
  objectiveTotal: number,
  tableSizes: readonly number[] = TABLE_SIZES,
  table: ScenarioTable = { preset: false },
): number {
  let max = 0;
  for (const n of tableSizes) {
    for (const completed of [true, false]) {
      const seats = scenarioSeats(
        Array.from({ length: n }, (_, k) => `p${k}`),
        objectiveTotal,
        table.preset,
      );
      seats[0] = {
        ...seats[0],
        objectivePoints: completed ? objectiveTotal : objectiveTotal - 1,
        objectiveCompleted: completed,
      };
      for (let k = 1; k < n; k++) seats[k] = { ...seats[k], objectivePoints: 0 };
      try {
        max = Math.max(
          max,
          ...scoreGameExact(scenarioGame("max", "2000-01-01", seats, table.preset), rules).outcomes.map(
            (s) => s.points,
          ),
        );
      } catch {
        // this table size is not allowed by the rules
      }
    }
  }
  return max;
}

export type Contender = { playerId: string; points: number; maxPossible: number; canWin: boolean };
export type TitleRace = {
  remaining: number;
  maxGamePoints: number;
  leaderId: string | null;
  contenders: Contender[];
  /** no one else can reach the leader's points any more */
  clinched: boolean;
  /** the highest total another player can still reach (the leader must stay above it) */
  chaserMax: number | null;
};

/**
 * Who can still win the Torneo, by an exact bound: with `remaining` planned games left, a player can at most add
 * `remaining × maxGamePoints` (a game adds at most one game's points, discards included), and the leader's points
 * can only grow (points are ≥ 0 and discards keep at least as many games as before). A player whose maximum is
 * below the leader's points today cannot win; one whose maximum reaches it still can (ties go to the tie-break
 * chain, so equal counts as "can"). It does not enumerate results, so "can still win" may be optimistic.
 */
export function titleRace(
  standings: readonly StandingRow[],
  rules: ScoringRules,
  remaining: number,
  objectiveTotal: number,
  tableSizes: readonly number[] = TABLE_SIZES,
  table: ScenarioTable = { preset: false },
): TitleRace {
  const m = maxGamePoints(rules, objectiveTotal, tableSizes, table);
  const left = Math.max(0, remaining);
  const qualified = standings.filter((r) => r.qualified || r.gamesPlayed + left >= rules.minGames);
  const leader = standings[0] ?? null;
  const contenders = qualified.map((r) => {
    const maxPossible = r.points + left * m;
    return {
      playerId: r.playerId,
      points: roundPoints(r.points),
      maxPossible: roundPoints(maxPossible),
      canWin: r === leader || maxPossible >= leader.points,
    };
  });
  const others = contenders.filter((c) => c.playerId !== leader?.playerId);
  const chaserMax = others.length ? Math.max(...others.map((c) => c.maxPossible)) : null;
  return {
    remaining: left,
    maxGamePoints: roundPoints(m),
    leaderId: leader?.playerId ?? null,
    contenders,
    clinched: Boolean(leader) && others.every((c) => !c.canWin),
    chaserMax,
  };
}
