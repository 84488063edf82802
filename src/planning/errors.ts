export type PlanningErrorCode =
  | "noPlayers"
  | "duplicatePlayer"
  | "invalidPlayer"
  | "invalidRating"
  | "tooManyPlayers"
  | "invalidSizes"
  | "minAboveMax"
  | "preferredOutOfRange"
  | "unsplittable"
  | "invalidHistory"
  | "invalidSeed"
  | "lockedUnknown"
  | "lockedDuplicate"
  | "lockedTable"
  | "lockedFull";

/**
 * Impossible input. `field` names the input field at fault ("players", "sizes", "sizes.preferred", "locked",
 * "history", "seed") so a form can show the message beside it; `code` is stable for translations.
 */
export class PlanningInputError extends Error {
  readonly field: string;
  readonly code: PlanningErrorCode;
  readonly details: Record<string, string | number>;

  constructor(field: string, code: PlanningErrorCode, message: string, details: Record<string, string | number> = {}) {
    super(`${field}: ${message}`);
    this.name = "PlanningInputError";
    this.field = field;
    this.code = code;
    this.details = details;
  }
}
