// Building blocks of the per-system statistics (system-season.ts, system-player.ts). Pure.
import type { GameSystem, Label, Value } from "../systems/types";
import { ratio } from "./shared";

/** A saved play of any system, as the data layer stores it: the input of rankPlay plus its result. */
export type RecordedSeat = {
  playerId: string;
  seatOrder?: number | null;
  identity?: Record<string, string> | null;
  values: Record<string, Value>;
  rank: number;
  isWinner: boolean;
  /** rankPlay's decidedBy ("decisive:tenVp", "key:vp", "shared", "draw"), when stored */
  decidedBy?: string | null;
};
export type RecordedPlay = {
  id: string;
  endedBy?: string | null;
  endedAt?: number | null;
  game?: Record<string, Value> | null;
  /** the definition's variant ids played (absent/[] = the standard rules) */
  variants?: readonly string[] | null;
  result: "win" | "sharedWin" | "draw";
  seats: RecordedSeat[];
};

/** How one seat came out: a shared win is a win; a draw is rank 1 of a drawn play; everything else a loss. */
export type SeatResultKind = "win" | "draw" | "loss";
export const seatResult = (play: RecordedPlay, seat: RecordedSeat): SeatResultKind =>
  seat.isWinner ? "win" : play.result === "draw" && seat.rank === 1 ? "draw" : "loss";

/** Seats, wins, draws, losses, average rank and average primary score of a group of seats. */
export type ResultRecord = {
  seats: number;
  wins: number;
  draws: number;
  losses: number;
  winRate: number;
  averageRank: number;
  /** null when no seat of the group has a primary score */
  averageScore: number | null;
};

export class Tally {
  seats = 0;
  wins = 0;
  draws = 0;
  losses = 0;
  private rankSum = 0;
  private scoreSum = 0;
  private scored = 0;

  add(kind: SeatResultKind, rank: number, score: number | null): void {
    this.seats++;
    this[kind === "win" ? "wins" : kind === "draw" ? "draws" : "losses"]++;
    this.rankSum += rank;
    if (score !== null) {
      this.scoreSum += score;
      this.scored++;
    }
  }

  record(): ResultRecord {
    return {
      seats: this.seats,
      wins: this.wins,
      draws: this.draws,
      losses: this.losses,
      winRate: ratio(this.wins, this.seats),
      averageRank: ratio(this.rankSum, this.seats),
      averageScore: this.scored ? this.scoreSum / this.scored : null,
    };
  }
}

/** Tallies by a key (identity value, seat order), in first-seen order until sorted. */
export class GroupTally<K extends string | number> {
  readonly groups = new Map<K, Tally>();
  add(key: K, kind: SeatResultKind, rank: number, score: number | null): void {
    let t = this.groups.get(key);
    if (!t) this.groups.set(key, (t = new Tally()));
    t.add(kind, rank, score);
  }
}

/** The seat's primary score (VP, PV, P + F …): a seat field or a derived sum; null when not recorded. */
export function primaryScoreOf(system: GameSystem, values: Record<string, Value>): number | null {
  const derived = system.derived.find((d) => d.key === system.primaryScore);
  if (!derived) {
    const v = values[system.primaryScore];
    return typeof v === "number" ? v : null;
  }
  let sum: number | null = null;
  for (const field of derived.sumOf ?? derived.maxOf) {
    const v = values[field];
    if (typeof v !== "number") {
      // a field of another table size (HOTRE's second group, §15.1) is left out; any other missing: not recorded
      if (system.seatFields.some((f) => f.key === field && f.players !== undefined)) continue;
      return null;
    }
    sum = sum === null ? v : derived.maxOf ? Math.max(sum, v) : sum + v;
  }
  return sum;
}

export function primaryScoreLabel(system: GameSystem): Label {
  const field =
    system.derived.find((d) => d.key === system.primaryScore) ??
    system.seatFields.find((f) => f.key === system.primaryScore);
  return field?.label ?? { it: system.primaryScore, en: system.primaryScore };
}

/** The label of an identity value: the option's label for a choice, none for free text (a colour). */
export function identityValueLabel(system: GameSystem, key: string, value: string): Label | null {
  const field = system.identity.find((f) => f.key === key);
  return field?.options?.find((o) => o.value === value)?.label ?? null;
}

/** How the play ended: as stored, else the decisive seat's ending, else the only ending no decisive rule gives. */
export function endingOf(system: GameSystem, play: RecordedPlay): string | null {
  if (play.endedBy) return play.endedBy;
  const decisiveTag = play.seats.find((s) => s.decidedBy?.startsWith("decisive:"))?.decidedBy;
  if (decisiveTag) return system.ranking.decisive.find((r) => `decisive:${r.id}` === decisiveTag)?.ending ?? null;
  const decisiveEndings = new Set(system.ranking.decisive.map((r) => r.ending));
  const others = system.endings.filter((e) => !decisiveEndings.has(e.value));
  return others.length === 1 ? others[0].value : null;
}

/** The turn, year, period or season the play reached (the length field, else endedAt); null when not recorded. */
export function lengthOf(system: GameSystem, play: RecordedPlay): number | null {
  const field = system.length.gameField;
  const v = field ? play.game?.[field] : undefined;
  if (typeof v === "number") return v;
  return typeof play.endedAt === "number" ? play.endedAt : null;
}

export type Bucket = { from: number; to: number; count: number };
const WIDTHS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000];

/**
 * Whole numbers grouped into at most `maxBuckets` contiguous buckets of a round width (1, 2, 5, 10 …),
 * empty buckets included so the histogram has no gaps. `to` is inclusive.
 */
export function histogram(values: readonly number[], maxBuckets = 10): Bucket[] {
  if (values.length === 0) return [];
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const width =
    WIDTHS.find((w) => Math.floor(max / w) - Math.floor(min / w) + 1 <= maxBuckets) ??
    Math.ceil((max - min + 1) / maxBuckets);
  const first = Math.floor(min / width);
  const buckets: Bucket[] = [];
  for (let b = first; b <= Math.floor(max / width); b++)
    buckets.push({ from: b * width, to: b * width + width - 1, count: 0 });
  for (const v of values) buckets[Math.floor(v / width) - first].count++;
  return buckets;
}
