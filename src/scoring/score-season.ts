import { ScoringInputError } from "./errors";
import { parseInstant } from "./parse-date";
import { firstRepeatedId } from "./unique-ids";
import { compileFormula } from "./formulas";
import { presetRanks, rankSeats, tieAtTopIsDraw } from "./rank-game";
import type { ScoringRules } from "./rules";
import { Season, seasonOrder, type ScoredSeason, type SeasonColumns } from "./season";
import type { GameInput } from "./types";
import { isPlainlyValid, validateGame } from "./validate-game";
import { work } from "./work";

/** Empty columns for `rows` seat results of `games` games, all numeric ones views of one buffer. */
function allocate(rows: number, games: GameInput[]): { c: SeasonColumns; allRows: Int32Array } {
  // Creating a typed array costs about a microsecond, a view on an existing buffer a twentieth
  // of that; a 40-game season is scored in about a hundred microseconds.
  const buffer = new ArrayBuffer(rows * (3 * 8 + 8 * 4 + 1) + (games.length + 1) * 4);
  let offset = 0;
  const f64 = () => new Float64Array(buffer, (offset += rows * 8) - rows * 8, rows);
  const i32 = (n = rows) => new Int32Array(buffer, (offset += n * 4) - n * 4, n);
  const c: SeasonColumns = {
    gameIds: games.map((g) => g.id),
    playedAt: games.map((g) => g.playedAt),
    dates: games.map((g) => g.playedAt.slice(0, 10)),
    endReasons: games.map((g) => g.endReason ?? null),
    durations: games.map((g) => g.durationMinutes ?? null),
    sdadataRounds: games.map((g) => g.sdadataRound ?? null),
    objectivePoints: f64(),
    objectiveTotal: f64(),
    scaled: f64(),
    gameStart: i32(games.length + 1),
    seatGame: i32(),
    player: i32(),
    turnOrder: i32(),
    rank: i32(),
    eliminatedOrder: i32(),
    objective: i32(),
    eliminatedBy: i32(),
    completed: new Uint8Array(0),
    drawn: new Uint8Array(games.length),
    objectiveIds: [],
    playerRows: [],
  };
  const allRows = i32();
  c.completed = new Uint8Array(buffer, offset, rows);
  return { c, allRows };
}

/** The checks of the season in input order: throws for the first invalid game or repeated id. */
function validateAll(games: readonly GameInput[]) {
  const ids = new Set<string>();
  for (const game of games) {
    validateGame(game);
    if (ids.has(game.id))
      throw new ScoringInputError(`Game "${game.id}"`, [{ path: "id", message: "two games have this id" }], game.id);
    ids.add(game.id);
  }
}

/**
 * Validates, orders, ranks and scores every game of a season. Throws ScoringInputError for the
 * first invalid game (in input order), or when two games share an id.
 *
 * One pass over the seats in season order checks, ranks, scores and stores each game while its
 * seats are in the CPU caches (100k seat objects do not fit: a second pass would read them from
 * memory again). An error found there is not thrown until every game has been checked in input
 * order (validateAll), so the error reported is the same as with separate passes.
 */
export function scoreSeason(games: readonly GameInput[], rules: ScoringRules): ScoredSeason {
  const formula = compileFormula(rules.formula);
  // typed arrays, not number[]: 20,000 entries on the JavaScript heap would be copied by every garbage collection of the pass
  const times = new Float64Array(games.length);
  let rows = 0;
  let plain = true;
  for (let i = 0; i < games.length; i++) {
    const game = games[i];
    if (!game || typeof game.id !== "string" || !Array.isArray(game.seats)) {
      plain = false;
      break;
    }
    times[i] = parseInstant(game.playedAt);
    rows += game.seats.length;
  }
  if (plain && firstRepeatedId(games.length, (i) => games[i].id) !== -1) plain = false;
  if (!plain) validateAll(games); // throws
  const order = seasonOrder(games, times);
  const ordered = Array.from(order, (i) => games[i]);
  const { c, allRows } = allocate(rows, ordered);

  const seen = new Map<string, number>(); // player id -> index in order of appearance
  const objectiveIndex = new Map<string, number>();
  const ranks: number[] = [];
  const points: number[] = [];
  const seatPlayer: number[] = [];
  let row = 0;
  try {
    for (let g = 0; g < ordered.length; g++) {
      const seats = ordered[g].seats;
      if (!isPlainlyValid(ordered[g], times[order[g]])) validateAll(games); // throws, unless the detailed check accepts the game
      c.gameStart[g] = row;
      const result = ordered[g].result;
      if (result === undefined) rankSeats(seats, rules.gameTieBreak, ranks);
      else presetRanks(seats, ranks);
      const drawn = result === undefined ? tieAtTopIsDraw(rules.gameTieBreak, ranks) : result === "draw";
      if (drawn) c.drawn[g] = 1;
      formula.score(ordered[g].id, seats, ranks, points, drawn);
      for (let k = 0; k < seats.length; k++) {
        let p = seen.get(seats[k].playerId);
        if (p === undefined) seen.set(seats[k].playerId, (p = seen.size));
        seatPlayer[k] = p;
      }
      for (let k = 0; k < seats.length; k++, row++) {
        const seat = seats[k];
        c.seatGame[row] = g;
        c.player[row] = seatPlayer[k];
        c.turnOrder[row] = seat.turnOrder;
        c.rank[row] = ranks[k];
        c.objectivePoints[row] = seat.objectivePoints;
        c.objectiveTotal[row] = seat.objectiveTotal;
        c.completed[row] = seat.objectiveCompleted ? 1 : 0;
        c.eliminatedOrder[row] = seat.eliminatedOrder ?? 0;
        c.scaled[row] = points[k];
        c.eliminatedBy[row] = seat.eliminatedBy ? (seen.get(seat.eliminatedBy) as number) : -1;
        let o = -1;
        if (seat.objectiveId) {
          o = objectiveIndex.get(seat.objectiveId) ?? -1;
          if (o === -1) objectiveIndex.set(seat.objectiveId, (o = c.objectiveIds.push(seat.objectiveId) - 1));
        }
        c.objective[row] = o;
      }
    }
  } catch (error) {
    validateAll(games); // an invalid game, in input order, comes before an error of the rules
    throw error;
  }
  c.gameStart[ordered.length] = row;
  work.gamesScored += ordered.length;

  // players are indexed by sorted id, so every statistic lists them in a stable order
  const playerIds = [...seen.keys()].sort();
  const renumber = new Array<number>(playerIds.length);
  playerIds.forEach((id, i) => (renumber[seen.get(id) as number] = i));
  const perPlayer = new Array<number>(playerIds.length).fill(0);
  for (let r = 0; r < rows; r++) {
    c.player[r] = renumber[c.player[r]];
    if (c.eliminatedBy[r] >= 0) c.eliminatedBy[r] = renumber[c.eliminatedBy[r]];
    perPlayer[c.player[r]]++;
  }
  let start = 0;
  c.playerRows = perPlayer.map((n) => allRows.subarray(start, (start += n)));
  perPlayer.fill(0);
  for (let r = 0; r < rows; r++) c.playerRows[c.player[r]][perPlayer[c.player[r]]++] = r;
  return new Season(rules, formula.scale, playerIds, c, ordered);
}
