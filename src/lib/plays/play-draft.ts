// The play form's draft and what it sends, without React: the draft kept on the phone (decision 0025), the blank
// draft of a new, planned or stored play, the identity values other seats hold, and the input of recordResult.
import type { FieldDef, GameSystem, Play } from "@/scoring";
import { parseNumberText } from "@/schemas/numbers";
import type { RecordResultInput } from "@/schemas/play";
import { formFromPlay, type PlayFormSeat, type PlayFormState } from "./play-form";

/** The play's inputs and the game's own: its date, length in minutes, notes and why a stored play is changed. */
export type PlayDraft = { state: PlayFormState; playedOn: string; duration: string; notes: string; reason: string };
export type PlayDraftKey = "playedOn" | "duration" | "notes" | "reason";
/** recordResult's input before the outbox gives it a submission id; the play in the definition's types. */
export type PlaySubmission = Omit<RecordResultInput, "play" | "submissionId"> & { play: Play };

/** A stored play to correct, or a planned one (fair tables) to record: its seats are fixed. */
export type ExistingPlay = {
  gameId: string;
  version: number;
  playedOn: string;
  durationMinutes: number | null;
  notes: string | null;
  play: Play;
  /** a planned play's first result (decision 0062): recorded, so no reason is asked */
  planned?: boolean;
};

export const emptySeat = (i: number): PlayFormSeat => ({ playerId: "", seatOrder: i + 1, identity: {}, values: {} });

/** The draft as the form opens: the existing play's inputs, or the system's fewest seats, empty, played today. */
export function blankDraft(system: GameSystem, existing: ExistingPlay | undefined, today: string): PlayDraft {
  return {
    state: existing
      ? formFromPlay(existing.play)
      : {
          endedBy: "",
          endedAt: "",
          game: {},
          seats: Array.from({ length: system.players.min }, (_, i) => emptySeat(i)),
        },
    playedOn: existing?.playedOn ?? today,
    duration: existing?.durationMinutes?.toString() ?? "",
    notes: existing?.notes ?? "",
    reason: "",
  };
}

/**
 * Values of an identity key that seat `i` cannot take: those other seats hold when the key is distinct at the table,
 * and those either group of a seat holds when two identity fields tally as one (HOTRE's start areas).
 */
export function takenBy(identityFields: readonly FieldDef[], seats: readonly PlayFormSeat[], def: FieldDef, i: number) {
  const group = identityFields.filter((d) => d !== def && (d.tallyAs ?? d.key) === (def.tallyAs ?? def.key));
  if (!def.table?.distinct && group.length === 0) return new Set<string>();
  const keys = [def.key, ...group.map((d) => d.key)];
  return new Set(
    seats.flatMap((s, j) => keys.filter((k) => j !== i || k !== def.key).map((k) => s.identity[k])).filter(Boolean),
  );
}

/**
 * What the form sends for the draft and its play, or the field errors that keep it here. A duration that is not
 * plain digits is refused before sending: the outbox would store NaN as null (JSON) and drop it. The reason is sent
 * only for a correction of a stored play.
 */
export function playSubmission(
  draft: PlayDraft,
  play: Play,
  to: { slug: string; season?: number; existing?: ExistingPlay },
): { submission: PlaySubmission } | { fieldErrors: Record<string, string[]> } {
  const { playedOn, duration, notes, reason } = draft;
  const { slug, season, existing } = to;
  if (duration.trim() !== "" && parseNumberText(duration) === null)
    return { fieldErrors: { durationMinutes: ["notAnInteger"] } };
  const correcting = Boolean(existing && !existing.planned);
  return {
    submission: {
      slug,
      playedOn,
      durationMinutes: duration.trim() === "" ? null : parseNumberText(duration),
      notes: notes.trim() || null,
      reason: correcting ? reason.trim() || null : null,
      ...(existing ? { gameId: existing.gameId, version: existing.version } : { season }),
      play,
    },
  };
}
