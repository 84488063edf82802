import "server-only";
import type { Db } from "@/server/db";

export type Role = "organiser" | "player";
export type LeagueAccess = {
  leagueId: string;
  role: Role | null; // null = not a member
  canRecordResults: boolean;
  playerId: string | null; // the player linked to this user in the league
};

export class ForbiddenError extends Error {
  constructor(message = "forbidden") {
    super(message);
  }
}
export class NotFoundError extends Error {
  constructor(message = "notFound") {
    super(message);
  }
}

export async function getLeagueAccess(db: Db, userId: string | null, leagueId: string): Promise<LeagueAccess> {
  if (!userId) return { leagueId, role: null, canRecordResults: false, playerId: null };
  const [membership, player] = await Promise.all([
    db.membership.findUnique({ where: { userId_leagueId: { userId, leagueId } } }),
    db.player.findFirst({ where: { leagueId, userId }, select: { id: true } }),
  ]);
  const role = (membership?.role as Role | undefined) ?? null;
  return {
    leagueId,
    role,
    canRecordResults: role === "organiser" || (role === "player" && membership!.canRecordResults),
    playerId: role ? (player?.id ?? null) : null,
  };
}

export function requireOrganiser(access: LeagueAccess): void {
  if (access.role !== "organiser") throw new ForbiddenError("organiserOnly");
}
export function requireMember(access: LeagueAccess): void {
  if (!access.role) throw new ForbiddenError("membersOnly");
}
export function requireResultRecorder(access: LeagueAccess): void {
  if (!access.canRecordResults) throw new ForbiddenError("recorderOnly");
}
