import "server-only";
import type { Db } from "@/server/db";

type Writer = Pick<Db, "league">;

/**
 * Marks a write in the leagues `slugs` (or by id): the derived data kept by version (src/server/derived.ts) is
 * computed again at the next read. Called inside the write's transaction, by defineAction for every action and by
 * write paths outside actions (the CLI's import); decision 0056.
 */
export async function bumpDataVersion(tx: Writer, slugs: readonly string[]) {
  if (slugs.length === 0) return;
  await tx.league.updateMany({ where: { slug: { in: [...slugs] } }, data: { dataVersion: { increment: 1 } } });
}

export async function bumpDataVersionById(tx: Writer, leagueId: string) {
  await tx.league.updateMany({ where: { id: leagueId }, data: { dataVersion: { increment: 1 } } });
}
