import "server-only";
import { ActionError } from "@/server/action";
import { audit } from "@/server/audit";
import type { Tx } from "@/server/db";
import { lockLeague } from "@/server/league-lock";
import { createCreatorPlayer } from "./creator-player";
import { dropOrganiserResetLinks, inviteStillAllowed } from "./link-rights";

type Invite = {
  id: string;
  leagueId: string;
  playerId: string | null;
  role: string;
  canRecordResults: boolean;
  createdById: string | null;
};

/**
 * The membership an invite gives (an existing one keeps the higher role and rights), and the invite's player record
 * linked to the account when that player still has no login and the account no player in the league.
 * An invite whose creator is no longer an organiser of the league is refused like any dead link, and joining a new
 * league ends the reset links organisers issued for the account (decision 0035). An organiser of the league who
 * accepts a player's invite with his own account is recorded as having linked it (Player.linkedById, decision 0033).
 */
export async function joinLeague(tx: Tx, invite: Invite, userId: string) {
  if (!(await inviteStillAllowed(tx, invite))) throw new ActionError("linkInvalid");
  const role = invite.role === "organiser" ? "organiser" : "player";
  const before = await tx.membership.findUnique({ where: { userId_leagueId: { userId, leagueId: invite.leagueId } } });
  const membership = before
    ? await tx.membership.update({
        where: { id: before.id },
        data: {
          role: before.role === "organiser" ? "organiser" : role,
          canRecordResults: before.canRecordResults || invite.canRecordResults,
        },
      })
    : await tx.membership.create({
        data: { userId, leagueId: invite.leagueId, role, canRecordResults: invite.canRecordResults },
      });
  if (!before) await dropOrganiserResetLinks(tx, userId);
  let playerId: string | null = null;
  if (
    !invite.playerId &&
    role === "player" &&
    !(await tx.player.count({ where: { leagueId: invite.leagueId, userId } }))
  ) {
    // a player's invite names no player: the new member becomes one, named as their account (the organiser renames)
    const { name } = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { name: true } });
    // two members of the same name joining at once: the second waits here and then takes "name 2"
    await lockLeague(tx, invite.leagueId);
    const displayName = await freePlayerName(tx, invite.leagueId, name);
    playerId = (await createCreatorPlayer(tx, { leagueId: invite.leagueId, userId, accountName: displayName })).id;
  } else if (invite.playerId) {
    const hasPlayer = await tx.player.count({ where: { leagueId: invite.leagueId, userId } });
    const { count } = hasPlayer
      ? { count: 0 }
      : await tx.player.updateMany({
          where: { id: invite.playerId, leagueId: invite.leagueId, userId: null },
          // an organiser of the league taking a player's invite himself links his own account: the table is told so
          data: { userId, linkedById: before?.role === "organiser" ? userId : null },
        });
    if (count) playerId = invite.playerId;
  }
  await audit(tx, {
    leagueId: invite.leagueId,
    actorUserId: userId,
    action: "member.join",
    entityType: "Membership",
    entityId: membership.id,
    before: before ?? undefined,
    after: { role: membership.role, canRecordResults: membership.canRecordResults, playerId, inviteId: invite.id },
  });
  return tx.league.findUniqueOrThrow({ where: { id: invite.leagueId }, select: { slug: true } });
}

/** `name`, or "name 2", "name 3" … when a player of the league already has it (player names are unique in a league). */
async function freePlayerName(tx: Tx, leagueId: string, name: string): Promise<string> {
  const base = name.trim().slice(0, 56) || "?";
  const taken = new Set(
    (
      await tx.player.findMany({
        where: { leagueId, displayName: { startsWith: base } },
        select: { displayName: true },
      })
    ).map((p) => p.displayName),
  );
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base} ${n}`;
  return candidate;
}
