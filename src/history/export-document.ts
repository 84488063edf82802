// The full export of a league as one JSON document (docs/decisions/0006-import-export.md).
// `version` changes whenever a field changes meaning; importers refuse versions they do not know.
import { LEAGUE_SLUG } from "@/lib/display/slug";
import { z } from "@/lib/forms/zod";
import { email } from "@/schemas/auth";
import { LARGEST_BOUND, pointsNumber, wholeNumber } from "@/schemas/numbers";
import { SEASON_PLAYER_COMMENT_MAX } from "@/schemas/season-comment";

export const EXPORT_FORMAT = "risiko-league-export";
export const EXPORT_VERSION = 1;

const id = z.string().min(1);
const date = z.iso.datetime();
const nullableDate = date.nullable();

const userSchema = z.strictObject({
  id,
  email,
  name: z.string(),
  createdAt: date,
  /** only in an export made with --include-credentials */
  passwordHash: z.string().min(1).optional(),
});

const membershipSchema = z.strictObject({
  id,
  userId: id,
  role: z.enum(["organiser", "player"]),
  canRecordResults: z.boolean(),
  createdAt: date,
});

const playerSchema = z.strictObject({
  id,
  displayName: z.string().min(1),
  nickname: z.string().nullable(),
  armyName: z.string().nullable(),
  armyColor: z.string().min(1),
  active: z.boolean(),
  userId: id.nullable(),
  createdAt: date,
});

const objectiveSchema = z.strictObject({
  id,
  number: wholeNumber("objectiveNumber"),
  name: z.string(),
  createdAt: date,
  territories: z.array(z.strictObject({ territoryId: id, value: wholeNumber("territoryValue") })),
});

/**
 * Values of a play (game fields, seat fields) as the definition types them; each field's own bounds are checked by
 * rankPlay on import. The bound here also covers a play that rankPlay does not see (a game not finished).
 */
const playValues = z.record(
  z.string(),
  z.union([z.number().min(-LARGEST_BOUND).max(LARGEST_BOUND), z.boolean(), z.string(), z.null()]),
);

const viewSchema = z.strictObject({
  id,
  userId: id.nullable(),
  via: z.string(),
  device: z.string().nullable(),
  viewedAt: date,
});

const seatSchema = z.strictObject({
  id,
  playerId: id,
  turnOrder: wholeNumber("turnOrder"),
  armyColor: z.string(),
  /** present only for seats of finished games: objectives of unfinished games never leave the database */
  objectiveId: id.nullable().optional(),
  salt: z.string().nullable().optional(),
  commitment: z.string().nullable(),
  objectiveTotal: wholeNumber("objectiveTotal").nullable(),
  objectivePoints: wholeNumber("objectivePoints").nullable(),
  objectiveCompleted: z.boolean(),
  eliminatedOrder: wholeNumber("eliminatedOrder").nullable(),
  eliminatedById: id.nullable(),
  armies: wholeNumber("armies").nullable(),
  rank: wholeNumber("rank").nullable(),
  points: pointsNumber.nullable(),
  firstViewedAt: nullableDate,
  /** territories of the objective held at the end; finished games only */
  held: z.array(id).optional(),
  views: z.array(viewSchema),
  /** plays of other systems than RisiKo! (decision 0020): identity, seat fields, winner flag, what set the rank */
  identity: z.record(z.string(), z.string()).optional(),
  values: playValues.optional(),
  isWinner: z.boolean().optional(),
  decidedBy: z.string().nullable().optional(),
});

const gameSchema = z
  .strictObject({
    id,
    sequence: wholeNumber("gameNumber"),
    playedOn: date,
    status: z.enum(["planned", "dealt", "finished", "void"]),
    endReason: z.string().nullable(),
    sdadataRound: wholeNumber("sdadataRound").nullable(),
    /** RisiKo! sdadata ending: the dice threshold (4–7); absent when not recorded (and in older exports) */
    sdadataThreshold: wholeNumber("sdadataThreshold").optional(),
    durationMinutes: wholeNumber("durationMinutes").nullable(),
    notes: z.string().nullable(),
    version: wholeNumber("gameVersion"),
    dealtAt: nullableDate,
    finishedAt: nullableDate,
    createdAt: date,
    updatedAt: date,
    /** plays of other systems than RisiKo!: ending, length reached, game fields, result */
    endedBy: z.string().nullable().optional(),
    endedAt: z.number().int().min(1).max(1000).nullable().optional(),
    values: playValues.optional(),
    outcome: z.enum(["win", "sharedWin", "draw"]).nullable().optional(),
    seats: z.array(seatSchema),
  })
  .superRefine((game, ctx) => {
    if (game.status === "finished") return;
    game.seats.forEach((seat, i) => {
      for (const secret of ["objectiveId", "salt", "held"] as const)
        if (seat[secret] !== undefined)
          ctx.addIssue({
            code: "custom",
            path: ["seats", i, secret],
            message: `a seat of an unfinished game must not carry its ${secret}`,
          });
      // who looked at an objective, and when, stays private until the game is over
      if (seat.views.length)
        ctx.addIssue({
          code: "custom",
          path: ["seats", i, "views"],
          message: "a seat of an unfinished game must not carry its view log",
        });
      if (seat.firstViewedAt !== null)
        ctx.addIssue({
          code: "custom",
          path: ["seats", i, "firstViewedAt"],
          message: "a seat of an unfinished game must not carry its view log",
        });
    });
  });

const seasonSchema = z.strictObject({
  id,
  edition: wholeNumber("edition"),
  name: z.string(),
  year: wholeNumber("year"),
  plannedGames: wholeNumber("plannedGames"),
  status: z.enum(["draft", "active", "closed"]),
  /** the stored ScoringRules JSON, as stored (defaults are not filled in) */
  rules: z.unknown(),
  /** the game system; absent = RisiKo! (exports made before systems) */
  systemId: z.string().optional(),
  /** the club-rule settings (PlaySettings); absent = the definition's defaults */
  systemSettings: z.unknown().optional(),
  isPublic: z.boolean(),
  comments: z.string().nullable(),
  /** the organiser's closing comment per player (decision 0045); absent = none (and in exports made before them) */
  playerComments: z
    .array(z.strictObject({ playerId: id, text: z.string().trim().min(1).max(SEASON_PLAYER_COMMENT_MAX) }))
    .refine((list) => new Set(list.map((c) => c.playerId)).size === list.length, { message: "one comment per player" })
    .optional(),
  createdAt: date,
  closedAt: nullableDate,
  objectives: z.array(objectiveSchema),
  games: z.array(gameSchema),
});

const auditSchema = z.strictObject({
  id,
  actorUserId: id.nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: date,
});

export const exportDocumentSchema = z.strictObject({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  /** true when users carry their password hashes */
  includesCredentials: z.boolean(),
  league: z.strictObject({
    id,
    slug: z.string().regex(LEAGUE_SLUG, { message: "must be a league address: lower-case letters, digits and dashes" }),
    name: z.string(),
    createdAt: date,
  }),
  users: z.array(userSchema),
  memberships: z.array(membershipSchema),
  players: z.array(playerSchema),
  seasons: z.array(seasonSchema),
  auditEvents: z.array(auditSchema),
});

export type ExportDocument = z.infer<typeof exportDocumentSchema>;
export type ExportSeason = ExportDocument["seasons"][number];
export type ExportGame = ExportSeason["games"][number];
export type ExportSeat = ExportGame["seats"][number];

/** Readable problems of a document that does not match the schema: "seasons.0.games.3.status: …". */
export function describeDocumentErrors(error: z.ZodError, max = 20): string[] {
  const lines = error.issues.slice(0, max).map((i) => `${i.path.map(String).join(".") || "(document)"}: ${i.message}`);
  if (error.issues.length > max) lines.push(`… and ${error.issues.length - max} more`);
  return lines;
}

/** Checks the header first, so a newer or foreign file gets a clear message instead of a field list. */
export function parseExportDocument(raw: unknown): { ok: true; doc: ExportDocument } | { ok: false; errors: string[] } {
  const head = z.object({ format: z.string(), version: z.number() }).safeParse(raw);
  if (!head.success || head.data.format !== EXPORT_FORMAT)
    return { ok: false, errors: [`not a league export (expected "format": "${EXPORT_FORMAT}")`] };
  if (head.data.version !== EXPORT_VERSION)
    return {
      ok: false,
      errors: [`export version ${head.data.version} is not supported (this app reads version ${EXPORT_VERSION})`],
    };
  const parsed = exportDocumentSchema.safeParse(raw);
  return parsed.success ? { ok: true, doc: parsed.data } : { ok: false, errors: describeDocumentErrors(parsed.error) };
}
