import "server-only";
import { EPOCH_SCOPE } from "@/runtime/data-version";
import { db } from "@/server/db";
import { derivedState as state } from "@/server/derived-state";

// Derived season data (standings, statistics, game lists, player lines) kept by the league's data version: the
// `DataVersion` row `l:<slug>`, bumped in the transaction of every write in the league (defineAction, the CLI's import),
// the same counter the caches in front of the pages read (decision 0055; one counter, decision 0056's amendment).
// It needs no write in this process to be dropped and no time limit: a value is served only for the version it was
// computed at, read from the database before the data, so a write made by another instance or by the CLI shows at
// the next request, and the member-page cache can be off (MEMBER_CACHE_SECONDS=0) without every page recomputing its
// season from scratch. The one memo of derived data (decision 0056).

const MAX_ENTRIES = 2000;
export { enableDerivedMemo } from "@/server/derived-state";

type VersionRow = { slug: string; version: number | bigint | null; epoch: number | bigint | null };

/**
 * The league's slug and data version (a league no write has touched yet: 0) with the database's epoch (decision 0055:
 * a version counts only within its epoch), or null when the league does not exist.
 */
export async function leagueDataVersion(
  leagueId: string,
): Promise<{ slug: string; version: number; epoch: number } | null> {
  // one statement: the memo costs every read a query, so not two (the slug, then its row)
  const rows = await db.$queryRaw<VersionRow[]>`
    SELECT l."slug", v."version", e."version" AS "epoch" FROM "League" l
    LEFT JOIN "DataVersion" v ON v."scope" = 'l:' || l."slug"
    LEFT JOIN "DataVersion" e ON e."scope" = ${EPOCH_SCOPE}
    WHERE l."id" = ${leagueId}`;
  const row = rows[0];
  return row ? { slug: row.slug, version: Number(row.version ?? 0), epoch: Number(row.epoch ?? 0) } : null;
}

/**
 * The value of `compute()` for `key` in league `leagueId` at the league's current data version. Callers must not
 * mutate it. Without a league, or when the memo is off (tests, scripts), it is computed afresh.
 */
export async function memo<T>(key: string, compute: () => Promise<T>, leagueId: string | null = null): Promise<T> {
  const s = state();
  if (!s.enabled || leagueId === null) return compute();
  // the version is read before the data: a value kept under version v was computed from data at least as new as v
  const current = await leagueDataVersion(leagueId);
  if (current === null) return compute();
  const { version, epoch } = current;
  const k = `${leagueId} ${current.slug} ${key}`; // the slug too: its counter is the one read
  const kept = s.entries.get(k);
  const hit = kept?.epoch === epoch ? kept : undefined; // another epoch: its counters say nothing about these
  if (hit && hit.version === version) {
    // most recently used last, so the oldest entry goes first when the map is full
    s.entries.delete(k);
    s.entries.set(k, hit);
    return hit.value as Promise<T>;
  }
  if (hit && hit.version > version) return compute(); // read before a write another request has already seen
  const value = compute();
  const entry = { version, epoch, value };
  s.entries.delete(k);
  s.entries.set(k, entry);
  value.catch(() => {
    if (s.entries.get(k) === entry) s.entries.delete(k);
  });
  if (s.entries.size > MAX_ENTRIES) s.entries.delete(s.entries.keys().next().value!);
  return value;
}
