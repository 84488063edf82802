/**
 * A problem found in an input. `message` is English, for logs, errors and the scoring library's callers; `code` and
 * `params` (when present) let a user interface say the same in the reader's language (messages/{it,en}/plays.json,
 * "issues"). A param named `field` holds a field key, `invariant` an invariant id: the UI shows their labels.
 */
export type ScoringIssue = {
  path: string;
  message: string;
  code?: IssueCode;
  params?: Record<string, string | number>;
};

/** Every code an issue of the game systems' checks can carry (each has an Italian and an English text). */
export const ISSUE_CODES = [
  "required",
  "notBoolean",
  "notAnOption",
  "notANumber",
  "notWhole",
  "belowMin",
  "aboveMax",
  "aboveField",
  "malformed",
  "unknownField",
  "sumAbove",
  "tooManyHolders",
  "alreadyHeld",
  "noPlayer",
  "seatOrderRequired",
  "seatOrderRange",
  "playerTwice",
  "seatOrderTwice",
  "playerCount",
  "lengthRange",
  "winnerEliminated",
  "eliminationOrder",
  "nobodySurvives",
  "endingIsDecisive",
  "endingNotMet",
  "lastsFullLength",
  "endedAtMismatch",
  "twoOutrightWinners",
  "derivedFlag",
  "invariant",
  "variantTwice",
  "onlyWithPlayers",
  "variantFollows",
] as const;
export type IssueCode = (typeof ISSUE_CODES)[number];

/**
 * Thrown for rules or games the scoring library cannot score. The message is meant to be shown
 * to an organiser as it is: it names the game (when there is one) and every problem found.
 */
export class ScoringInputError extends Error {
  readonly issues: ScoringIssue[];
  readonly gameId: string | null;

  constructor(subject: string, issues: ScoringIssue[], gameId: string | null = null) {
    const detail = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join("; ");
    super(`${subject}: ${detail}`);
    this.name = "ScoringInputError";
    this.issues = issues;
    this.gameId = gameId;
  }
}

export function gameError(gameId: string, issues: ScoringIssue[]): ScoringInputError {
  return new ScoringInputError(`Game "${gameId}"`, issues, gameId);
}
