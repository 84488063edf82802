import { seatOutcome } from "./rank-game";
import type { ScoringRules } from "./rules";
import type { GameInput, SeatOutcome } from "./types";

export type ScoredGame = {
  id: string;
  playedAt: string;
  /** calendar date of playedAt as written (YYYY-MM-DD) */
  date: string;
  /** position in the season, 0-based, after sorting by playedAt then id */
  index: number;
  endReason: string | null;
  durationMinutes: number | null;
  /** in the order of the input seats */
  seats: SeatOutcome[];
  /** exact points × season.scale, aligned with seats */
  scaled: number[];
};

/** One seat of one player: the game and the position of the seat in game.seats. */
export type Appearance = { game: ScoredGame; seat: number };

/**
 * The season as columns (one entry per game, or per seat result, in season order). Statistics
 * read these typed arrays instead of objects: 100k seat results stay cache-friendly, so the
 * time grows linearly with the season.
 */
export type SeasonColumns = {
  gameIds: string[];
  playedAt: string[];
  dates: string[];
  endReasons: Array<string | null>;
  durations: Array<number | null>;
  /** per game: the round a "sdadata" ending came in, null when not recorded */
  sdadataRounds: Array<number | null>;
  /** the seats of game g are rows gameStart[g] … gameStart[g + 1] − 1, in input seat order */
  gameStart: Int32Array;
  seatGame: Int32Array;
  /** index into playerIds */
  player: Int32Array;
  turnOrder: Int32Array;
  rank: Int32Array;
  objectivePoints: Float64Array;
  objectiveTotal: Float64Array;
  completed: Uint8Array;
  /** 0 = survived */
  eliminatedOrder: Int32Array;
  /** exact points × scale */
  scaled: Float64Array;
  /** index into objectiveIds, −1 when not recorded */
  objective: Int32Array;
  objectiveIds: string[];
  /** index into playerIds, −1 when not recorded */
  eliminatedBy: Int32Array;
  /** per game: 1 when the play ended in a draw (GameInput.result "draw"): its rank-1 seats did not win */
  drawn: Uint8Array;
  /** each player's rows in season order */
  playerRows: Int32Array[];
};

/** Every game of a season ranked and scored once; the input of every statistic. Read-only. */
export interface ScoredSeason {
  readonly rules: ScoringRules;
  /** points × scale are exact integers */
  readonly scale: number;
  /** every player who played, sorted by id */
  readonly playerIds: string[];
  readonly columns: SeasonColumns;
  /** the games in season order with their outcomes (built on first use) */
  readonly games: ScoredGame[];
  /** each player's seats in season order (built on first use) */
  readonly appearances: Map<string, Appearance[]>;
}

/** Whether season row `row` is a win: rank 1 in a game that did not end in a draw. */
export function isWin(c: Pick<SeasonColumns, "rank" | "drawn" | "seatGame">, row: number): boolean {
  return c.rank[row] === 1 && c.drawn[c.seatGame[row]] === 0;
}

/** Season order of items whose instants are known: by time, then by id. */
export function inSeasonOrder<T extends { id: string }>(items: readonly T[], times: ArrayLike<number>): T[] {
  return Array.from(seasonOrder(items, times), (i) => items[i]);
}

/** The indexes of `items` in season order. Linear when they already are (games usually come sorted). */
export function seasonOrder(items: readonly { id: string }[], times: ArrayLike<number>): Int32Array {
  const idx = new Int32Array(items.length);
  for (let i = 0; i < idx.length; i++) idx[i] = i;
  let sorted = true;
  for (let i = 1; i < items.length && sorted; i++)
    sorted = times[i - 1] < times[i] || (times[i - 1] === times[i] && items[i - 1].id < items[i].id);
  if (!sorted)
    idx.sort((a, b) => times[a] - times[b] || (items[a].id < items[b].id ? -1 : items[a].id > items[b].id ? 1 : 0));
  return idx;
}

/** Games in season order: by the instant of playedAt, then by id. */
export function sortGames<T extends { id: string; playedAt: string }>(games: readonly T[]): T[] {
  return inSeasonOrder(
    games,
    games.map((g) => Date.parse(g.playedAt)),
  );
}

/** A scored season whose object views (games, appearances) are built on first use. */
export class Season implements ScoredSeason {
  private gameList: ScoredGame[] | null = null;
  private appearanceMap: Map<string, Appearance[]> | null = null;

  constructor(
    readonly rules: ScoringRules,
    readonly scale: number,
    readonly playerIds: string[],
    readonly columns: SeasonColumns,
    private readonly inputs: GameInput[],
  ) {}

  get games(): ScoredGame[] {
    if (this.gameList) return this.gameList;
    const c = this.columns;
    this.gameList = this.inputs.map((input, g) => {
      const from = c.gameStart[g];
      const seats = input.seats.map((seat, k) =>
        seatOutcome(seat, c.rank[from + k], c.scaled[from + k] / this.scale, c.drawn[g] === 1),
      );
      const scaled = Array.from(c.scaled.subarray(from, c.gameStart[g + 1]));
      return {
        id: c.gameIds[g],
        playedAt: c.playedAt[g],
        date: c.dates[g],
        index: g,
        endReason: c.endReasons[g],
        durationMinutes: c.durations[g],
        seats,
        scaled,
      };
    });
    return this.gameList;
  }

  get appearances(): Map<string, Appearance[]> {
    if (this.appearanceMap) return this.appearanceMap;
    const games = this.games;
    const c = this.columns;
    this.appearanceMap = new Map(
      this.playerIds.map((id, p) => [
        id,
        Array.from(c.playerRows[p], (row) => ({
          game: games[c.seatGame[row]],
          seat: row - c.gameStart[c.seatGame[row]],
        })),
      ]),
    );
    return this.appearanceMap;
  }
}
