import "server-only";
import {
  getSystem,
  olderRecordOf,
  playedVariants,
  dealsObjectives,
  type Label,
  type Play,
  type PlaySettings,
} from "@/scoring";
import { getLeagueAccess, NotFoundError, requireResultRecorder, type LeagueAccess } from "@/server/auth/access";
import { db } from "@/server/db";
import { readPlay, seasonSettings, toPlay } from "@/server/plays/play-store";
import { canViewSeason } from "@/server/queries/seasons";

/** What the generic play form needs from a season: its system, rules and club-rule settings. */
export type PlaySeason = {
  id: string;
  edition: number;
  name: string;
  systemId: string;
  rules: string;
  settings: PlaySettings | undefined;
};

/** The league's active season of this edition when its plays are created by their result (no deal), or null. */
export async function getActivePlaySeason(leagueId: string, edition: number): Promise<PlaySeason | null> {
  const season = await db.season.findFirst({
    where: { leagueId, status: "active", edition },
    select: { id: true, edition: true, name: true, systemId: true, rules: true, systemSettings: true },
  });
  if (!season || dealsObjectives(season.systemId)) return null;
  return {
    id: season.id,
    edition: season.edition,
    name: season.name,
    systemId: season.systemId,
    rules: season.rules,
    settings: seasonSettings(season.systemId, season.systemSettings, season.rules),
  };
}

/** Active players of the league, for the seat pickers. */
export async function listActivePlayers(leagueId: string) {
  return db.player.findMany({
    where: { leagueId, active: true },
    orderBy: { displayName: "asc" },
    select: { id: true, displayName: true },
  });
}

/**
 * A stored play to correct, or a planned one (fair tables, decision 0062) to record with its seats, sides and order
 * (result recorders only); null when the game's season records RisiKo! games.
 */
export async function getPlayEntry(leagueId: string, userId: string | null, gameId: string) {
  requireResultRecorder(await getLeagueAccess(db, userId, leagueId));
  const game = await db.game.findFirst({
    where: { id: gameId, season: { leagueId } },
    select: {
      sequence: true,
      season: { select: { id: true, edition: true, name: true, systemId: true, rules: true, systemSettings: true } },
    },
  });
  if (!game) throw new NotFoundError();
  if (dealsObjectives(game.season.systemId)) return null;
  const stored = (await readPlay(db, gameId))!;
  const players = await db.player.findMany({
    where: { id: { in: stored.seats.map((s) => s.playerId) } },
    select: { id: true, displayName: true },
  });
  return {
    sequence: game.sequence,
    status: stored.status,
    season: { ...game.season, settings: stored.settings },
    players,
    existing: {
      gameId,
      version: stored.version,
      playedOn: stored.playedOn.toISOString().slice(0, 10),
      durationMinutes: stored.durationMinutes,
      notes: stored.notes,
      play: toPlay(stored) as Play,
      /** its first result is recorded, not corrected: no reason asked */
      planned: stored.status === "planned",
    },
  };
}

export type PlayResultView = {
  systemId: string;
  systemName: { it: string; en: string };
  /** the season's club-rule settings and rules edition, for "how a play is ranked" */
  settings: PlaySettings | undefined;
  outcome: string | null;
  endedBy: string | null;
  game: Record<string, unknown>;
  /** the variants played (definition ids, in definition order), named or following from a game field; [] = the standard rules */
  variants: string[];
  /** a play recorded before a rule gained fields (HOTRE's combined groups, decision 0063): what it records; else null */
  olderRecord: Label | null;
  seats: Array<{
    playerId: string;
    playerName: string;
    seatOrder: number;
    rank: number | null;
    points: number | null;
    isWinner: boolean;
    decidedBy: string | null;
    identity: Record<string, string>;
    values: Record<string, unknown>;
  }>;
};

/** A finished play for the game page (public where the season is), or null for RisiKo! games and hidden ones. */
export async function getPlayResult(access: LeagueAccess, gameId: string): Promise<PlayResultView | null> {
  const game = await db.game.findFirst({
    where: { id: gameId, season: { leagueId: access.leagueId } },
    select: { status: true, season: { select: { systemId: true, isPublic: true } } },
  });
  if (
    !game ||
    !canViewSeason(game.season, Boolean(access.role)) ||
    dealsObjectives(game.season.systemId) ||
    game.status !== "finished"
  )
    return null;
  const stored = (await readPlay(db, gameId))!;
  const names = new Map(
    (
      await db.player.findMany({
        where: { id: { in: stored.seats.map((s) => s.playerId) } },
        select: { id: true, displayName: true },
      })
    ).map((p) => [p.id, p.displayName]),
  );
  const system = getSystem(stored.systemId);
  return {
    systemId: stored.systemId,
    systemName: system.name,
    settings: stored.settings,
    outcome: stored.outcome,
    endedBy: stored.endedBy,
    game: stored.game,
    variants: playedVariants(system, stored.game, stored.variants),
    olderRecord: olderRecordOf(system, toPlay(stored))?.label ?? null,
    seats: stored.seats
      .map((s) => ({
        playerId: s.playerId,
        playerName: names.get(s.playerId) ?? "",
        seatOrder: s.seatOrder,
        rank: s.rank,
        points: s.points,
        isWinner: s.isWinner,
        decidedBy: s.decidedBy,
        identity: s.identity,
        values: s.values,
      }))
      .sort((a, b) => (a.rank ?? 99) - (b.rank ?? 99) || a.seatOrder - b.seatOrder),
  };
}
