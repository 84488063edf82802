/** One player's result in one game, as recorded by the organiser. */
export type SeatInput = {
  playerId: string;
  /** 1 = played first; the turn orders of a game are 1..number of seats */
  turnOrder: number;
  /** sum of the values of the held territories of the seat's own objective, an integer >= 0 */
  objectivePoints: number;
  /** total value of this seat's objective (e.g. 95, or 86), an integer >= 0 */
  objectiveTotal: number;
  objectiveCompleted: boolean;
  /** 1 = first eliminated in the game; null = survived */
  eliminatedOrder: number | null;
  /** armies on the board at the end */
  armies?: number | null;
  /** the objective card the seat held; only used by statistics */
  objectiveId?: string | null;
  /** playerId of the seat that eliminated this one; only used by statistics */
  eliminatedBy?: string | null;
  /** the seat's rank when the game comes ranked by its system (GameInput.result set, see rankPlay); ignored otherwise */
  rank?: number;
};

export type GameInput = {
  id: string;
  /** ISO date or date-time; games are ordered by this instant, then by id */
  playedAt: string;
  seats: SeatInput[];
  /** how the game ended, e.g. "objective" | "sdadata" | "time" | "agreement"; statistics only */
  endReason?: string | null;
  durationMinutes?: number | null;
  /** RisiKo! "sdadata" ending: the round the dice ended the game in; statistics only */
  sdadataRound?: number | null;
  /**
   * Set for a play of another game system, already ranked by rankPlay: the seats carry their rank and the
   * game tie-break of the rules is not used. "draw": the seats at rank 1 share it, but nobody wins
   * (no win counted, no win points). Absent = a RisiKo! game ranked by rankGame.
   */
  result?: "win" | "sharedWin" | "draw";
};

export type SeatOutcome = SeatInput & { rank: number; points: number; isWinner: boolean };

/**
 * A RisiKo! game's tie-break chain (season rules). It ends in "shared" (one place for all, the default) or "draw": a tie
 * at the top that nothing broke is a draw — the seats share first place and nobody wins (docs/game-systems.md, RisiKo!
 * season settings; decision 0041). A tie lower down is a shared place either way.
 */
export type GameTieBreakKey = "armies" | "laterTurn" | "shared" | "draw";
export type StandingsTieBreakKey = "points" | "wins" | "bestGame" | "totalWithoutDiscards" | "headToHead";

/**
 * Why a standings row sits where it does relative to the row directly above it.
 * - key: the first criterion on which the two rows differ: "qualified" (minGames), or a key of
 *   rules.standingsTieBreak; null for the first row and for a row that shares its rank with the
 *   row above.
 * - shared: true when the row shares its rank with the row above or the row below.
 * A row's relation to the row below is the `key` of the next row.
 */
export type TieBreakInfo = { key: "qualified" | StandingsTieBreakKey | null; shared: boolean };

export type StandingRow = {
  rank: number;
  playerId: string;
  /** sum of the counted games (after discards) */
  points: number;
  gamesPlayed: number;
  gamesCounted: number;
  wins: number;
  /** games that ended in a draw (Julius Caesar): rank 1 shared, not counted as wins */
  draws: number;
  /** highest points earned in a single game */
  bestGame: number;
  /** sum of objective points over all games played */
  objectivePoints: number;
  completions: number;
  /** gamesPlayed >= rules.minGames */
  qualified: boolean;
  /** games finished 1st, 2nd or 3rd (shared ranks included) */
  podiums: number;
  averageRank: number;
  averageObjectivePoints: number;
  /** times this player was eliminated */
  eliminations: number;
  /** rank before the last game date minus rank now (positive = moved up); null if no previous standings */
  movement: number | null;
  /** games not counted because of discards, in season order */
  discardedGameIds: string[];
  /** sum of all games, discards ignored */
  totalWithoutDiscards: number;
  tieBreak: TieBreakInfo;
};
