import { z } from "@/lib/zod";

/**
 * The range of every number the league stores, in one place: forms, the season CSV, the objective-set
 * import and the league JSON import all read these (docs/decisions/0015-imports-all-or-nothing.md).
 * Anything outside is refused on the way in, so nothing stored can later break an export
 * (a 20-digit game number used to be accepted and then failed the JSON export).
 */
export const NUMBER_BOUNDS = {
  edition: { min: 1, max: 999 },
  year: { min: 1900, max: 2200 },
  plannedGames: { min: 1, max: 500 },
  /** a game's number in its season */
  gameNumber: { min: 1, max: 9999 },
  turnOrder: { min: 1, max: 6 },
  eliminatedOrder: { min: 1, max: 5 },
  rank: { min: 1, max: 6 },
  objectiveNumber: { min: 1, max: 999 },
  territoryValue: { min: 1, max: 999 },
  objectiveTotal: { min: 0, max: 1000 },
  objectivePoints: { min: 0, max: 1000 },
  armies: { min: 0, max: 1000 },
  sdadataRound: { min: 1, max: 20 },
  durationMinutes: { min: 0, max: 24 * 60 },
  /** Game.version, bumped by every edit (optimistic concurrency) */
  gameVersion: { min: 0, max: 1_000_000 },
} as const;
export type NumberField = keyof typeof NUMBER_BOUNDS;

/** Tournament points of a seat or a season: decimals allowed, bounded so no rule can overflow them. */
export const POINTS_BOUNDS = { min: -100_000, max: 100_000 } as const;

/** i18n keys for the four ways a number can be wrong; each form keeps the keys its messages file has. */
export type NumberMessages = { type?: string; int?: string; min?: string; max?: string };

/** A whole number of the field's range (JSON documents, parsed CSV cells, typed form state). */
export const wholeNumber = (field: NumberField, m: NumberMessages = {}) =>
  z
    .number({ message: m.type ?? "invalidNumber" })
    .int({ message: m.int ?? m.type ?? "invalidNumber" })
    .min(NUMBER_BOUNDS[field].min, { message: m.min ?? "tooSmall" })
    .max(NUMBER_BOUNDS[field].max, { message: m.max ?? "tooLarge" });

/** The same, from a form field's text ("12" → 12). */
export const coercedWholeNumber = (field: NumberField, m: NumberMessages = {}) =>
  z.coerce
    .number({ message: m.type ?? "invalidNumber" })
    .int({ message: m.int ?? m.type ?? "invalidNumber" })
    .min(NUMBER_BOUNDS[field].min, { message: m.min ?? "tooSmall" })
    .max(NUMBER_BOUNDS[field].max, { message: m.max ?? "tooLarge" });

export const pointsNumber = z.number().min(POINTS_BOUNDS.min).max(POINTS_BOUNDS.max);

/** One schema per field, built once: importers check every cell of a file (8,000 rows × 8 numbers). */
const SCHEMAS = Object.fromEntries(Object.keys(NUMBER_BOUNDS).map((f) => [f, wholeNumber(f as NumberField)])) as Record<NumberField, ReturnType<typeof wholeNumber>>;

/** The field's number, or null when it is not a whole number of the field's range. */
export const parseBounded = (field: NumberField, n: number): number | null => {
  const r = SCHEMAS[field].safeParse(n);
  return r.success ? r.data : null;
};

/** True when n is a whole number of the field's range (for plain validators that report their own codes). */
export const isWithin = (field: NumberField, n: number) => parseBounded(field, n) !== null;
