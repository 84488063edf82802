import "server-only";
import type { Tx } from "@/server/db";
import { versionScopes } from "@/runtime/data-version";

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
