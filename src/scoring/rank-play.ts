import { checkPlay, type ResolvedRanking } from "./systems/check-play";
import { getSystem } from "./systems/registry";
import type { CheckedPlay, Play, PlayResult, PlaySettings, RankKey, SeatResult, Value } from "./systems/types";

/** A key's value for a seat: booleans count as 1/0 (true ranks higher in "desc"); null = missing. */
function keyValue(checked: CheckedPlay, i: number, key: RankKey): number | null {
  const v: Value | undefined = key.field === "seatOrder" ? checked.play.seats[i].seatOrder : checked.rows[i][key.field];
  return typeof v === "number" ? v : typeof v === "boolean" ? (v ? 1 : 0) : null;
}

/**
 * Ranks one play of any system from its definition: the seat that met a decisive condition alone
 * at 1st; eliminated seats at the bottom, later eliminations higher; the others by the ordered
 * keys (a key missing for a tied seat passes the whole tie to the next key); a tie on every key
 * shares the rank, and at the top it is a shared win or a draw as the system says.
 * Seats come back in rank order, then by player id. Throws ScoringInputError for invalid input.
 */
export function rankPlay(systemId: string, play: Play, settings?: PlaySettings): PlayResult {
  const system = getSystem(systemId);
  const { checked, ranking } = checkPlay(system, play, settings);
  return rankChecked(checked, system.ranking.keys, system.ranking.elimination?.field ?? null, ranking);
}

function rankChecked(checked: CheckedPlay, rulesKeys: readonly RankKey[], eliminationField: string | null, ranking: ResolvedRanking): PlayResult {
  const keys = ranking.tieBreak.length > 0 ? [...rulesKeys, ...ranking.tieBreak] : rulesKeys;
  const seats = checked.play.seats;
  const n = seats.length;
  const ranks = new Array<number>(n);
  const decidedBy = new Array<string>(n);
  const decisive = checked.decisive;
  const survivors: number[] = [];
  for (let i = 0; i < n; i++) {
    const order = eliminationField ? checked.rows[i][eliminationField] : null;
    if (i === decisive) {
      ranks[i] = 1;
      decidedBy[i] = `decisive:${checked.decisiveRule}`;
    } else if (typeof order === "number") {
      ranks[i] = n - order + 1;
      decidedBy[i] = "elimination";
    } else survivors.push(i);
  }
  const tie = (first: number) => (first === 1 && decisive < 0 && ranking.unresolved === "draw" ? "draw" : "shared");

  const rankGroup = (group: number[], k: number, first: number, by: string): void => {
    if (group.length === 1) {
      ranks[group[0]] = first;
      decidedBy[group[0]] = by;
      return;
    }
    if (k === keys.length) {
      for (const i of group) [ranks[i], decidedBy[i]] = [first, tie(first)];
      return;
    }
    const key = keys[k];
    const values = group.map((i) => keyValue(checked, i, key));
    if (values.includes(null)) return rankGroup(group, k + 1, first, by);
    const sign = key.order === "desc" ? -1 : 1;
    const sorted = group.map((i, j) => [i, values[j] as number] as const).sort((a, b) => sign * (a[1] - b[1]));
    let start = 0;
    for (let j = 1; j <= sorted.length; j++) {
      if (j < sorted.length && sorted[j][1] === sorted[start][1]) continue;
      rankGroup(sorted.slice(start, j).map((s) => s[0]), k + 1, first + start, `key:${key.field}`);
      start = j;
    }
  };
  if (survivors.length > 0) rankGroup(survivors, 0, decisive >= 0 ? 2 : 1, keys.length > 0 ? `key:${keys[0].field}` : "shared");

  let top = 0;
  for (const r of ranks) if (r === 1) top++;
  const result: PlayResult["result"] = decisive >= 0 || top === 1 ? "win" : ranking.unresolved === "draw" ? "draw" : "sharedWin";
  const out: SeatResult[] = seats.map((seat, i) => ({ playerId: seat.playerId, rank: ranks[i], isWinner: ranks[i] === 1 && result !== "draw", decidedBy: decidedBy[i] }));
  return { result, seats: out.sort((a, b) => a.rank - b.rank || (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0)) };
}
