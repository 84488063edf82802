import "server-only";
import { parseRules, dealsObjectives, type GameInput, type ScoringRules } from "@/scoring";
import { db } from "@/server/db";
import { memo } from "@/server/derived";

export type SeasonPlayer = { id: string; displayName: string; armyName: string | null; armyColor: string };
/** systemId: the season's game system (src/scoring/systems/registry.ts) */
export type SeasonInfo = {
  id: string;
  edition: number;
  name: string;
  year: number;
  plannedGames: number;
  status: string;
  isPublic: boolean;
  systemId: string;
  /** the season's club-rule settings (JSON text, checked where read), shown with its rules */
  systemSettings: string | null;
};
export type SeasonGame = GameInput & { sequence: number };
export type SeasonData = {
  season: SeasonInfo;
  rules: ScoringRules;
  games: SeasonGame[];
  players: Map<string, SeasonPlayer>;
};

type Row = {
  seasonId: string;
  edition: number | bigint;
  name: string;
  year: number | bigint;
  plannedGames: number | bigint;
  status: string;
  isPublic: number | bigint | boolean;
  rules: string;
  systemId: string;
  systemSettings: string | null;
  outcome: string | null;
  rank: number | bigint | null;
  gameId: string | null;
  sequence: number | bigint | null;
  playedOn: Date | string | number | null;
  endReason: string | null;
  durationMinutes: number | bigint | null;
  sdadataRound: number | bigint | null;
  playerId: string | null;
  turnOrder: number | bigint | null;
  objectiveId: string | null;
  objectiveTotal: number | bigint | null;
  objectivePoints: number | bigint | null;
  objectiveCompleted: number | bigint | boolean | null;
  eliminatedOrder: number | bigint | null;
  eliminatedById: string | null;
  armies: number | bigint | null;
  displayName: string | null;
  armyName: string | null;
  armyColor: string | null;
};

const num = (v: number | bigint | null) => (v === null ? null : Number(v));
const iso = (v: Date | string | number) =>
  (v instanceof Date ? v : new Date(typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v)).toISOString();

/**
 * Standard SQL with quoted identifiers (valid on SQLite and PostgreSQL).
 * A season with every FINISHED game, its seats and players, in ONE SQL query (the leaderboard's
 * budget). Void, planned and dealt games are left out, so their objectives never leave the database;
 * the objectives of finished games are public (docs/decisions/0005-recording-results.md).
 */
export function loadSeasonData(leagueId: string, edition: number): Promise<SeasonData | null> {
  // kept until the next write in the server (decision 0029); callers must not mutate it
  return memo(`season-data ${leagueId} ${edition}`, () => readSeasonData(leagueId, edition), leagueId);
}

async function readSeasonData(leagueId: string, edition: number): Promise<SeasonData | null> {
  const rows = await db.$queryRaw<Row[]>`
    SELECT s."id" AS "seasonId", s."edition", s."name", s."year", s."plannedGames", s."status", s."isPublic", s."rules", s."systemId", s."systemSettings", g."outcome", st."rank",
           g."id" AS "gameId", g."sequence", g."playedOn", COALESCE(g."endReason", g."endedBy") AS "endReason", g."durationMinutes", g."sdadataRound",
           st."playerId", st."turnOrder", st."objectiveId", st."objectiveTotal", st."objectivePoints", st."objectiveCompleted",
           st."eliminatedOrder", st."eliminatedById", st."armies",
           p."displayName", p."armyName", p."armyColor"
    FROM "Season" s
    LEFT JOIN "Game" g ON g."seasonId" = s."id" AND g."status" = 'finished'
    LEFT JOIN "Seat" st ON st."gameId" = g."id"
    LEFT JOIN "Player" p ON p."id" = st."playerId"
    WHERE s."leagueId" = ${leagueId} AND s."edition" = ${edition}
    ORDER BY g."playedOn", g."id", st."turnOrder"`;
  if (rows.length === 0) return null;
  const first = rows[0];
  const season: SeasonInfo = {
    id: first.seasonId,
    edition: Number(first.edition),
    name: first.name,
    year: Number(first.year),
    plannedGames: Number(first.plannedGames),
    status: first.status,
    isPublic: Boolean(Number(first.isPublic)),
    systemId: first.systemId,
    systemSettings: first.systemSettings,
  };
  // other systems: the game comes ranked by its system (rankPlay, when it was saved); the season formula reads ranks and the result
  const ranked = !dealsObjectives(first.systemId);
  const games = new Map<string, SeasonGame>();
  const players = new Map<string, SeasonPlayer>();
  for (const r of rows) {
    if (!r.gameId || !r.playerId) continue;
    let game = games.get(r.gameId);
    if (!game) {
      game = {
        id: r.gameId,
        sequence: Number(r.sequence),
        playedAt: iso(r.playedOn!),
        endReason: r.endReason,
        durationMinutes: num(r.durationMinutes),
        seats: [],
      };
      if (r.sdadataRound !== null) game.sdadataRound = num(r.sdadataRound);
      if (ranked) game.result = (r.outcome ?? "win") as SeasonGame["result"];
      games.set(r.gameId, game);
    }
    game.seats.push({
      playerId: r.playerId,
      turnOrder: Number(r.turnOrder),
      objectiveId: r.objectiveId,
      objectiveTotal: num(r.objectiveTotal) ?? 0,
      objectivePoints: num(r.objectivePoints) ?? 0,
      objectiveCompleted: Boolean(Number(r.objectiveCompleted)),
      eliminatedOrder: num(r.eliminatedOrder),
      eliminatedBy: r.eliminatedById,
      armies: num(r.armies),
      ...(ranked ? { rank: num(r.rank) ?? undefined } : {}),
    });
    if (!players.has(r.playerId))
      players.set(r.playerId, {
        id: r.playerId,
        displayName: r.displayName!,
        armyName: r.armyName,
        armyColor: r.armyColor!,
      });
  }
  return { season, rules: parseRules(JSON.parse(first.rules)), games: [...games.values()], players };
}
