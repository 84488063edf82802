import "server-only";
import { createHash } from "node:crypto";
import { gameMovement } from "@/scoring";
import { rememberLeague } from "@/runtime/member-cache";
import { memo } from "@/server/derived";
import { db } from "@/server/db";
import { type Caller, organiserLeagueId } from "./league-context";
import { loadSeasonData } from "./season-data";
import type { GameRecap } from "./recap";

/**
 * Revocable links to one finished night's recap, for anyone holding them (issue 22 §5, decision 0050). What they show is
 * the night's results only — podium, points, how it ended, eliminations, the standings movement — never an objective
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
export type SharedRecap = {
  leagueName: string;
  result: {
    game: Omit<GameRecap["result"]["game"], "notes" | "version" | "voidedFromStatus" | "status">;
    seats: SharedSeat[];
    players: Record<string, string>;
  };
  season: GameRecap["season"];
  movement: GameRecap["movement"];
  players: GameRecap["players"];
};

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
    select: { gameId: true, leagueId: true, createdById: true, league: { select: { name: true, slug: true } } },
  });
  if (!share) return null;
  const creator = await db.membership.findUnique({
    where: { userId_leagueId: { userId: share.createdById, leagueId: share.leagueId } },
    select: { role: true },
  });
  if (creator?.role !== "organiser") return null;
  rememberLeague(share.league.slug, share.leagueId);
  const recap = await memo(
    `shared-recap ${share.leagueId} ${share.gameId}`,
    () => computeSharedRecap(share.leagueId, share.gameId),
    share.leagueId,
  );
  return recap && { ...recap, leagueName: share.league.name };
}

async function computeSharedRecap(leagueId: string, gameId: string): Promise<Omit<SharedRecap, "leagueName"> | null> {
  const game = await db.game.findFirst({
    where: { id: gameId, status: "finished", season: { leagueId } },
    select: {
      id: true,
      sequence: true,
      playedOn: true,
      endReason: true,
      sdadataRound: true,
      sdadataThreshold: true,
      durationMinutes: true,
      endedBy: true,
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
    },
  });
  if (!game) return null;
  const data = await loadSeasonData(leagueId, game.season.edition);
  const movement = data && gameMovement(data.games, data.rules, gameId);
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

/** The game's active share links, for its organisers (the token is never stored, so never shown again). */
export async function listRecapShares(ctx: Caller, gameId: string): Promise<RecapShareRow[]> {
  const leagueId = organiserLeagueId(ctx);
  const rows = await db.recapShare.findMany({
    where: { leagueId, gameId },
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
