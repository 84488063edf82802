// What makes a cached answer current (docs/decisions/0055): every write transaction bumps a row of the `DataVersion`
// table per scope it changed (src/server/data-version.ts): "*" at every write (pages outside leagues), "l:<slug>" for
// each league it was in, "u:<id>" for each account whose sessions it ended. Whatever a cache keeps carries the versions
// read *before* it was computed, and is served only while a read made after the request arrived still finds them: a
// write committed on any instance is seen at the next request on every instance, and nothing kept survives a start.
// The row "epoch" (random, renewed at every server start and league import from an export) is part of every stamp
// read from the database, so counters that start again at 1 after a wipe or a restore never match an old stamp.
// Under `npm start` the reader is the database (src/runtime/version-reader.ts); without one (tests, `next dev`,
// scripts) the versions are this process's own counters, bumped when it drops its caches.
import { randomInt } from "node:crypto";

/** The version scopes a write bumps, in the order a transaction takes them (sorted: no two writes lock them crosswise). */
export function versionScopes(scope: { leagues: readonly string[]; users: readonly string[] }): string[] {
  return ["*", ...new Set(scope.leagues.map((l) => `l:${l}`)), ...new Set(scope.users.map((u) => `u:${u}`))].sort();
}

/** The row of the database's epoch (see above): not a scope any write bumps ("*", "l:…", "u:…"). */
export const EPOCH_SCOPE = "epoch";

/** A new epoch: random, never 0 (what a database without the row reads). Fits the row's 32-bit column. */
export const newEpoch = (): number => randomInt(1, 2 ** 31);

/** The scope whose version a cached copy of a league's page (slug) or of anything else (null) depends on. */
export const pageScope = (league: string | null): string => (league === null ? "*" : `l:${league}`);

/** Reads the current versions of `scopes` (a missing row is version 0); rejects when the database cannot say. */
export type VersionReader = (scopes: readonly string[]) => Promise<ReadonlyMap<string, number>>;

type LocalState = { epoch: number; counters: Map<string, number>; reader: VersionReader | null };
const STATE = Symbol.for("italy-war.data-version");
function state(): LocalState {
  const g = globalThis as unknown as Record<symbol, LocalState | undefined>;
  return (g[STATE] ??= { epoch: 0, counters: new Map(), reader: null });
}

/** Sets (or, with null, removes) the database reader of this process: src/runtime/serve.ts at start. */
export function setVersionReader(reader: VersionReader | null): void {
  state().reader = reader;
}

/** Whether versions come from the database (then a stamp must be awaited). */
export function hasVersionReader(): boolean {
  return state().reader !== null;
}

/** This process dropped its caches for `leagues` (undefined: all): its own counters (the versions without a reader) move. */
export function bumpLocalVersions(leagues?: readonly string[]): void {
  const s = state();
  if (!leagues) s.epoch++;
  else
    for (const scope of ["*", ...leagues.map((l) => `l:${l}`)]) s.counters.set(scope, (s.counters.get(scope) ?? 0) + 1);
}

/** The stamp of `scopes` from this process's counters (synchronous). */
export function localStamp(scopes: readonly string[]): string {
  const s = state();
  return `${s.epoch}.${scopes.map((k) => s.counters.get(k) ?? 0).join(".")}`;
}

/**
 * The current stamp of `scopes`: two reads compare equal only when none of the scopes (nor the epoch) changed between
 * them. Synchronous without a reader; otherwise a database read begun after this call (null when it failed: nothing
 * can be proven current, the caller computes afresh and keeps nothing).
 */
export function versionStamp(scopes: readonly string[]): string | Promise<string | null> {
  const { reader } = state();
  if (!reader) return localStamp(scopes);
  return reader([EPOCH_SCOPE, ...scopes]).then(
    (versions) => `db.${[EPOCH_SCOPE, ...scopes].map((k) => versions.get(k) ?? 0).join(".")}`,
    () => null,
  );
}

/** At most one query at a time; requests arriving meanwhile share the next one (read after they arrived). */
export function batchedReader(query: (scopes: string[]) => Promise<ReadonlyMap<string, number>>): VersionReader {
  type Batch = {
    scopes: Set<string>;
    promise: Promise<ReadonlyMap<string, number>>;
    resolve: (m: ReadonlyMap<string, number>) => void;
    reject: (e: unknown) => void;
  };
  let running = false;
  let next: Batch | null = null;
  const start = () => {
    const batch = next;
    if (!batch) return;
    next = null;
    running = true;
    query([...batch.scopes])
      .then(batch.resolve, batch.reject)
      .finally(() => {
        running = false;
        start();
      });
  };
  return (scopes) => {
    if (!next) {
      let resolve!: Batch["resolve"];
      let reject!: Batch["reject"];
      const promise = new Promise<ReadonlyMap<string, number>>((res, rej) => ((resolve = res), (reject = rej)));
      next = { scopes: new Set(), promise, resolve, reject };
    }
    for (const k of scopes) next.scopes.add(k);
    const { promise } = next;
    if (!running) start();
    return promise;
  };
}
