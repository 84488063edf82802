/** One problem found in the input: where it is and what is wrong, in plain words. */
export type ScoringIssue = { path: string; message: string };

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
