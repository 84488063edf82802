import "server-only";
import type { Db, Tx } from "@/server/db";
import { versionScopes } from "@/runtime/data-version";

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

/**
 * Inside a write's transaction (src/server/action.ts): bumps the data version of every scope the write changed, so
 * that no cache on any instance serves an answer made before it once it has committed (decision 0055). Scopes are
 * taken in one order (sorted), after the write's own rows: two writes never wait for each other's version crosswise.
 */
export async function bumpDataVersions(
  tx: Tx,
  scope: { leagues: readonly string[]; users: readonly string[] },
): Promise<void> {
  for (const key of versionScopes(scope)) {
    await tx.dataVersion.upsert({
      where: { scope: key },
      create: { scope: key, version: 1 },
      update: { version: { increment: 1 } },
    });
  }
}
