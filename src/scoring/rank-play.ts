import { checkPlay } from "./systems/check-play";
import type { ResolvedRanking } from "./systems/prepare";
import { getSystem } from "./systems/registry";
import type {
  CheckedPlay,
  CheckOptions,
  Play,
  PlayResult,
  PlaySettings,
  RankKey,
  SeatResult,
  Value,
} from "./systems/types";

/** A key's value for a seat: booleans (and a key's `equals`) count as 1/0 (true ranks higher in "desc"); NaN = missing. */
function keyValue(checked: CheckedPlay, i: number, key: RankKey): number {
  const v: Value | undefined = key.field === "seatOrder" ? checked.play.seats[i].seatOrder : checked.rows[i][key.field];
  if (key.equals !== undefined) return v === undefined || v === null ? NaN : v === key.equals ? 1 : 0;
  return typeof v === "number" ? v : typeof v === "boolean" ? (v ? 1 : 0) : NaN;
}

const tags = { key: new Map<string, string>(), decisive: new Map<string, string>() };
/** "key:<field>", "decisive:<rule>": built once each, not once per play. */
function tagOf(kind: "key" | "decisive", name: string): string {
  let tag = tags[kind].get(name);
  if (tag === undefined) tags[kind].set(name, (tag = `${kind}:${name}`));
  return tag;
}

/**
 * One ranking in progress. `order` holds seat indexes, sorted in place slice by slice (no closures:
 * this runs per play); `values[k * n + i]` is key k of seat i, NaN when missing.
 */
type Work = {
  keys: readonly RankKey[];
  n: number;
  values: Float64Array;
  order: number[];
  ranks: number[];
  decidedBy: string[];
  draw: boolean;
};

/**
 * Ranks order[start … end − 1], tied on every key before k, from rank `first` on. A key missing
 * for any seat of the slice passes the whole slice to the next key; a tie on every key shares the
 * rank ("draw" at the top when the system or season says so). `by` names what set the slice apart.
 */
function rankSlice(w: Work, k: number, start: number, end: number, first: number, by: string): void {
  const { order, ranks, decidedBy, values } = w;
  if (end - start === 1) {
    ranks[order[start]] = first;
    decidedBy[order[start]] = by;
    return;
  }
  if (k === w.keys.length) {
    const tie = first === 1 && w.draw ? "draw" : "shared";
    for (let i = start; i < end; i++) {
      ranks[order[i]] = first;
      decidedBy[order[i]] = tie;
    }
    return;
  }
  const base = k * w.n;
  for (let i = start; i < end; i++)
    if (Number.isNaN(values[base + order[i]])) return rankSlice(w, k + 1, start, end, first, by);
  const sign = w.keys[k].order === "desc" ? 1 : -1;
  for (let i = start + 1; i < end; i++) {
    // insertion sort, best first
    const item = order[i];
    const value = sign * values[base + item];
    let j = i;
    while (j > start && sign * values[base + order[j - 1]] < value) {
      order[j] = order[j - 1];
      j--;
    }
    order[j] = item;
  }
  const tag = tagOf("key", w.keys[k].field);
  let run = start;
  for (let i = start + 1; i <= end; i++) {
    if (i < end && values[base + order[i]] === values[base + order[run]]) continue;
    rankSlice(w, k + 1, run, i, first + (run - start), tag);
    run = i;
  }
}

// Scratch space reused by every call (ranking is synchronous and never re-entered): a typed array per play costs
// about a microsecond, 20 ms over a 20,000-play league.
let scratch = new Float64Array(64);
const order: number[] = [];

/**
 * The value table of `n` seats for `keys`, to fill before `rankValues`: row k (values[k * n + i]) is key k of seat i,
 * row `keys.length` the seat's elimination order; NaN = missing (not eliminated, for the last row).
 */
export function valueTable(keys: number, n: number): Float64Array {
  if (scratch.length < (keys + 1) * n) scratch = new Float64Array(2 * (keys + 1) * n);
  return scratch;
}

/**
 * The one ranking of a table's seats, for every game system (RisiKo! included): the `decisive` seat (−1: none) alone
 * at 1st, tagged `decisiveTag`; eliminated seats at the bottom, later eliminations higher; the others by `keys` over
 * `values` (from `valueTable`). A key missing for any seat of a tied slice passes the whole slice to the next key; a
 * tie on every key shares the rank, tagged "draw" at the top when `draw`, else "shared". Writes competition ranks
 * and what decided each into `ranks` and `decidedBy`, aligned with the seats.
 */
export function rankValues(
  keys: readonly RankKey[],
  n: number,
  values: Float64Array,
  decisive: number,
  decisiveTag: string,
  draw: boolean,
  ranks: number[],
  decidedBy: string[],
): void {
  if (ranks.length !== n) ranks.length = n;
  if (decidedBy.length !== n) decidedBy.length = n;
  order.length = 0;
  const w: Work = { keys, n, values, order, ranks, decidedBy, draw: decisive < 0 && draw };
  const eliminations = keys.length * n;
  for (let i = 0; i < n; i++) {
    const eliminated = values[eliminations + i];
    if (i === decisive) {
      ranks[i] = 1;
      decidedBy[i] = decisiveTag;
    } else if (!Number.isNaN(eliminated)) {
      ranks[i] = n - eliminated + 1;
      decidedBy[i] = "elimination";
    } else order.push(i);
  }
  if (order.length > 0)
    rankSlice(w, 0, 0, order.length, decisive >= 0 ? 2 : 1, keys.length > 0 ? tagOf("key", keys[0].field) : "shared");
}

const ranks: number[] = [];
const decidedBy: string[] = [];

function rankChecked(checked: CheckedPlay, eliminationField: string | null, ranking: ResolvedRanking): PlayResult {
  const seats = checked.play.seats;
  const n = seats.length;
  const decisive = checked.decisive;
  const keys = ranking.keys;
  const values = valueTable(keys.length, n);
  for (let k = 0; k < keys.length; k++) for (let i = 0; i < n; i++) values[k * n + i] = keyValue(checked, i, keys[k]);
  for (let i = 0; i < n; i++) {
    const eliminated = eliminationField === null ? null : checked.rows[i][eliminationField];
    values[keys.length * n + i] = typeof eliminated === "number" ? eliminated : NaN;
  }
  const draw = ranking.unresolved === "draw";
  rankValues(
    keys,
    n,
    values,
    decisive,
    decisive >= 0 ? tagOf("decisive", checked.decisiveRule as string) : "",
    draw,
    ranks,
    decidedBy,
  );

  let top = 0;
  for (let i = 0; i < n; i++) if (ranks[i] === 1) top++;
  const result: PlayResult["result"] = decisive >= 0 || top === 1 ? "win" : draw ? "draw" : "sharedWin";
  const out = new Array<SeatResult>(n);
  for (let i = 0; i < n; i++) {
    // insertion by rank, then player id: the input order of the seats never shows
    const s: SeatResult = {
      playerId: seats[i].playerId,
      rank: ranks[i],
      isWinner: ranks[i] === 1 && result !== "draw",
      decidedBy: decidedBy[i],
    };
    let j = i;
    while (j > 0 && (out[j - 1].rank > s.rank || (out[j - 1].rank === s.rank && out[j - 1].playerId > s.playerId))) {
      out[j] = out[j - 1];
      j--;
    }
    out[j] = s;
  }
  return { result, seats: out };
}

/**
 * Ranks one play of any system from its definition: the seat that met a decisive condition alone
 * at 1st; eliminated seats at the bottom, later eliminations higher; the others by the ordered
 * keys; a tie on every key shares the rank, and at the top it is a shared win or a draw as the
 * system (or the season, where the rule is the club's) says. Seats come back in rank order, then
 * by player id. Throws ScoringInputError, naming the field path, for invalid input. `options.olderRecords`: the
 * older-record shapes a caller reading history accepts (decision 0063); a new result passes none.
 */
export function rankPlay(systemId: string, play: Play, settings?: PlaySettings, options?: CheckOptions): PlayResult {
  const system = getSystem(systemId);
  const { checked, ranking } = checkPlay(system, play, settings, options);
  return rankChecked(checked, ranking.elimination ? (system.ranking.elimination?.field ?? null) : null, ranking);
}
