import "server-only";
import { inviteStillAllowed } from "@/server/accounts/link-rights";
import { db } from "@/server/db";
import { type LeagueContext, organiserLeagueId } from "./league-context";

export type PendingInvite = {
  id: string;
  role: string;
  canRecordResults: boolean;
  playerId: string | null;
  playerName: string | null;
  expiresAt: Date;
  /** who created it (null: the creator's account is gone) */
  createdByName: string | null;
};

/** Invites of the league not yet used nor expired, with who created each (organisers only). */
export async function listPendingInvites(ctx: LeagueContext): Promise<PendingInvite[]> {
  // the access must be to this league (an organiser of another league presenting their own access is refused)
  const leagueId = organiserLeagueId(ctx);
  const rows = await db.accountToken.findMany({
    where: { leagueId, kind: "invite", usedAt: null, expiresAt: { gt: new Date() } },
    select: { id: true, role: true, canRecordResults: true, playerId: true, expiresAt: true, createdById: true },
    orderBy: { createdAt: "desc" },
  });
  const ids = rows.map((r) => r.playerId).filter((id): id is string => Boolean(id));
  const creatorIds = [...new Set(rows.map((r) => r.createdById).filter((id): id is string => Boolean(id)))];
  const [players, creators] = await Promise.all([
    ids.length
      ? db.player.findMany({ where: { leagueId, id: { in: ids } }, select: { id: true, displayName: true } })
      : [],
    creatorIds.length ? db.user.findMany({ where: { id: { in: creatorIds } }, select: { id: true, name: true } }) : [],
  ]);
  const names = new Map(players.map((p) => [p.id, p.displayName]));
  const creatorNames = new Map(creators.map((u) => [u.id, u.name]));
  return rows.map(({ createdById, ...r }) => ({
    ...r,
    playerName: r.playerId ? (names.get(r.playerId) ?? null) : null,
    createdByName: createdById ? (creatorNames.get(createdById) ?? null) : null,
  }));
}

/**
 * What the public invite page shows: the league and, if any, the player record it links to. Null for an invite whose
 * creator is no longer an organiser of the league (the same page as any dead link; decision 0035).
 */
export async function getInviteSummary(invite: {
  leagueId: string | null;
  playerId: string | null;
  role: string;
  createdById: string | null;
}) {
  if (
    !invite.leagueId ||
    !(await inviteStillAllowed(db, { createdById: invite.createdById, leagueId: invite.leagueId }))
  )
    return null;
  const [league, player] = await Promise.all([
    db.league.findUnique({ where: { id: invite.leagueId }, select: { name: true, slug: true } }),
    invite.playerId
      ? db.player.findFirst({
          where: { id: invite.playerId, leagueId: invite.leagueId, userId: null },
          select: { displayName: true },
        })
      : null,
  ]);
  return league
    ? { league, playerName: player?.displayName ?? null, role: invite.role === "organiser" ? "organiser" : "player" }
    : null;
}
