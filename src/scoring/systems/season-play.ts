// Seasons of any game system: the season settings, which formulas a system allows, and a play ranked by
// rankPlay turned into the GameInput the season pipeline (scoreSeason, standings, ratings) reads.
import { ScoringInputError } from "../errors";
import { rankPlay } from "../rank-play";
import { scoreGameExact } from "../rank-game";
import { parseRules, presets, type Formula, type ScoringRules } from "../rules";
import type { GameInput, SeatInput, SeatOutcome } from "../types";
import { isObject, prepare, resolveSettings } from "./prepare";
import { getSystem } from "./registry";
import type { CheckOptions, Play, PlayResult, PlaySettings, Value } from "./types";

/**
 * Whether the system deals objectives (RisiKo!): its games are created by the deal, a result carries each seat's card,
 * and the pages show what only such a game has (the cards, the catalogue, the objective columns).
 */
export function dealsObjectives(systemId: string): boolean {
  return getSystem(systemId).dealsObjectives === true;
}

/** Formulas that use the score itself: offered only where the system declares a score scale. */
export const SCORE_FORMULAS: readonly Formula["kind"][] = ["winnerBonus", "league100"];

/** Whether the system's definition lets a season use this kind of formula. */
export function formulaAllowed(systemId: string, kind: Formula["kind"]): boolean {
  return !SCORE_FORMULAS.includes(kind) || getSystem(systemId).scoreScale !== undefined;
}

/**
 * Throws ScoringInputError for rules a season of this system cannot use: a score-based formula on a system
 * without a score scale (path "formula.kind"), a placement table without a row for a table size the system
 * allows (path "formula.table.<n>").
 */
export function checkRulesForSystem(systemId: string, rules: ScoringRules): void {
  const system = getSystem(systemId);
  if (!formulaAllowed(systemId, rules.formula.kind))
    throw new ScoringInputError("Invalid scoring rules", [
      {
        path: "formula.kind",
        message: `${rules.formula.kind} uses the score itself, and ${system.name.en} declares no score scale: use placement or winsFirst`,
      },
    ]);
  // RisiKo! keeps its contract: a table size without a row is refused when such a game is scored (src/scoring/README.md)
  if (rules.formula.kind === "placement" && !dealsObjectives(systemId)) {
    const table = rules.formula.table;
    const missing: { path: string; message: string }[] = [];
    for (let n = system.players.min; n <= system.players.max; n++)
      if (!table[n])
        missing.push({ path: `formula.table.${n}`, message: `is missing: ${system.name.en} is played by ${n}` });
    if (missing.length > 0) throw new ScoringInputError("Invalid scoring rules", missing);
  }
}

/**
 * A preset fitted to the system: the placement table gains a row for every table size it allows that the
 * default lacks (2 players: 12, 7 — the first places of the default rows). RisiKo! gets the preset as it is.
 */
export function presetFor(systemId: string, kind: Formula["kind"]): ScoringRules {
  const base = presets[kind];
  if (base.formula.kind !== "placement" || dealsObjectives(systemId)) return base;
  const system = getSystem(systemId);
  const table: Record<number, number[]> = { ...base.formula.table };
  const longest = table[Math.max(...Object.keys(table).map(Number))] ?? [];
  for (let n = system.players.min; n <= system.players.max; n++)
    if (!table[n] && longest.length >= n) table[n] = longest.slice(0, n);
  return parseRules({ ...base, formula: { ...base.formula, table } });
}

/**
 * Season settings (tieBreak, unresolved, eliminated, edition) checked against what the system lets a club choose.
 * null/undefined/{} = the definition's defaults (returns undefined). Throws ScoringInputError naming the setting.
 */
export function parseSystemSettings(systemId: string, raw: unknown): PlaySettings | undefined {
  const system = getSystem(systemId);
  if (raw === null || raw === undefined || (isObject(raw) && Object.keys(raw).length === 0)) return undefined;
  const issues: { path: string; message: string }[] = [];
  resolveSettings(system, prepare(system).defaults, raw as PlaySettings, issues);
  if (issues.length > 0) throw new ScoringInputError("Invalid season settings", issues);
  const settings = raw as PlaySettings;
  return {
    ...(settings.tieBreak !== undefined ? { tieBreak: [...settings.tieBreak] } : {}),
    ...(settings.unresolved !== undefined ? { unresolved: settings.unresolved } : {}),
    ...(settings.eliminated !== undefined ? { eliminated: settings.eliminated } : {}),
    ...(settings.edition !== undefined ? { edition: settings.edition } : {}),
  };
}

export type PlayMeta = { id: string; playedAt: string; endReason?: string | null; durationMinutes?: number | null };

/**
 * Whether a ranked seat completed its objective: it met the system's decisive rule on the objectiveCompleted flag,
 * typed or derived from the points (RisiKo!'s "fare RisiKo!"). Always false for a system without one.
 */
export function completedObjective(systemId: string, decidedBy: string | undefined): boolean {
  const rule = getSystem(systemId).ranking.decisive.find(
    (d) => d.kind === "seatFlag" && d.field === "objectiveCompleted",
  );
  return rule !== undefined && decidedBy === `decisive:${rule.id}`;
}

const numberOr = <T>(v: Value | undefined, otherwise: T): number | T => (typeof v === "number" ? v : otherwise);

/**
 * A play already ranked by rankPlay as a GameInput for the season pipeline: seat ranks preset, the result
 * (win, sharedWin, draw) carried. Seats keep the order of `play.seats`. A system that deals objectives records them in
 * the pipeline's own columns (objective points, total and completion, elimination order, armies), which its formulas
 * read; for the others they stay zero, so that their points come from the places alone.
 */
export function playGameInput(meta: PlayMeta, play: Play, result: PlayResult, systemId?: string): GameInput {
  const bySeat = new Map(result.seats.map((s) => [s.playerId, s]));
  const ordered = play.seats.every((s) => typeof s.seatOrder === "number");
  const columns = systemId !== undefined && dealsObjectives(systemId);
  return {
    id: meta.id,
    playedAt: meta.playedAt,
    endReason: meta.endReason ?? play.endedBy ?? null,
    durationMinutes: meta.durationMinutes ?? null,
    result: result.result,
    seats: play.seats.map((s, i) => {
      const ranked = bySeat.get(s.playerId);
      const v = s.values;
      return {
        playerId: s.playerId,
        turnOrder: ordered ? (s.seatOrder as number) : i + 1,
        objectivePoints: columns ? numberOr(v.objectivePoints, 0) : 0,
        objectiveTotal: columns ? numberOr(v.objectiveTotal, 0) : 0,
        // as ranked: typed, or derived from the points (the seat that met the completion rule)
        objectiveCompleted: columns && completedObjective(systemId!, ranked?.decidedBy),
        eliminatedOrder: columns ? numberOr(v.eliminatedOrder, null) : null,
        ...(columns ? { armies: numberOr(v.armies, null) } : {}),
        rank: ranked?.rank,
      };
    }),
  };
}

/**
 * Seats of the season pipeline as a play of a system that keeps them in its columns (RisiKo!): the inverse of
 * playGameInput's columns. Absent values (no elimination, armies not recorded) are left out, as a form sends them.
 */
export function columnsPlay(seats: readonly SeatInput[], endedBy?: string | null): Play {
  return {
    ...(endedBy ? { endedBy } : {}),
    game: {},
    seats: seats.map((s) => {
      const values: Record<string, Value> = {
        objectivePoints: s.objectivePoints,
        objectiveTotal: s.objectiveTotal,
        objectiveCompleted: s.objectiveCompleted,
      };
      if (s.eliminatedOrder !== null) values.eliminatedOrder = s.eliminatedOrder;
      if (typeof s.armies === "number") values.armies = s.armies;
      if (s.eliminatedBy) values.eliminatedBy = s.eliminatedBy;
      return { playerId: s.playerId, seatOrder: s.turnOrder, values };
    }),
  };
}

/**
 * The settings a season of this system ranks its plays with. RisiKo! seasons keep their tie-break in the rules'
 * game tie-break chain (the rules editor's): the keys before "shared" or "draw" ("laterTurn" is the seat order, the
 * later turn first), and a tie nothing broke is a draw when the chain ends in "draw". The other systems' come from the
 * season's system settings (null: the definition's defaults).
 */
export function seasonPlaySettings(
  systemId: string,
  rules: ScoringRules,
  systemSettings: unknown,
): PlaySettings | undefined {
  if (!dealsObjectives(systemId)) return parseSystemSettings(systemId, systemSettings);
  const chain = rules.gameTieBreak;
  const cut = chain.findIndex((k) => k === "shared" || k === "draw");
  const keys = (cut === -1 ? chain : chain.slice(0, cut)).map((k) => (k === "laterTurn" ? "seatOrder" : k));
  return { tieBreak: keys, ...(chain.at(-1) === "draw" ? { unresolved: "draw" as const } : {}) };
}

/** A season's view of a stored play: what playGameInput needs once the ranks are known (no re-ranking). */
export function rankedGameInput(
  meta: PlayMeta,
  seats: readonly { playerId: string; seatOrder: number; rank: number }[],
  result: PlayResult["result"],
): GameInput {
  return {
    id: meta.id,
    playedAt: meta.playedAt,
    endReason: meta.endReason ?? null,
    durationMinutes: meta.durationMinutes ?? null,
    result,
    seats: seats.map((s) => ({
      playerId: s.playerId,
      turnOrder: s.seatOrder,
      objectivePoints: 0,
      objectiveTotal: 0,
      objectiveCompleted: false,
      eliminatedOrder: null,
      rank: s.rank,
    })),
  };
}

export type ScoredPlay = {
  result: PlayResult;
  /** aligned with play.seats: rank, isWinner, decidedBy and tournament points under the season's rules */
  seats: Array<{ playerId: string; rank: number; isWinner: boolean; decidedBy: string; points: number }>;
};

/**
 * Validates and ranks a play of any system (rankPlay) and computes its tournament points with the
 * season's rules. Throws ScoringInputError naming the field path, or the formula the system refuses. `options`: how
 * the caller reads the play (rankPlay; an import or a stored play accepts older records, decision 0063).
 */
export function scorePlay(
  systemId: string,
  play: Play,
  rules: ScoringRules,
  settings?: PlaySettings,
  meta: PlayMeta = { id: "play", playedAt: "2000-01-01" },
  options?: CheckOptions,
): ScoredPlay {
  checkRulesForSystem(systemId, rules);
  const result = rankPlay(systemId, play, settings, options);
  const { outcomes } = scoreGameExact(playGameInput(meta, play, result, systemId), rules);
  const bySeat = new Map(result.seats.map((s) => [s.playerId, s]));
  return {
    result,
    seats: outcomes.map((o: SeatOutcome) => {
      const s = bySeat.get(o.playerId)!;
      return { playerId: o.playerId, rank: s.rank, isWinner: s.isWinner, decidedBy: s.decidedBy, points: o.points };
    }),
  };
}
