import "server-only";
// The finished plays of the seasons a caller may see, in the shape the per-system statistics read
// (src/scoring/statistics/system-*.ts). Visibility is checked here, where the data is read: members see
// every season of their league, visitors only public ones (canViewSeason).
import { parseJsonObject, seatIdentity, seatValues } from "@/server/plays/play-store";
import { unpackGameValues, type RecordedPlay, type Value } from "@/scoring";
import { db } from "@/server/db";
import { memo } from "@/server/derived";
import type { Caller } from "@/server/queries/league-context";
import { canViewSeason } from "@/server/queries/seasons";

export type SystemSeason = {
  id: string;
  edition: number;
  name: string;
  year: number;
  status: string;
  systemId: string;
  plannedGames: number;
};
export type PlayerName = { displayName: string; armyColor: string };

const seasonSelect = {
  id: true,
  edition: true,
  name: true,
  year: true,
  status: true,
  systemId: true,
  plannedGames: true,
  isPublic: true,
} as const;

/** The league's seasons the caller may see, newest edition first (optionally of one system). */
export async function visibleSeasons(ctx: Caller, systemId?: string): Promise<SystemSeason[]> {
  const member = Boolean(ctx.access.role) && ctx.access.leagueId === ctx.league.id;
  const seasons = await db.season.findMany({
    where: { leagueId: ctx.league.id, ...(systemId ? { systemId } : {}) },
    select: seasonSelect,
    orderBy: { edition: "desc" },
  });
  return seasons
    .filter((s) => canViewSeason(s, member))
    .map((s) => ({
      id: s.id,
      edition: s.edition,
      name: s.name,
      year: s.year,
      status: s.status,
      systemId: s.systemId,
      plannedGames: s.plannedGames,
    }));
}

type SeatRow = Parameters<typeof seatValues>[1] & {
  playerId: string;
  turnOrder: number;
  armyColor: string;
  identity: string | null;
  rank: number | null;
  isWinner: boolean;
  decidedBy: string | null;
};

/**
 * A seat as rankPlay saw it, read by the store's one mapping (a RisiKo! seat's values from its columns, its colour from
 * its army). A game saved before seasons of any system has no stored outcome: its winner is rank 1, as it was ranked.
 */
function seatOf(s: SeatRow, systemId: string, older: boolean) {
  return {
    playerId: s.playerId,
    seatOrder: s.turnOrder,
    identity: seatIdentity(systemId, s),
    values: seatValues(systemId, s),
    rank: s.rank ?? 0,
    isWinner: older ? s.rank === 1 : s.isWinner,
    decidedBy: s.decidedBy,
  };
}

/** Finished plays of the given seasons, in the order they were played, by season id (each season kept until the next write). */
export async function loadRecordedPlays(
  leagueId: string,
  seasonIds: readonly string[],
): Promise<Map<string, RecordedPlay[]>> {
  const plays = await Promise.all(
    seasonIds.map((id) => memo(`recorded-plays ${id}`, async () => (await readRecordedPlays([id])).get(id)!, leagueId)),
  );
  return new Map(seasonIds.map((id, i) => [id, plays[i]]));
}

async function readRecordedPlays(seasonIds: readonly string[]): Promise<Map<string, RecordedPlay[]>> {
  const out = new Map<string, RecordedPlay[]>(seasonIds.map((id) => [id, []]));
  if (seasonIds.length === 0) return out;
  const finished = { seasonId: { in: [...seasonIds] }, status: "finished" };
  // Seats are read by their games' season, not by a list of game ids (Prisma's include would bind one parameter
  // per game, beyond SQLite's limit for a season of a few thousand games).
  const [games, seatRows] = await Promise.all([
    db.game.findMany({
      where: finished,
      orderBy: [{ playedOn: "asc" }, { sequence: "asc" }],
      select: {
        id: true,
        seasonId: true,
        sequence: true,
        endedBy: true,
        endReason: true,
        endedAt: true,
        values: true,
        outcome: true,
        season: { select: { systemId: true } },
      },
    }),
    db.seat.findMany({
      where: { game: finished },
      orderBy: [{ gameId: "asc" }, { turnOrder: "asc" }],
      select: {
        gameId: true,
        playerId: true,
        turnOrder: true,
        armyColor: true,
        identity: true,
        values: true,
        rank: true,
        isWinner: true,
        decidedBy: true,
        objectivePoints: true,
        objectiveTotal: true,
        objectiveCompleted: true,
        eliminatedOrder: true,
        eliminatedById: true,
        armies: true,
      },
    }),
  ]);
  const seatsOf = new Map<string, SeatRow[]>();
  for (const s of seatRows) {
    const list = seatsOf.get(s.gameId);
    if (list) list.push(s);
    else seatsOf.set(s.gameId, [s]);
  }
  for (const g of games) {
    const seats = (seatsOf.get(g.id) ?? []).map((s) => seatOf(s, g.season.systemId, g.outcome === null));
    const result: RecordedPlay["result"] =
      (g.outcome as RecordedPlay["result"] | null) ??
      (seats.filter((s) => s.rank === 1).length > 1 ? "sharedWin" : "win");
    out.get(g.seasonId)!.push({
      id: g.id,
      endedBy: g.endedBy ?? g.endReason,
      endedAt: g.endedAt,
      ...unpackGameValues(parseJsonObject<Value>(g.values)),
      result,
      seats,
    });
  }
  return out;
}

/** Names and colours of the league's players, by id (for tables and charts). */
export function playerNames(leagueId: string): Promise<Record<string, PlayerName>> {
  return memo(`player-names ${leagueId}`, () => readPlayerNames(leagueId), leagueId);
}

async function readPlayerNames(leagueId: string): Promise<Record<string, PlayerName>> {
  const players = await db.player.findMany({
    where: { leagueId },
    select: { id: true, displayName: true, armyColor: true },
  });
  return Object.fromEntries(players.map((p) => [p.id, { displayName: p.displayName, armyColor: p.armyColor }]));
}
