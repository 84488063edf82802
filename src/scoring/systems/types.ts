// A game system as data (shared/domain/game-systems.md §7). Pure: no framework imports.
import type { ScoringIssue } from "../errors";

/** it = the rulebook's Italian term, en = its English label */
export type Label = { it: string; en: string };
export type Value = number | boolean | string | null;

/** A game field that must hold a value for something to apply (S.P.Q.R. "mode = target"). */
export type Condition = { gameField: string; equals: Value };

/** Checks across the seats of one play, for one seat field or identity key (absent values are skipped). */
export type TableRule = {
  /** the values of the seats add up to at most this (Nero: 4 Areas; Julius Caesar: 13 city VP) */
  sumAtMost?: number;
  /** at most `max` seats hold `equals` (Nero: ≤ 2 Emperors; Julius Caesar: one seat controls Rome) */
  countAtMost?: { equals: Value; max: number };
  /** no two seats hold the same value (colours, base zones, Emperor counters) */
  distinct?: boolean;
};

type FieldCommon = {
  key: string;
  label: Label;
  /** true, false (an optional statistic or check), or only when a game field holds a value */
  required: boolean | { when: Condition };
  table?: TableRule;
  /** the rule's section in the rulebook, or "[default]" */
  source: string;
  /** true where the rulebook is silent and this is the club's choice (game-systems.md [default]) */
  clubDefault?: boolean;
  /** with this many players the value follows the club's rule (HOTRE, 2 players: the higher of two Emperor counters) */
  clubDefaultWith?: { players: number; rule: Label };
  /**
   * the field belongs to a table of exactly this many players (HOTRE's second group, §15.1): shown and checked
   * (`required` as given) there, refused at any other table size
   */
  players?: number;
  /** statistics count this identity value in another key's table (HOTRE: the second group's start area is a start area) */
  tallyAs?: string;
};

/**
 * A number field. Both bounds are part of the type: a number field without an upper bound cannot be written,
 * so no import, form or JSON document can store a number the export cannot give back (decision 0038). The
 * bounds come from the rulebook where it gives one, otherwise a generous documented club bound; every bound
 * is within ±LARGEST_BOUND (src/schemas/numbers.ts), checked over the registry by a unit test.
 */
export type NumberFieldDef = FieldCommon & {
  /** "int": whole numbers; "number": decimals allowed */
  type: "int" | "number";
  min: number;
  max: number;
  /** also at most this other field of the same seat (RisiKo!: objectivePoints ≤ objectiveTotal) */
  atMostField?: string;
  options?: undefined;
  sidesWith?: undefined;
};

export type OtherFieldDef = FieldCommon & {
  type: "bool" | "enum" | "text";
  options?: readonly { value: string; label: Label }[];
  /**
   * A game field whose value names a value of this seat identity key (Julius Caesar: Cleopatra's side names a
   * side): the statistics count the results of the seat that holds it (wins by Cleopatra's side).
   */
  sidesWith?: string;
  min?: undefined;
  max?: undefined;
  atMostField?: undefined;
};

export type FieldDef = NumberFieldDef | OtherFieldDef;

/**
 * HOTRE total = P + F (of both groups with 2 players); Julius Caesar VP = city VP + leaders killed. `maxOf`
 * instead: the highest of the values given (HOTRE, 2 players: the higher of the two Emperor counters). Fields
 * absent from the seat (a group a smaller table does not have) are left out.
 */
export type DerivedField =
  | { key: string; label: Label; sumOf: readonly string[]; maxOf?: undefined; source: string }
  | { key: string; label: Label; maxOf: readonly string[]; sumOf?: undefined; source: string };

/**
 * What the rules decide from other recorded values (Nero §13.1: 4 Areas, or Emperor with 3; RisiKo!: every
 * territory of the objective held): the flag's value, and why; null when those values are not recorded.
 */
export type DeriveFlag = (row: Record<string, Value>) => { value: boolean; reason: string; why: string } | null;

/** Makes one seat the winner outright; it ends the play with `ending`. At most one seat may meet any. */
export type DecisiveRule =
  | {
      id: string;
      kind: "seatFlag";
      field: string;
      ending: string;
      source: string;
      /** the flag follows from these values: absent = derived, given and different = refused */
      derive?: DeriveFlag;
      /** other endings a play won this way may record (RisiKo! "lastStanding": the survivor holds the whole map) */
      alsoEndedBy?: readonly string[];
    }
  | {
      id: string;
      kind: "threshold";
      field: string;
      atLeast: number | { gameField: string };
      when?: Condition;
      ending: string;
      source: string;
    };

export type RankKey = {
  /** a seat field, a derived field, or "seatOrder" */
  field: string;
  order: "desc" | "asc";
  origin: "rules" | "default";
  source: string;
  /** the key is "the field holds this value" (1) or not (0): Nero "Emperor at the end" = leaderAtEnd Imperatore */
  equals?: string;
  /** the key's own label where it is not the field's (a season's tie-break choice) */
  label?: Label;
};

export type RankingRule = {
  decisive: readonly DecisiveRule[];
  /** compared in order over the seats that neither won outright nor were eliminated */
  keys: readonly RankKey[];
  /** keys after `keys` that a season may replace (setting `tieBreak`): the club's tie-break chain */
  tieBreak: { keys: readonly RankKey[]; options: readonly RankKey[]; clubDefault: true; setting: "tieBreak" } | null;
  /**
   * eliminated seats rank below every survivor, a later elimination above an earlier one. Where `setting` is given
   * (the rule is the club's), a season may instead rank every seat by the keys, eliminated or not ("byScore").
   */
  elimination: { field: string; source: string; clubDefault: boolean; setting?: "eliminated" } | null;
  /** the rulebook ranks only the winner; the other places follow the same keys (game-systems.md §8 #16 [default]) */
  others?: { source: string; clubDefault: true };
  /** what a tie on every key at the top means; a season may change it only where `setting` is given */
  unresolved: { value: "shareRank" | "draw"; source: string; clubDefault: boolean; setting?: "unresolved" };
};

export type Ending = {
  value: string;
  label: Label;
  source: string;
  /** the length field must then equal length.max (Nero turn 4, Julius Caesar year 5) */
  atLengthMax?: boolean;
  clubDefault?: boolean;
};

/**
 * A variant a play may name. With `when`, the variant is played exactly when a game field holds a value (CotE II: the
 * fifth season ⇔ seasons 5): it is derived from that field (statistics, display), never ticked on its own; a play that
 * names it while the field says otherwise is refused at `variants[i]` (`variantFollows`, decision 0063).
 */
export type Variant = { id: string; label: Label; source: string; when?: Condition };

/**
 * A play recorded before some fields were required (decision 0063): at a table of `players` seats, a play in which no
 * seat gives any of `without` (values or identity) is such a record. A caller that reads history accepts it as it is
 * (those fields not required); ranked as it was, by the derived values of the fields it has.
 */
export type OlderRecord = { id: string; label: Label; players: number; without: readonly string[]; source: string };

/**
 * How a caller reads a play: `olderRecords` lists the older-record shapes it accepts (`true` = every one of the
 * system's). A new result (the result forms and action) passes none.
 */
export type CheckOptions = { olderRecords?: true | readonly string[] };

export type SystemId = "risiko" | "spqr" | "nero" | "hotre" | "julius-caesar" | "cote2";

export type PlaySeat = {
  playerId: string;
  seatOrder?: number;
  identity?: Record<string, string>;
  values: Record<string, Value>;
};

export type Play = {
  endedBy?: string;
  endedAt?: number;
  game?: Record<string, Value>;
  /** ids from the definition's `variants` played in this game (e.g. Nero "short"); absent or [] = the standard rules */
  variants?: string[];
  seats: PlaySeat[];
};

/** Season settings (game-systems.md proposals); absent = the definition's defaults. */
export type PlaySettings = {
  /** field keys from ranking.tieBreak.options, in order; replaces the default tie-break chain */
  tieBreak?: string[];
  unresolved?: "shareRank" | "draw";
  /** where ranking.elimination.setting is given: eliminated seats below every survivor (default) or by the keys */
  eliminated?: "belowSurvivors" | "byScore";
  /** where the system has editions: the rules edition the season plays (S.P.Q.R. 2005 or 2020) */
  edition?: number;
};

export type SeatResult = { playerId: string; rank: number; isWinner: boolean; decidedBy: string };
export type PlayResult = { result: "win" | "sharedWin" | "draw"; seats: SeatResult[] };

/** What an invariant sees: the play, already checked field by field, with derived values per seat. */
export type CheckedPlay = {
  play: Play;
  game: Record<string, Value>;
  /** seat values + derived values, aligned with play.seats */
  rows: Record<string, Value>[];
  /** index of the seat that met a decisive rule, or -1 */
  decisive: number;
  /** id of the decisive rule that seat met */
  decisiveRule: string | null;
  /** the ending given, or derived (null when the rules leave several possible) */
  endedBy: string | null;
};

/**
 * A rule that does not fit in field data: a named check in code, per seat (a problem with
 * seats[i].values.<field>, or null) or over the whole play (issues with their paths, or null).
 */
export type Invariant = {
  id: string;
  label: Label;
  source: string;
  seat?: { field: string; check: (row: Record<string, Value>, i: number, play: CheckedPlay) => string | null };
  play?: (play: CheckedPlay) => ScoringIssue[] | null;
};

export type GameSystem = {
  id: SystemId;
  /** rules edition */
  version: number;
  /** rules editions a season may play, recorded per season (setting `edition`); absent = one edition */
  editions?: { values: readonly number[]; default: number; source: string; setting: "edition" };
  name: Label;
  seed: string;
  players: { min: number; max: number; best?: number; source: string };
  /** what seatOrder means: the turn order 1..n (RisiKo!, S.P.Q.R.) or clockwise seating */
  seatOrder: { meaning: "turnOrder" | "seating"; required: boolean };
  identity: readonly FieldDef[];
  length: {
    unit: "round" | "turn" | "year" | "period" | "season";
    max: number | null;
    gameField: string | null;
    source: string;
  };
  endings: readonly Ending[];
  variants: readonly Variant[];
  gameFields: readonly FieldDef[];
  seatFields: readonly FieldDef[];
  derived: readonly DerivedField[];
  primaryScore: string;
  /**
   * The top of the primary score's scale (RisiKo!: an objective set's total, 95). Formulas that use the
   * score itself (winnerBonus, league100) are offered only where this is declared (game-systems.md §7.1.4).
   */
  scoreScale?: number;
  /**
   * Shapes of plays recorded before a rule gained fields (decision 0063): read where a caller reads history (an
   * import, a stored play ranked again), never accepted for a new result. Absent = none.
   */
  olderRecords?: readonly OlderRecord[];
  /**
   * true for RisiKo!: secret objectives are dealt before the game (its games are created by the deal), a result
   * carries each seat's card (the result action's deal part, src/server/dealt-result.ts), and the seats' objective
   * values live in the season pipeline's own columns. Other systems: no deal. Every result is a play (rankPlay).
   */
  dealsObjectives?: boolean;
  ranking: RankingRule;
  invariants: readonly Invariant[];
};
