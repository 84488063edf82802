// Seat rows + what the season already holds → the games to create, or problems with line and column.
// Pure: the server layer loads the context, calls planSeasonImport and writes the plan.
import { ARMY_COLORS } from "@/lib/display/army-colors";
import { NUMBER_BOUNDS } from "@/schemas/numbers";
import { COMPLETING_ENDS } from "@/schemas/result";
import {
  columnsPlay,
  completedObjective,
  roundPoints,
  ScoringInputError,
  scorePlay,
  seasonPlaySettings,
  type GameInput,
  type Play,
  type ScoredPlay,
  type ScoringRules,
} from "@/scoring";
import { problem, sortProblems, type ImportProblem } from "./problems";
import type { EndReason, SeasonColumn, SeatRow } from "./season-csv";

export type PlayerRef = {
  id: string;
  displayName: string;
  nickname: string | null;
  armyName: string | null;
  armyColor: string;
};
/** total: sum of the objective's territory values, or null when it has none recorded */
export type ObjectiveRef = { id: string; number: number; name: string; total: number | null };

export type PlanContext = {
  players: PlayerRef[];
  objectives: ObjectiveRef[];
  /** game numbers already used in the season */
  existingSequences: ReadonlySet<number>;
  /** the season's game (one that deals objectives: the file's columns are its seats' objective values) */
  systemId: string;
  rules: ScoringRules;
  createMissing: boolean;
};

/** A reference to a player or objective: one that exists, or one the import creates (by key). */
export type Ref = { existing: string } | { create: string };

export type NewPlayer = { key: string; displayName: string; armyColor: string; firstLine: number };
export type NewObjective = { key: string; number: number; name: string; firstLine: number };

export type PlannedSeat = {
  line: number;
  player: Ref;
  playerName: string;
  turnOrder: number;
  armyColor: string;
  objective: Ref | null;
  objectiveTotal: number;
  objectivePoints: number;
  completed: boolean;
  eliminatedOrder: number | null;
  eliminatedBy: Ref | null;
  armies: number | null;
  rank: number;
  isWinner: boolean;
  decidedBy: string;
  points: number;
};

export type PlannedGame = {
  line: number;
  sequence: number;
  playedOn: string;
  endReason: EndReason | null;
  sdadataRound: number | null;
  sdadataThreshold: number | null;
  durationMinutes: number | null;
  notes: string | null;
  outcome: ScoredPlay["result"]["result"];
  seats: PlannedSeat[];
};

export type SeasonPlan = {
  games: PlannedGame[];
  newPlayers: NewPlayer[];
  newObjectives: NewObjective[];
  problems: ImportProblem[];
};

export const normalizeName = (s: string) => s.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("it");

function playerMatcher(players: PlayerRef[]) {
  const byDisplay = new Map<string, PlayerRef>();
  const byAlias = new Map<string, Set<PlayerRef>>();
  for (const p of players) {
    byDisplay.set(normalizeName(p.displayName), p);
    for (const alias of [p.nickname, p.armyName])
      if (alias) {
        const k = normalizeName(alias);
        if (!byAlias.has(k)) byAlias.set(k, new Set());
        byAlias.get(k)!.add(p);
      }
  }
  /** the player, "ambiguous" when an alias names several, or null when unknown */
  return (name: string): PlayerRef | "ambiguous" | null => {
    const k = normalizeName(name);
    const exact = byDisplay.get(k);
    if (exact) return exact;
    const alias = byAlias.get(k);
    if (!alias) return null;
    return alias.size === 1 ? [...alias][0] : "ambiguous";
  };
}

const GAME_FIELDS = ["date", "endReason", "sdadataRound", "sdadataThreshold", "durationMinutes", "notes"] as const;
const GAME_FIELD_COLUMN: Record<(typeof GAME_FIELDS)[number], SeasonColumn> = {
  date: "date",
  endReason: "end_reason",
  sdadataRound: "sdadata_round",
  sdadataThreshold: "sdadata_threshold",
  durationMinutes: "duration_minutes",
  notes: "notes",
};
const SCORING_FIELD_COLUMN: Record<string, SeasonColumn> = {
  turnOrder: "turn_order",
  objectivePoints: "objective_points",
  objectiveTotal: "objective_total",
  objectiveCompleted: "completed",
  eliminatedOrder: "eliminated_order",
  eliminatedBy: "eliminated_by",
  armies: "armies",
  objectiveId: "objective",
};

/**
 * The column of a rule the scoring library found broken (the import format promises line and column for every
 * problem): the seat's field where the issue names one, otherwise the column the rule is about.
 */
function ruleColumn(field: string | null, onSeat: boolean, path: string, message: string): SeasonColumn {
  if (field) return SCORING_FIELD_COLUMN[field] ?? "player";
  if (onSeat) return /eliminat/i.test(message) && !/points/i.test(message) ? "eliminated_order" : "objective_points";
  if (path === "durationMinutes") return "duration_minutes";
  if (path === "playedAt") return "date";
  if (path === "endReason") return "end_reason";
  if (/turn order/i.test(message)) return "turn_order";
  if (/complete/i.test(message)) return "completed";
  if (/eliminat|survive/i.test(message)) return "eliminated_order";
  return "player"; // the table itself: how many seats, who sits twice, no placement table for that many
}

export function planSeasonImport(rows: SeatRow[], ctx: PlanContext): SeasonPlan {
  const problems: ImportProblem[] = [];
  const add = (
    line: number | null,
    column: SeasonColumn | null,
    code: string,
    message: string,
    params: Record<string, string | number> = {},
  ) => problems.push(problem(line, column, code, message, params));

  // Players: existing by name, nickname or army name; unknown ones become new players.
  const matchPlayer = playerMatcher(ctx.players);
  const newPlayers = new Map<string, NewPlayer>();
  const usedColors = new Set(ctx.players.map((p) => p.armyColor));
  const playerRef = (name: string, line: number, column: SeasonColumn): { ref: Ref; color: string } | null => {
    const found = matchPlayer(name);
    if (found === "ambiguous") {
      add(line, column, "ambiguousPlayer", `"${name}" matches more than one player: use the display name`, { name });
      return null;
    }
    if (found) return { ref: { existing: found.id }, color: found.armyColor };
    const key = normalizeName(name);
    let created = newPlayers.get(key);
    if (!created) {
      const color = ARMY_COLORS.find((c) => !usedColors.has(c)) ?? ARMY_COLORS[newPlayers.size % ARMY_COLORS.length];
      usedColors.add(color);
      created = { key, displayName: name.trim().replace(/\s+/g, " "), armyColor: color, firstLine: line };
      newPlayers.set(key, created);
    }
    if (!ctx.createMissing)
      add(line, column, "unknownPlayer", `unknown player "${name}" (tick "create missing" to add it)`, { name });
    return { ref: { create: key }, color: created.armyColor };
  };

  // Objectives: by number or by name; unknown ones become new objectives (numbers first, then names).
  const byNumber = new Map(ctx.objectives.map((o) => [o.number, o]));
  const byName = new Map(ctx.objectives.map((o) => [normalizeName(o.name), o]));
  const newObjectives = new Map<string, NewObjective>();
  const objectiveRows = rows.filter((r) => r.objective);
  for (const r of objectiveRows) {
    const v = r.objective!;
    if (/^\d+$/.test(v) && !byNumber.has(Number(v)) && !newObjectives.has(`#${Number(v)}`))
      newObjectives.set(`#${Number(v)}`, {
        key: `#${Number(v)}`,
        number: Number(v),
        name: `Obiettivo ${Number(v)}`,
        firstLine: r.line,
      });
  }
  let nextNumber =
    Math.max(0, ...ctx.objectives.map((o) => o.number), ...[...newObjectives.values()].map((o) => o.number)) + 1;
  for (const r of objectiveRows) {
    const v = r.objective!;
    const key = normalizeName(v);
    if (/^\d+$/.test(v) || byName.has(key) || newObjectives.has(key)) continue;
    const { max } = NUMBER_BOUNDS.objectiveNumber;
    if (nextNumber > max)
      add(
        r.line,
        "objective",
        "noFreeObjectiveNumber",
        `no free objective number for "${v}" (numbers go up to ${max})`,
        { name: v, max },
      );
    newObjectives.set(key, { key, number: nextNumber++, name: v.trim(), firstLine: r.line });
  }
  const objectiveTotals = new Map<string, { total: number; line: number }>();
  const objectiveRef = (v: string, line: number): { ref: Ref; total: number | null; key: string } => {
    const numeric = /^\d+$/.test(v);
    const found = numeric ? byNumber.get(Number(v)) : byName.get(normalizeName(v));
    if (found) return { ref: { existing: found.id }, total: found.total, key: found.id };
    const key = numeric ? `#${Number(v)}` : normalizeName(v);
    if (!ctx.createMissing)
      add(line, "objective", "unknownObjective", `unknown objective "${v}" (tick "create missing" to add it)`, {
        name: v,
      });
    return { ref: { create: key }, total: null, key };
  };

  // Group seats by game number; game-level cells must agree across the rows of a game.
  const byGame = new Map<number, SeatRow[]>();
  for (const r of rows) {
    if (!byGame.has(r.game)) byGame.set(r.game, []);
    byGame.get(r.game)!.push(r);
  }

  const games: PlannedGame[] = [];
  for (const [sequence, seatRows] of [...byGame.entries()].sort((a, b) => a[0] - b[0])) {
    const first = seatRows[0];
    const before = problems.length;
    if (ctx.existingSequences.has(sequence))
      add(first.line, "game", "gameExists", `game ${sequence} already exists in this season`, { game: sequence });
    const game = {
      date: first.date,
      endReason: null as EndReason | null,
      sdadataRound: null as number | null,
      sdadataThreshold: null as number | null,
      durationMinutes: null as number | null,
      notes: null as string | null,
    };
    const seen: Record<string, number> = {};
    for (const r of seatRows)
      for (const f of GAME_FIELDS) {
        const v = r[f];
        if (v === null || v === "") continue;
        if (game[f] === null || game[f] === undefined || (f === "date" && seen[f] === undefined)) {
          (game as Record<string, unknown>)[f] = v;
          seen[f] = r.line;
        } else if (game[f] !== v)
          add(
            r.line,
            GAME_FIELD_COLUMN[f],
            "gameFieldDiffers",
            `differs from line ${seen[f]} of the same game ("${game[f]}")`,
            { game: sequence, other: seen[f] ?? first.line },
          );
      }

    // Duplicate seats: the same player, turn order or objective twice at one table.
    const seatByPlayer = new Map<string, SeatRow>();
    const seatByTurn = new Map<number, SeatRow>();
    const seatByObjective = new Map<string, SeatRow>();
    const seats: PlannedSeat[] = [];
    const resolved: {
      row: SeatRow;
      ref: Ref;
      refKey: string;
      color: string;
      objective: ReturnType<typeof objectiveRef> | null;
    }[] = [];
    for (const r of seatRows) {
      const p = playerRef(r.player, r.line, "player");
      if (!p) continue;
      const refKey = "existing" in p.ref ? p.ref.existing : `new:${p.ref.create}`;
      const dupPlayer = seatByPlayer.get(refKey);
      if (dupPlayer)
        add(
          r.line,
          "player",
          "duplicateSeat",
          `"${r.player}" already has a seat in game ${sequence} (line ${dupPlayer.line})`,
          { name: r.player, game: sequence, other: dupPlayer.line },
        );
      else seatByPlayer.set(refKey, r);
      const dupTurn = seatByTurn.get(r.turnOrder);
      if (dupTurn)
        add(
          r.line,
          "turn_order",
          "duplicateTurn",
          `turn order ${r.turnOrder} is already used in game ${sequence} (line ${dupTurn.line})`,
          { turn: r.turnOrder, game: sequence, other: dupTurn.line },
        );
      else seatByTurn.set(r.turnOrder, r);
      const objective = r.objective ? objectiveRef(r.objective, r.line) : null;
      if (objective) {
        const dupObjective = seatByObjective.get(objective.key);
        if (dupObjective)
          add(
            r.line,
            "objective",
            "duplicateObjective",
            `objective "${r.objective}" is already held at this table (line ${dupObjective.line})`,
            { name: r.objective!, other: dupObjective.line },
          );
        else seatByObjective.set(objective.key, r);
      }
      if (r.color && !(ARMY_COLORS as readonly string[]).includes(r.color))
        add(r.line, "color", "badColor", `"${r.color}" is not one of ${ARMY_COLORS.join(", ")}`, { value: r.color });
      resolved.push({ row: r, ref: p.ref, refKey, color: r.color ?? p.color, objective });
    }
    if (problems.length > before) continue;

    // Objective totals: from the objective's territories, else from the objective_total column.
    const totals = new Map<SeatRow, number>();
    for (const { row, objective } of resolved) {
      const known = objective?.total ?? null;
      if (known !== null && known > 0) {
        if (row.objectiveTotal !== null && row.objectiveTotal !== known)
          add(
            row.line,
            "objective_total",
            "totalDiffers",
            `objective "${row.objective}" is worth ${known}, not ${row.objectiveTotal}`,
            { expected: known, value: row.objectiveTotal },
          );
        totals.set(row, known);
      } else if (row.objectiveTotal === null) {
        add(
          row.line,
          "objective_total",
          "totalRequired",
          "is required when the objective has no territories on record",
          {},
        );
      } else {
        totals.set(row, row.objectiveTotal);
        if (objective && "create" in objective.ref) {
          const seenTotal = objectiveTotals.get(objective.key);
          if (seenTotal && seenTotal.total !== row.objectiveTotal)
            add(
              row.line,
              "objective_total",
              "totalDiffers",
              `objective "${row.objective}" was worth ${seenTotal.total} on line ${seenTotal.line}`,
              { expected: seenTotal.total, value: row.objectiveTotal },
            );
          else if (!seenTotal) objectiveTotals.set(objective.key, { total: row.objectiveTotal, line: row.line });
        }
      }
    }

    // Who eliminated whom: another player at the same table.
    const lineByRef = new Map(resolved.map((s) => [s.refKey, s.row.line]));
    const byName = new Map(resolved.map((s) => [normalizeName(s.row.player), s]));
    const eliminators = new Map<SeatRow, { ref: Ref; line: number } | null>();
    for (const { row } of resolved) {
      if (!row.eliminatedBy) {
        eliminators.set(row, null);
        continue;
      }
      let target = byName.get(normalizeName(row.eliminatedBy));
      if (!target) {
        const m = matchPlayer(row.eliminatedBy);
        if (m && m !== "ambiguous") target = resolved.find((s) => s.refKey === m.id);
      }
      if (!target)
        add(row.line, "eliminated_by", "eliminatorNotAtTable", `"${row.eliminatedBy}" did not play game ${sequence}`, {
          name: row.eliminatedBy,
          game: sequence,
        });
      else eliminators.set(row, { ref: target.ref, line: lineByRef.get(target.refKey)! });
    }

    // What the rules decide (issue 21): an objective held whole is completed; the eliminator was still in the game.
    for (const { row } of resolved) {
      const total = totals.get(row);
      if (
        !row.completed &&
        row.eliminatedOrder === null &&
        total !== undefined &&
        total > 0 &&
        row.objectivePoints === total
      )
        add(
          row.line,
          "completed",
          "holdsWholeObjective",
          `holds every territory of its objective (${total} of ${total}), which completes it: completed must be "yes"`,
          { game: sequence, total },
        );
      const by = eliminators.get(row);
      const eliminator = by ? resolved.find((s) => s.row.line === by.line)?.row : undefined;
      if (
        eliminator &&
        row.eliminatedOrder !== null &&
        eliminator.eliminatedOrder !== null &&
        eliminator.eliminatedOrder < row.eliminatedOrder
      )
        add(
          row.line,
          "eliminated_by",
          "eliminatorAlreadyOut",
          `"${row.eliminatedBy}" was already out (eliminated ${eliminator.eliminatedOrder}) when this player was eliminated (${row.eliminatedOrder})`,
          { name: row.eliminatedBy!, out: eliminator.eliminatedOrder, order: row.eliminatedOrder },
        );
    }
    if (problems.length > before) continue;

    // How the game ended must agree with the completed objective.
    const completers = resolved.filter((s) => s.row.completed);
    if (game.endReason === null && completers.length === 1) game.endReason = "objective";
    if (game.endReason === "objective" && completers.length === 0)
      add(
        first.line,
        "end_reason",
        "objectiveEndNeedsCompletion",
        `game ${sequence} ended by objective but no seat completed one`,
        { game: sequence },
      );
    // the last one standing holds the whole map, so its objective: completed too (checked by the ranking below)
    if (game.endReason !== null && !COMPLETING_ENDS.includes(game.endReason) && completers.length > 0)
      add(
        completers[0].row.line,
        "completed",
        "completionNeedsObjectiveEnd",
        `a completed objective ends the game: end_reason must be "objective"`,
        { game: sequence },
      );
    // the threshold is the sdadata's: asked for that ending only
    if (game.sdadataThreshold !== null && game.endReason !== "sdadata") {
      const line = seatRows.find((r) => r.sdadataThreshold !== null)!.line;
      add(
        line,
        "sdadata_threshold",
        "thresholdNeedsSdadata",
        `game ${sequence}: a sdadata threshold needs end_reason "sdadata"`,
        { game: sequence },
      );
    }
    if (problems.length > before) continue;

    // Impossible results: the scoring library validates and ranks the game.
    const input: GameInput = {
      id: `game ${sequence}`,
      playedAt: game.date,
      endReason: game.endReason,
      seats: resolved.map(({ row }) => {
        const total = totals.get(row)!;
        const points = row.objectivePoints ?? (row.completed ? total : row.eliminatedOrder !== null ? 0 : null);
        const by = eliminators.get(row);
        return {
          playerId: `L${row.line}`,
          turnOrder: row.turnOrder,
          objectivePoints: points as number,
          objectiveTotal: total,
          objectiveCompleted: row.completed,
          eliminatedOrder: row.eliminatedOrder,
          armies: row.armies,
          eliminatedBy: by ? `L${by.line}` : null,
        };
      }),
    };
    const missingPoints = input.seats.filter((s) => s.objectivePoints === null);
    for (const s of missingPoints)
      add(
        Number(s.playerId.slice(1)),
        "objective_points",
        "required",
        "is required for a seat that survived without completing",
        {},
      );
    if (missingPoints.length) continue;
    // the play of the season's game, ranked and scored as a result recorded on a phone is
    const play: Play = {
      ...columnsPlay(input.seats, game.endReason),
      game: Object.fromEntries(
        [
          ["endedRound", game.sdadataRound],
          ["sdadataThreshold", game.sdadataThreshold],
        ].filter(([, v]) => v !== null),
      ),
    };
    let scored: ScoredPlay;
    try {
      scored = scorePlay(ctx.systemId, play, ctx.rules, seasonPlaySettings(ctx.systemId, ctx.rules, null), {
        id: input.id,
        playedAt: input.playedAt,
      });
    } catch (e) {
      if (!(e instanceof ScoringInputError)) throw e;
      const names = new Map(resolved.map((s) => [`L${s.row.line}`, s.row.player]));
      for (const issue of e.issues) {
        const m = /^seats\[(\d+)\](?:\.values\.(\w+)|\.(seatOrder))?/.exec(issue.path);
        const seat = m ? resolved[Number(m[1])] : undefined;
        const text = issue.message.replace(/\bL(\d+)\b/g, (t) => names.get(t) ?? t);
        const field = m?.[3] ? "turnOrder" : (m?.[2] ?? null);
        const path = issue.path === "endedBy" ? "endReason" : issue.path;
        const column = ruleColumn(field, Boolean(seat), path, issue.message);
        add(seat?.row.line ?? first.line, column, "impossibleResult", `game ${sequence}: ${text}`, {
          game: sequence,
          detail: text,
        });
      }
      continue;
    }
    resolved.forEach(({ row, ref, color, objective }, i) => {
      const seat = input.seats[i];
      const o = scored.seats[i];
      seats.push({
        line: row.line,
        player: ref,
        playerName: row.player,
        turnOrder: row.turnOrder,
        armyColor: color,
        objective: objective?.ref ?? null,
        objectiveTotal: seat.objectiveTotal,
        objectivePoints: seat.objectivePoints,
        completed: completedObjective(ctx.systemId, o.decidedBy),
        eliminatedOrder: seat.eliminatedOrder,
        eliminatedBy: eliminators.get(row)?.ref ?? null,
        armies: seat.armies ?? null,
        rank: o.rank,
        isWinner: o.isWinner,
        decidedBy: o.decidedBy,
        points: roundPoints(o.points),
      });
    });
    games.push({
      line: first.line,
      sequence,
      playedOn: game.date,
      endReason: game.endReason,
      sdadataRound: game.sdadataRound,
      sdadataThreshold: game.sdadataThreshold,
      durationMinutes: game.durationMinutes,
      notes: game.notes,
      outcome: scored.result.result,
      seats,
    });
  }

  return {
    games,
    newPlayers: [...newPlayers.values()],
    newObjectives: [...newObjectives.values()].sort((a, b) => a.number - b.number),
    problems: sortProblems(problems),
  };
}
