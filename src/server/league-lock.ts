import "server-only";
import type { Tx } from "@/server/db";

/**
 * Takes the league's row for the rest of the transaction (an update that changes nothing): another transaction that
 * takes it waits here, then reads what this one wrote. For what a league keeps unique and a writer chooses after
 * reading (a free player name, the games of an import).
 */
export async function lockLeague(tx: Tx, leagueId: string): Promise<string> {
  const { slug } = await tx.league.findUniqueOrThrow({ where: { id: leagueId }, select: { slug: true } });
  await tx.league.updateMany({ where: { id: leagueId }, data: { slug } });
  return slug;
}
