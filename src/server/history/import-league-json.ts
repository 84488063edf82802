import "server-only";
import { placeErrors, readLeagueJson } from "@/history/league-json";
import { bumpDataVersions, renewDataEpoch } from "@/server/data-version";
import type { Db } from "@/server/db";
import { importLeague, type LeagueImportResult } from "./import-league";
import { inTransaction } from "./tx";

/**
 * A league JSON file as the CLI reads it (`npm run league -- import-league <file>`): numbers exactly as written
 * (no `1e3`, nothing beyond 2^53), then the document's schema and every play's rules, all or nothing in one
 * transaction; every refusal names its line and column in the file (decision 0038).
 */
export async function importLeagueJson(db: Db, text: string): Promise<LeagueImportResult> {
  const read = readLeagueJson(text);
  if (!read.ok) return read;
  const result = await inTransaction(db, async (tx) => {
    const imported = await importLeague(tx, read.value);
    // not an action: a running server serves nothing it kept before, even when the league is restored into a wiped
    // database whose counters start again at 1 (a new epoch; decisions 0055, 0056)
    if (imported.ok) {
      await bumpDataVersions(tx, { leagues: [imported.slug], users: [] });
      await renewDataEpoch(tx);
    }
    return imported;
  });
  return result.ok ? result : { ok: false, errors: placeErrors(text, result.errors) };
}
