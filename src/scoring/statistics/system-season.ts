// What the players of each game argue about, for any list of plays of one system (a season, or every
// season of a league): win rate by seat identity and by seat order, the spread of the primary score and
// of winning margins, and how and when plays ended. Read from the definition: no per-system code.
import type { GameSystem, Label } from "../systems/types";
import { byText, ratio } from "./shared";
import {
  endingOf,
  GroupTally,
  histogram,
  identityValueLabel,
  lengthOf,
  primaryScoreLabel,
  primaryScoreOf,
  seatResult,
  type Bucket,
  type RecordedPlay,
  type ResultRecord,
} from "./system-shared";

export type IdentityRow = ResultRecord & { value: string; label: Label | null };
/** One identity key of the definition (side, baseZone, startArea, colour) with a row per value recorded. */
export type IdentityTable = { key: string; label: Label; rows: IdentityRow[] };
/**
 * A game field that names a seat identity (Julius Caesar: which side Cleopatra ended on, §3.27, §8.1): per value,
 * the plays that recorded it and the results of the seat holding that identity (wins by Cleopatra's side).
 */
export type GameChoiceTable = {
  key: string;
  label: Label;
  identityKey: string;
  identityLabel: Label;
  rows: IdentityRow[];
  plays: number;
};
export type SeatOrderRow = ResultRecord & { seatOrder: number };
export type EndingRow = { ending: string | null; label: Label | null; plays: number; draws: number; share: number };
export type LengthRow = { at: number; plays: number; byEnding: { ending: string | null; plays: number }[] };

export type SystemStats = {
  systemId: string;
  plays: number;
  results: { win: number; sharedWin: number; draw: number };
  byIdentity: IdentityTable[];
  /** one table per game field that names a seat identity (FieldDef.sidesWith); empty when none was recorded */
  byGameChoice: GameChoiceTable[];
  /** null when no seat order was recorded */
  bySeatOrder: { meaning: GameSystem["seatOrder"]["meaning"]; rows: SeatOrderRow[] } | null;
  score: {
    field: string;
    label: Label;
    seatsScored: number;
    distribution: Bucket[];
    winningScores: Bucket[];
    /** winner's score minus the best other score, over plays with one winner; negative after an outright win on fewer points */
    margins: Bucket[];
    averageWinningScore: number | null;
    averageMargin: number | null;
  };
  endings: EndingRow[];
  /** null when no play recorded its length */
  lengths: { unit: GameSystem["length"]["unit"]; max: number | null; rows: LengthRow[] } | null;
};

const average = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

export function systemStats(system: GameSystem, plays: readonly RecordedPlay[]): SystemStats {
  const results = { win: 0, sharedWin: 0, draw: 0 };
  const identity = new Map(system.identity.filter((f) => !f.tallyAs).map((f) => [f.key, new GroupTally<string>()]));
  const seatOrder = new GroupTally<number>();
  const gameChoices = system.gameFields.flatMap((f) =>
    f.sidesWith ? [{ field: f, identityKey: f.sidesWith, tally: new GroupTally<string>(), plays: 0 }] : [],
  );
  const scores: number[] = [];
  const winning: number[] = [];
  const margins: number[] = [];
  const endings = new Map<string | null, { plays: number; draws: number }>();
  const lengths = new Map<number, Map<string | null, number>>();

  for (const play of plays) {
    results[play.result]++;
    const ending = endingOf(system, play);
    const e = endings.get(ending) ?? { plays: 0, draws: 0 };
    e.plays++;
    if (play.result === "draw") e.draws++;
    endings.set(ending, e);
    const at = lengthOf(system, play);
    if (at !== null) {
      const row = lengths.get(at) ?? new Map<string | null, number>();
      row.set(ending, (row.get(ending) ?? 0) + 1);
      lengths.set(at, row);
    }

    for (const c of gameChoices) {
      const value = play.game?.[c.field.key];
      if (typeof value !== "string") continue;
      c.plays++;
      for (const seat of play.seats)
        if (seat.identity?.[c.identityKey] === value)
          c.tally.add(value, seatResult(play, seat), seat.rank, primaryScoreOf(system, seat.values));
    }
    let winnerScore: number | null = null;
    let bestOther = -Infinity;
    for (const seat of play.seats) {
      const kind = seatResult(play, seat);
      const score = primaryScoreOf(system, seat.values);
      if (score !== null) scores.push(score);
      for (const f of system.identity) {
        const value = seat.identity?.[f.key];
        if (value) identity.get(f.tallyAs ?? f.key)?.add(value, kind, seat.rank, score); // HOTRE: both groups' start areas
      }
      if (typeof seat.seatOrder === "number") seatOrder.add(seat.seatOrder, kind, seat.rank, score);
      if (score === null) continue;
      if (play.result === "win" && seat.isWinner) winnerScore = score;
      else if (score > bestOther) bestOther = score;
    }
    if (winnerScore !== null) {
      winning.push(winnerScore);
      if (bestOther > -Infinity) margins.push(winnerScore - bestOther);
    }
  }

  const byIdentity: IdentityTable[] = [];
  for (const field of system.identity) {
    const groups = identity.get(field.key)?.groups;
    if (!groups || groups.size === 0) continue;
    const order = field.options?.map((o) => o.value) ?? [];
    const rank = (v: string) => (order.includes(v) ? order.indexOf(v) : order.length);
    const rows = [...groups].map(([value, t]) => ({
      value,
      label: identityValueLabel(system, field.key, value),
      ...t.record(),
    }));
    rows.sort((a, b) => rank(a.value) - rank(b.value) || byText(a.value, b.value));
    byIdentity.push({ key: field.key, label: field.label, rows });
  }

  const byGameChoice: GameChoiceTable[] = [];
  for (const c of gameChoices) {
    if (c.plays === 0) continue;
    const order = c.field.options?.map((o) => o.value) ?? [];
    const rows = [...c.tally.groups].map(([value, t]) => ({
      value,
      label: c.field.options?.find((o) => o.value === value)?.label ?? null,
      ...t.record(),
    }));
    rows.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value) || byText(a.value, b.value));
    const identityLabel = system.identity.find((f) => f.key === c.identityKey)?.label ?? {
      it: c.identityKey,
      en: c.identityKey,
    };
    byGameChoice.push({
      key: c.field.key,
      label: c.field.label,
      identityKey: c.identityKey,
      identityLabel,
      rows,
      plays: c.plays,
    });
  }

  const endingOrder = system.endings.map((x) => x.value);
  const endingRank = (v: string | null) =>
    v === null ? Infinity : endingOrder.indexOf(v) === -1 ? endingOrder.length : endingOrder.indexOf(v);
  return {
    systemId: system.id,
    plays: plays.length,
    results,
    byIdentity,
    byGameChoice,
    bySeatOrder:
      seatOrder.groups.size === 0
        ? null
        : {
            meaning: system.seatOrder.meaning,
            rows: [...seatOrder.groups]
              .map(([o, t]) => ({ seatOrder: o, ...t.record() }))
              .sort((a, b) => a.seatOrder - b.seatOrder),
          },
    score: {
      field: system.primaryScore,
      label: primaryScoreLabel(system),
      seatsScored: scores.length,
      distribution: histogram(scores),
      winningScores: histogram(winning),
      margins: histogram(margins),
      averageWinningScore: average(winning),
      averageMargin: average(margins),
    },
    endings: [...endings]
      .map(([ending, e]) => ({
        ending,
        label: system.endings.find((x) => x.value === ending)?.label ?? null,
        plays: e.plays,
        draws: e.draws,
        share: ratio(e.plays, plays.length),
      }))
      .sort((a, b) => endingRank(a.ending) - endingRank(b.ending) || byText(a.ending ?? "", b.ending ?? "")),
    lengths:
      lengths.size === 0
        ? null
        : {
            unit: system.length.unit,
            max: system.length.max,
            rows: [...lengths]
              .sort((a, b) => a[0] - b[0])
              .map(([at, m]) => ({
                at,
                plays: [...m.values()].reduce((a, b) => a + b, 0),
                byEnding: [...m]
                  .map(([ending, n]) => ({ ending, plays: n }))
                  .sort((a, b) => endingRank(a.ending) - endingRank(b.ending)),
              })),
          },
  };
}
