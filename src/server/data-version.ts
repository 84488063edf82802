import "server-only";
import type { Tx } from "@/server/db";
import { EPOCH_SCOPE, newEpoch, versionScopes } from "@/runtime/data-version";

/**
 * Inside a write's transaction (src/server/action.ts): bumps the data version of every scope the write changed, so
 * that no cache on any instance serves an answer made before it once it has committed (decision 0055) and no derived
 * season data computed before it is reused (`l:<slug>`, read by src/server/derived.ts: one counter for both, decision
 * 0056's amendment). Scopes are taken in one order (sorted), after the write's own rows: two writes never wait for
 * each other's version crosswise.
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

/**
 * Inside the transaction of an import that (re)creates a league from its export: a new epoch for the database, so no
 * answer kept before the import matches a stamp read after it, whatever values its counters come back to
 * (src/runtime/data-version.ts, decision 0055).
 */
export async function renewDataEpoch(tx: Tx): Promise<void> {
  const version = newEpoch();
  await tx.dataVersion.upsert({
    where: { scope: EPOCH_SCOPE },
    create: { scope: EPOCH_SCOPE, version },
    update: { version },
  });
}
