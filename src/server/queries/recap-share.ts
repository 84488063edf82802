import "server-only";
import { createHash } from "node:crypto";
import { gameMovement } from "@/scoring";
import { memo } from "@/server/derived";
import { db } from "@/server/db";
import { type Caller, organiserLeagueId } from "./league-context";
import { nightDay } from "./night-day";
import { loadSeasonData } from "./season-data";
import type { GameRecap } from "./recap";

/**
 * Revocable links to one finished game's recap, for anyone holding them (decision 0050): the page shows the game's
 * night (its other tables as `computeSharedRecap` allows). What they show is the night's results only — podium, points, how it ended, eliminations, the standings movement — never an objective
 * (not even the finished game's, which members see), the notes or the audit trail.
 */

/** 32 random bytes, base64url: the same shape as every other link of the app. */
export const RECAP_SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const recapShareHash = (token: string) =>
  createHash("sha256").update(`recap-share:${token}`, "utf8").digest("hex");

type SharedSeat = Pick<
  GameRecap["result"]["seats"][number],
  | "id"
  | "playerId"
  | "playerName"
  | "armyColor"
  | "turnOrder"
  | "rank"
  | "points"
  | "objectiveCompleted"
  | "eliminatedOrder"
  | "eliminatedByName"
>;
/** One table of a shared night: its results only. */
export type SharedTable = {
  result: {
    game: Omit<GameRecap["result"]["game"], "notes" | "version" | "voidedFromStatus" | "status">;
    seats: SharedSeat[];
    players: Record<string, string>;
  };
  season: GameRecap["season"];
  movement: GameRecap["movement"];
  players: GameRecap["players"];
};
/** The shared game's table (at the top level, as the link names it), then `tables`: the whole night, it first. */
export type SharedRecap = SharedTable & { leagueName: string; tables: SharedTable[] };

/**
 * The recap behind a share link, or null: unknown or revoked token, a creator who no longer organises the league
 * (links end with their rights, decision 0035), a game that is no longer finished (voided). The token is looked up on
 * every request (revoking takes effect at once); the recap itself is computed once per write in the league (memo),
 * linear in the season's games like the members' recap.
 */
export async function getSharedRecap(token: string): Promise<SharedRecap | null> {
  if (!RECAP_SHARE_TOKEN.test(token)) return null;
  const share = await db.recapShare.findUnique({
    where: { tokenHash: recapShareHash(token) },
    select: { gameId: true, leagueId: true, createdById: true, league: { select: { name: true } } },
  });
  if (!share) return null;
  const creator = await db.membership.findUnique({
    where: { userId_leagueId: { userId: share.createdById, leagueId: share.leagueId } },
    select: { role: true },
  });
  if (creator?.role !== "organiser") return null;
  const recap = await memo(
    `shared-recap ${share.leagueId} ${share.gameId}`,
    () => computeSharedRecap(share.leagueId, share.gameId),
    share.leagueId,
  );
  return recap && { ...recap, leagueName: share.league.name };
}

const SHARED_GAME_SELECT = {
  id: true,
  sequence: true,
  playedOn: true,
  endReason: true,
  sdadataRound: true,
  sdadataThreshold: true,
  durationMinutes: true,
  endedBy: true,
  seasonId: true,
  season: { select: { edition: true } },
  seats: {
    orderBy: { turnOrder: "asc" },
    select: {
      id: true,
      playerId: true,
      armyColor: true,
      turnOrder: true,
      rank: true,
      points: true,
      objectiveCompleted: true,
      eliminatedOrder: true,
      player: { select: { displayName: true } },
      eliminatedBy: { select: { displayName: true } },
    },
  },
} as const;
type SharedGameRow = NonNullable<Awaited<ReturnType<typeof readSharedGame>>>;
const readSharedGame = (leagueId: string, gameId: string) =>
  db.game.findFirst({ where: { id: gameId, status: "finished", season: { leagueId } }, select: SHARED_GAME_SELECT });

/**
 * The shared game's night: the shared game, then the league's other finished games of its date whose season the link
 * may show: the shared game's own season (the organiser shared its results, also in a members-only season) and the
 * seasons anyone may see. A table of another members-only season stays out, as it stays out of every page a visitor
 * can open. Reads the games of that date only.
 */
async function computeSharedRecap(leagueId: string, gameId: string): Promise<Omit<SharedRecap, "leagueName"> | null> {
  const game = await readSharedGame(leagueId, gameId);
  if (!game) return null;
  const shared = await sharedTable(leagueId, game);
  if (!shared) return null;
  const others = await db.game.findMany({
    where: {
      id: { not: gameId },
      status: "finished",
      playedOn: nightDay(game.playedOn).where,
      season: { leagueId },
      OR: [{ seasonId: game.seasonId }, { season: { isPublic: true } }],
    },
    orderBy: [{ season: { edition: "asc" } }, { sequence: "asc" }],
    select: SHARED_GAME_SELECT,
  });
  const rest = await Promise.all(others.map((g) => sharedTable(leagueId, g)));
  return { ...shared, tables: [shared, ...rest.filter((t): t is SharedTable => t !== null)] };
}

async function sharedTable(leagueId: string, game: SharedGameRow): Promise<SharedTable | null> {
  const data = await loadSeasonData(leagueId, game.season.edition);
  const movement = data && gameMovement(data.games, data.rules, game.id);
  if (!data || !movement) return null;
  const seats = game.seats.map((s) => ({
    id: s.id,
    playerId: s.playerId,
    playerName: s.player.displayName,
    armyColor: s.armyColor,
    turnOrder: s.turnOrder,
    rank: s.rank,
    points: s.points,
    objectiveCompleted: s.objectiveCompleted,
    eliminatedOrder: s.eliminatedOrder,
    eliminatedByName: s.eliminatedBy?.displayName ?? null,
  }));
  return {
    result: {
      game: {
        id: game.id,
        sequence: game.sequence,
        playedOn: game.playedOn.toISOString(),
        endReason: game.endReason,
        sdadataRound: game.sdadataRound,
        sdadataThreshold: game.sdadataThreshold,
        durationMinutes: game.durationMinutes,
        endedBy: game.endedBy,
      },
      seats,
      players: Object.fromEntries(seats.map((s) => [s.playerId, s.playerName])),
    },
    season: data.season,
    movement,
    players: Object.fromEntries(data.players),
  };
}

export type RecapShareRow = { id: string; createdAt: Date; createdByName: string | null };

/**
 * The active share links of these games (a night's tables: each link shows the whole night), for the league's
 * organisers (the token is never stored, so never shown again).
 */
export async function listRecapShares(ctx: Caller, gameIds: string[]): Promise<RecapShareRow[]> {
  const leagueId = organiserLeagueId(ctx);
  const rows = await db.recapShare.findMany({
    where: { leagueId, gameId: { in: gameIds } },
    orderBy: { createdAt: "asc" },
    select: { id: true, createdAt: true, createdById: true },
  });
  const users = await db.user.findMany({
    where: { id: { in: [...new Set(rows.map((r) => r.createdById))] } },
    select: { id: true, name: true },
  });
  const names = new Map(users.map((u) => [u.id, u.name]));
  return rows.map((r) => ({ id: r.id, createdAt: r.createdAt, createdByName: names.get(r.createdById) ?? null }));
}
