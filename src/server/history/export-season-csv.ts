import "server-only";
import { serializeCsv } from "@/history/csv";
import { SEASON_COLUMNS } from "@/history/season-csv";
import { playCsvRows } from "@/history/play-csv";
import {
  computeStandings,
  getSystem,
  parseRules,
  rankedGameInput,
  dealsObjectives,
  roundPoints,
  seatInputOf,
  unpackGameValues,
  type GameInput,
  type Value,
} from "@/scoring";
import { NotFoundError } from "@/server/auth/access";
import type { Db } from "@/server/db";

export type SeasonCsvKind = "results" | "standings";

export const STANDINGS_COLUMNS = [
  "rank",
  "player",
  "points",
  "games_played",
  "games_counted",
  "wins",
  "podiums",
  "best_game",
  "objective_points",
  "completions",
  "eliminations",
  "qualified",
] as const;

/**
 * A season as CSV. "results": one row per seat of each FINISHED game, in the import template's columns
 * (so the file can be imported elsewhere; rank and points are recomputed there). "standings": the
 * season table computed by src/scoring. Games that are not finished are left out, so no objective of
 * an unfinished game can appear.
 */
export async function exportSeasonCsv(db: Db, leagueId: string, edition: number, kind: SeasonCsvKind): Promise<string> {
  const season = await db.season.findUnique({
    where: { leagueId_edition: { leagueId, edition } },
    select: { id: true, rules: true, systemId: true },
  });
  if (!season) throw new NotFoundError();
  const [players, objectives, games, held] = await Promise.all([
    db.player.findMany({ where: { leagueId }, select: { id: true, displayName: true } }),
    db.objective.findMany({ where: { seasonId: season.id }, select: { id: true, number: true } }),
    db.game.findMany({
      where: { seasonId: season.id, status: "finished" },
      orderBy: { sequence: "asc" },
      include: { seats: { orderBy: { turnOrder: "asc" } } },
    }),
    // objectiveId is a secret only while a game is unfinished: selected for finished games only.
    db.seat.findMany({
      where: { game: { seasonId: season.id, status: "finished" } },
      select: { id: true, objectiveId: true },
    }),
  ]);
  const objectiveOf = new Map(held.map((s) => [s.id, s.objectiveId]));
  const name = new Map(players.map((p) => [p.id, p.displayName]));
  const number = new Map(objectives.map((o) => [o.id, o.number]));
  const date = (d: Date) => d.toISOString().slice(0, 10);

  const plays = !dealsObjectives(season.systemId);
  const json = <T>(text: string | null, empty: T): T => (text ? (JSON.parse(text) as T) : empty);
  if (kind === "results" && plays) {
    // other systems: the columns come from the definition (docs/import-format.md, "Other game systems")
    return serializeCsv(
      playCsvRows(
        getSystem(season.systemId),
        games.map((g) => ({
          sequence: g.sequence,
          date: date(g.playedOn),
          endedBy: g.endedBy,
          endedAt: g.endedAt,
          ...unpackGameValues(json<Record<string, Value>>(g.values, {})),
          durationMinutes: g.durationMinutes,
          notes: g.notes,
          seats: g.seats.map((s) => ({
            player: name.get(s.playerId) ?? s.playerId,
            seatOrder: s.turnOrder,
            identity: json<Record<string, string>>(s.identity, {}),
            values: json<Record<string, Value>>(s.values, {}),
            rank: s.rank,
            points: s.points,
          })),
        })),
      ),
    );
  }
  if (kind === "results") {
    const rows = games.flatMap((g) =>
      g.seats.map((s) => {
        const cells: Record<(typeof SEASON_COLUMNS)[number], string | number | null> = {
          game: g.sequence,
          date: date(g.playedOn),
          player: name.get(s.playerId) ?? s.playerId,
          turn_order: s.turnOrder,
          color: s.armyColor,
          objective: number.get(objectiveOf.get(s.id) ?? "") ?? null,
          objective_total: s.objectiveTotal,
          objective_points: s.objectivePoints,
          completed: s.objectiveCompleted ? "yes" : "no",
          eliminated_order: s.eliminatedOrder,
          eliminated_by: s.eliminatedById ? (name.get(s.eliminatedById) ?? null) : null,
          armies: s.armies,
          end_reason: g.endReason,
          sdadata_round: g.sdadataRound,
          sdadata_threshold: g.sdadataThreshold,
          duration_minutes: g.durationMinutes,
          notes: g.notes,
          rank: s.rank,
          points: s.points,
        };
        return SEASON_COLUMNS.map((c) => cells[c]);
      }),
    );
    return serializeCsv([[...SEASON_COLUMNS], ...rows]);
  }

  const inputs: GameInput[] = games.map((g) =>
    plays
      ? rankedGameInput(
          { id: g.id, playedAt: g.playedOn.toISOString(), endReason: g.endedBy, durationMinutes: g.durationMinutes },
          g.seats.map((s) => ({ playerId: s.playerId, seatOrder: s.turnOrder, rank: s.rank ?? 1 })),
          (g.outcome ?? "win") as "win" | "sharedWin" | "draw",
        )
      : {
          id: g.id,
          playedAt: g.playedOn.toISOString(),
          endReason: g.endReason,
          durationMinutes: g.durationMinutes,
          seats: g.seats.map(seatInputOf),
        },
  );
  const standings = computeStandings(inputs, parseRules(season.rules));
  // other systems: a draws column after wins (a draw is neither a win nor a loss)
  const withDraws = (cells: (string | number)[]) =>
    plays ? [...cells.slice(0, 6), ...cells.slice(6)] : cells.filter((_, i) => i !== 6);
  return serializeCsv([
    withDraws([...STANDINGS_COLUMNS.slice(0, 6), "draws", ...STANDINGS_COLUMNS.slice(6)]),
    ...standings.map((r) =>
      withDraws([
        r.rank,
        name.get(r.playerId) ?? r.playerId,
        roundPoints(r.points),
        r.gamesPlayed,
        r.gamesCounted,
        r.wins,
        r.draws,
        r.podiums,
        roundPoints(r.bestGame),
        r.objectivePoints,
        r.completions,
        r.eliminations,
        r.qualified ? "yes" : "no",
      ]),
    ),
  ]);
}
