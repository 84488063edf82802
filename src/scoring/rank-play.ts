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

// Scratch space reused by every call (rankPlay is synchronous and never re-entered): a typed array
// per play costs about a microsecond, 20 ms over a 20,000-play league.
let scratch = new Float64Array(64);
const order: number[] = [];
const ranks: number[] = [];
const decidedBy: string[] = [];

function rankChecked(checked: CheckedPlay, eliminationField: string | null, ranking: ResolvedRanking): PlayResult {
  const seats = checked.play.seats;
  const n = seats.length;
  const decisive = checked.decisive;
  const keys = ranking.keys;
  if (scratch.length < keys.length * n) scratch = new Float64Array(2 * keys.length * n);
  for (let k = 0; k < keys.length; k++) for (let i = 0; i < n; i++) scratch[k * n + i] = keyValue(checked, i, keys[k]);
  order.length = 0;
  const w: Work = {
    keys,
    n,
    values: scratch,
    order,
    ranks,
    decidedBy,
    draw: decisive < 0 && ranking.unresolved === "draw",
  };
  for (let i = 0; i < n; i++) {
    const eliminated = eliminationField === null ? null : checked.rows[i][eliminationField];
    if (i === decisive) {
      w.ranks[i] = 1;
      w.decidedBy[i] = tagOf("decisive", checked.decisiveRule as string);
    } else if (typeof eliminated === "number") {
      w.ranks[i] = n - eliminated + 1;
      w.decidedBy[i] = "elimination";
    } else w.order.push(i);
  }
  if (w.order.length > 0)
    rankSlice(
      w,
      0,
      0,
      w.order.length,
      decisive >= 0 ? 2 : 1,
      w.keys.length > 0 ? tagOf("key", w.keys[0].field) : "shared",
    );

  let top = 0;
  for (let i = 0; i < n; i++) if (w.ranks[i] === 1) top++;
  const result: PlayResult["result"] = decisive >= 0 || top === 1 ? "win" : w.draw ? "draw" : "sharedWin";
  const out = new Array<SeatResult>(n);
  for (let i = 0; i < n; i++) {
    // insertion by rank, then player id: the input order of the seats never shows
    const s: SeatResult = {
      playerId: seats[i].playerId,
      rank: w.ranks[i],
      isWinner: w.ranks[i] === 1 && result !== "draw",
      decidedBy: w.decidedBy[i],
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
