/** The contract of issue 23 §3: other code and outside checks rely on these shapes. */
export interface PlanningPlayer {
  id: string;
  /** Any scale (Elo, OpenSkill μ, points): only differences relative to tonight's spread matter. */
  rating?: number;
}

export interface PlanningNight {
  /** Each table's player ids in turn order (first = first player). */
  tables: string[][];
}

export interface TableSizes {
  min: number;
  max: number;
  /** Sizes the club prefers (e.g. [4, 5]); each within [min, max]. */
  preferred?: readonly number[];
}

export interface PlanningInput {
  /** Checked in tonight. */
  players: PlanningPlayer[];
  /** Earlier nights of the season. */
  history: PlanningNight[];
  sizes: TableSizes;
  /** Same input + same seed → same proposal. */
  seed: string;
  /** Spread the strongest players over the tables (needs ratings). */
  balanceStrength?: boolean;
  /** `table` is the 0-based index into the returned `tables` (tables are ordered largest first). */
  locked?: { playerId: string; table: number }[];
}

export interface Proposal {
  /** Each table in turn order. */
  tables: string[][];
}
