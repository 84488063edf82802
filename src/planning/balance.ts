import { buildModel, tableCost } from "./model";
import type { PlanningInput, Proposal } from "./types";

/** What a seating costs in balance, in figures a person can read (issue 23 §2: "what each change costs"). */
export interface BalanceFigures {
  /** Σ over pairs seated together tonight of the times they already shared a table. */
  pairRepeats: number;
  /** Pairs seated together tonight that already met this season (rematches, in 2-player games). */
  repeatedPairs: number;
  /** The most times two players seated together tonight will have met, tonight included. */
  maxPairMeetings: number;
  /** Σ over tonight's first players of the times they already went first. */
  firstPlayerRepeats: number;
  /** Players sitting tonight in the same turn position as at their last night. */
  samePositionAsLast: number;
  /** max − min of the tables' mean rating, when players are rated; null otherwise. */
  strengthGap: number | null;
  /** The planner's own objective (lower is fairer). */
  cost: number;
}

/** Balance figures of `proposal` (taken in the turn order given) against the season in `input`. */
export function balanceCost(proposal: Proposal, input: PlanningInput): BalanceFigures {
  const m = buildModel(input);
  const figures: BalanceFigures = {
    pairRepeats: 0,
    repeatedPairs: 0,
    maxPairMeetings: 0,
    firstPlayerRepeats: 0,
    samePositionAsLast: 0,
    strengthGap: null,
    cost: 0,
  };
  const means: number[] = [];
  const rating = new Map(input.players.map((p) => [p.id, p.rating]));
  for (const table of proposal.tables) {
    const members = table.map((id) => m.index.get(id)).filter((i): i is number => i !== undefined);
    figures.cost += tableCost(m, members);
    members.forEach((i, p) => {
      if (p === 0) figures.firstPlayerRepeats += m.positions[i][0] ?? 0;
      if (m.lastPosition[i] === p) figures.samePositionAsLast++;
      for (let q = p + 1; q < members.length; q++) {
        const c = m.together[i * m.n + members[q]];
        figures.pairRepeats += c;
        if (c > 0) figures.repeatedPairs++;
        figures.maxPairMeetings = Math.max(figures.maxPairMeetings, c + 1);
      }
    });
    const rs = table.map((id) => rating.get(id)).filter((r): r is number => r !== undefined);
    if (rs.length) means.push(rs.reduce((s, r) => s + r, 0) / rs.length);
  }
  if (m.rated && means.length) figures.strengthGap = Math.max(...means) - Math.min(...means);
  return figures;
}

/** after − before, figure by figure: positive means the change makes the night less balanced. */
export function describeBalance(before: BalanceFigures, after: BalanceFigures): Record<keyof BalanceFigures, number> {
  const out = {} as Record<keyof BalanceFigures, number>;
  for (const key of Object.keys(before) as (keyof BalanceFigures)[]) out[key] = (after[key] ?? 0) - (before[key] ?? 0);
  return out;
}
