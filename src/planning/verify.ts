import { PlanningInputError } from "./errors";
import { proposeTables } from "./propose";
import type { PlanningInput } from "./types";

/** A manual change to drawn tables, in the order it was made. `table` is 0-based, like `PlanningInput.locked`. */
export type TableChange =
  | { kind: "lock"; playerId: string; table: number }
  | { kind: "unlock"; playerId: string }
  | { kind: "swap"; first: string; second: string };

export interface Verification {
  /** the locks in force at the end, replayed from the changes */
  locked: { playerId: string; table: number }[];
  /** proposeTables recomputed from the seed, the inputs and those locks; null when the inputs are impossible */
  proposal: string[][] | null;
  /** the swaps made after the last lock or unlock, in order (a lock redraws and drops the swaps before it) */
  swaps: { first: string; second: string }[];
  /** the proposal with those swaps applied: what the accepted tables must be */
  expected: string[][] | null;
  /** the accepted tables are exactly `expected`, table by table and in turn order */
  matches: boolean;
}

/**
 * Checks accepted tables against the draw: replays the manual changes (a lock or an unlock redraws everything with
 * the same seed and the locks so far, as the organiser's redraw does; a swap exchanges two players' seats), recomputes
 * the proposal and compares. Pure: anyone holding the revealed seed and the published inputs gets the same answer.
 */
export function verifyTables(
  input: Omit<PlanningInput, "locked">,
  changes: readonly TableChange[],
  accepted: readonly (readonly string[])[],
): Verification {
  let locked: { playerId: string; table: number }[] = [];
  let swaps: { first: string; second: string }[] = [];
  for (const c of changes) {
    if (c.kind === "swap") {
      swaps.push({ first: c.first, second: c.second });
      continue;
    }
    locked = locked.filter((l) => l.playerId !== c.playerId);
    if (c.kind === "lock") locked.push({ playerId: c.playerId, table: c.table });
    swaps = [];
  }
  let proposal: string[][] | null;
  try {
    proposal = proposeTables({ ...input, locked }).tables;
  } catch (e) {
    if (!(e instanceof PlanningInputError)) throw e;
    proposal = null;
  }
  const expected = proposal && applySwaps(proposal, swaps);
  return { locked, proposal, swaps, expected, matches: expected !== null && sameTables(expected, accepted) };
}

/** Each swap exchanges the two players' seats (table and turn position); a swap naming someone not seated is skipped. */
export function applySwaps(
  tables: readonly (readonly string[])[],
  swaps: readonly { first: string; second: string }[],
) {
  const out = tables.map((t) => [...t]);
  const find = (id: string) => {
    const t = out.findIndex((table) => table.includes(id));
    return t < 0 ? null : ([t, out[t].indexOf(id)] as const);
  };
  for (const { first, second } of swaps) {
    const a = find(first);
    const b = find(second);
    if (!a || !b) continue;
    out[a[0]][a[1]] = second;
    out[b[0]][b[1]] = first;
  }
  return out;
}

function sameTables(a: readonly (readonly string[])[], b: readonly (readonly string[])[]): boolean {
  return a.length === b.length && a.every((t, i) => t.length === b[i].length && t.every((id, k) => id === b[i][k]));
}
