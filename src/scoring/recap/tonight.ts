import { roundPoints } from "../exact";
import { scoreGameExact } from "../rank-game";
import type { ScoringRules } from "../rules";
import { scoreSeason } from "../score-season";
import { isWin, type ScoredSeason } from "../season";
import { computeStandings, standingsFromSeason } from "../standings";
import type { GameInput, SeatInput, StandingRow, StandingsTieBreakKey } from "../types";

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

/** What ranks a player in the standings, in exact points (× scale), and their games' points best first. */
type Standing = {
  playerId: string;
  played: number;
  wins: number;
  best: number;
  total: number;
  /** prefix sums of the games' points sorted best first: top[k] = the best k games together */
  top: Float64Array;
};

/** Each player's standing in the scored season, read from its columns once. */
function standingsOf(season: ScoredSeason): Map<string, Standing> {
  const c = season.columns;
  const out = new Map<string, Standing>();
  season.playerIds.forEach((playerId, p) => {
    const rows = c.playerRows[p];
    const points = Array.from(rows, (r) => c.scaled[r]).sort((a, b) => b - a);
    const top = new Float64Array(points.length + 1);
    points.forEach((v, k) => (top[k + 1] = top[k] + v));
    let wins = 0;
    for (const r of rows) if (isWin(c, r)) wins++;
    out.set(playerId, { playerId, played: rows.length, wins, best: points[0] ?? 0, total: top[points.length], top });
  });
  return out;
}

/** How many games count after `played` games under the season's discards (discards.ts). */
function countedGames(discards: ScoringRules["discards"], played: number): number {
  if (discards.mode === "dropWorst") return Math.max(1, played - discards.count);
  if (discards.mode === "bestOf") return Math.min(played, discards.count);
  return played;
}

/** The ranking values of `s` after one more game worth `v` (× scale), won or not; the counted sum by the discards. */
function withGame(s: Standing, v: number, won: boolean, rules: ScoringRules) {
  const played = s.played + 1;
  const k = countedGames(rules.discards, played);
  // the best k of the games and tonight's: tonight counts when fewer than k games are worth as much
  const points = k <= atLeast(s.top, v) ? s.top[k] : s.top[k - 1] + v;
  return { played, wins: s.wins + (won ? 1 : 0), best: Math.max(s.best, v), total: s.total + v, points };
}

/** How many of the games (prefix sums `top`, best first) are worth `v` or more. */
function atLeast(top: Float64Array, v: number): number {
  let n = top.length - 1;
  while (n > 0 && top[n] - top[n - 1] < v) n--;
  return n;
}

type After = ReturnType<typeof withGame>;
const KEY: Record<Exclude<StandingsTieBreakKey, "headToHead">, (a: After) => number> = {
  points: (a) => a.points,
  wins: (a) => a.wins,
  bestGame: (a) => a.best,
  totalWithoutDiscards: (a) => a.total,
};

/**
 * Whether `me` is listed above `above` in the standings (StandingsRanker's order): qualified first, then the chain
 * up to head-to-head; null when they tie on all of it and head-to-head decides (among everyone tied with them).
 */
function listedAbove(me: After, above: After, ids: [string, string], rules: ScoringRules): boolean | null {
  const qMe = me.played >= rules.minGames;
  if (qMe !== above.played >= rules.minGames) return qMe;
  for (const key of rules.standingsTieBreak) {
    if (key === "headToHead") return null;
    const d = KEY[key](me) - KEY[key](above);
    if (d !== 0) return d > 0;
  }
  return ids[0] < ids[1]; // a shared rank lists by player id
}

/**
 * For each row below the first: the worst place tonight that lifts the player past the row above, in the scenario
 * "both play tonight, the one above finishes right behind" (the hardest case: any worse place for the one above
 * only helps). Other seats are filled with anonymous players. Places are tried from the win downwards and the last
 * one that still works is reported. The answer is exact for that scenario: tonight changes only the two players'
 * standings, so their order follows from their totals with tonight's points added (discards, minimum games and the
 * tie-break chain included); where the chain reaches head-to-head, which weighs everyone tied with them, the season
 * is scored again with tonight's game added.
 */
export function passTargets(
  games: readonly GameInput[],
  rules: ScoringRules,
  tableSize: number,
  playedAt: string,
  objectiveTotal: number,
  table: ScenarioTable = { preset: false },
): PassTarget[] {
  const season = scoreSeason(games, rules);
  const now = standingsFromSeason(season);
  const standing = standingsOf(season);
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
      const { scaled, outcomes } = scoreGameExact(night, rules);
      const ahead = listedAbove(
        withGame(standing.get(me)!, scaled[p - 1], outcomes[p - 1].isWinner, rules),
        withGame(standing.get(above)!, scaled[p], outcomes[p].isWinner, rules),
        [me, above],
        rules,
      );
      const passes =
        ahead ??
        (() => {
          const after = computeStandings([...games, night], rules).filter((r) => !r.playerId.startsWith(GHOST));
          return after.findIndex((r) => r.playerId === me) < after.findIndex((r) => r.playerId === above);
        })();
      if (passes) place = p;
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
