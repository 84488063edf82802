import "server-only";
import { audit } from "@/server/audit";
import type { Tx } from "@/server/db";

/**
 * A new player linked to an account: "Gioco anch'io", the creator of a new league (first run or /leagues/new), and the
 * member who joins by a player's invite that names no player. A new player has no seat, so no card can have been dealt
 * before this link (decision 0033). The name defaults to the account's name; the colour is the first one (the player
 * form changes both).
 */
export async function createCreatorPlayer(
  tx: Tx,
  args: { leagueId: string; userId: string; playerName?: string; accountName: string },
) {
  const displayName = (args.playerName || args.accountName).trim().slice(0, 60);
  const player = await tx.player.create({
    data: { leagueId: args.leagueId, userId: args.userId, displayName, armyColor: "blu" },
  });
  await audit(tx, {
    leagueId: args.leagueId,
    actorUserId: args.userId,
    action: "player.create",
    entityType: "Player",
    entityId: player.id,
    after: player,
  });
  return player;
}
