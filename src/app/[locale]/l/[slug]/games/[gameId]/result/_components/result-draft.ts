// The result form's state and what it sends, without React: the draft kept on the phone, the live points of each
// seat, the territories a seat entered by hand holds, and the input of recordResult (the play and its cards).
import type { RecordResultInput } from "@/schemas/play";
import { parseNumberText } from "@/schemas/numbers";
import { deriveCompletion } from "@/scoring/territories";
import type { ResultEntry } from "@/server/queries/result-entry";
import type { SeatState } from "./seat-fields";

/**
 * What the server reads: a number through the one reader (src/schemas/numbers.ts), null for an empty field, or
 * the text as typed when it is not plain digits (`0x10`, `1e3`), which the schema refuses at its field (NaN would
 * turn into null in the outbox's JSON and be taken as "not recorded").
 */
const int = (s: string): number | null => (s.trim() === "" ? null : (parseNumberText(s) ?? (s as unknown as number)));
/** The preview's number: text that is not plain digits counts as nothing yet. */
const previewInt = (s: string): number | null => (s.trim() === "" ? null : parseNumberText(s));

export type ResultDraft = {
  seats: SeatState[];
  endReason: string;
  sdadataRound: string;
  /** a draft kept on this phone before the threshold was asked has none */
  sdadataThreshold?: string;
  duration: string;
  notes: string;
  reason: string;
  /** the recorder enters every card by hand although the players sent their territories */
  manual: boolean;
};
export type EndingKey = "endReason" | "sdadataRound" | "sdadataThreshold" | "duration" | "notes" | "reason";

function initialSeat(saved: ResultEntry["seats"][number]["saved"]): SeatState {
  return {
    objectiveId: saved?.objectiveId ?? "",
    held: saved?.heldTerritoryIds ?? [],
    objectiveTotal: saved?.objectiveId ? "" : (saved?.objectiveTotal?.toString() ?? ""),
    objectivePoints: saved?.objectiveId ? "" : (saved?.objectivePoints?.toString() ?? ""),
    completed: saved?.objectiveCompleted ?? false,
    eliminated: saved?.eliminatedOrder != null,
    eliminatedOrder: saved?.eliminatedOrder?.toString() ?? "1",
    eliminatedById: saved?.eliminatedById ?? "",
    armies: saved?.armies?.toString() ?? "",
  };
}

/** The draft of a game as loaded: its saved result (a correction) or empty seats. */
export function initialDraft(entry: ResultEntry): ResultDraft {
  return {
    seats: entry.seats.map((s) => initialSeat(s.saved)),
    endReason: entry.game.endReason ?? "",
    sdadataRound: entry.game.sdadataRound?.toString() ?? "",
    sdadataThreshold: entry.game.sdadataThreshold?.toString() ?? "",
    duration: entry.game.durationMinutes?.toString() ?? "",
    notes: entry.game.notes ?? "",
    reason: "",
    manual: false,
  };
}

/** A seat's live objective points: null for a seat left to its holder's report (secret until the result is saved). */
export function seatScore(entry: ResultEntry, s: SeatState, fromReport: boolean) {
  if (fromReport) return null;
  const objective = entry.catalogue.find((o) => o.id === s.objectiveId);
  const total = objective ? objective.total : (previewInt(s.objectiveTotal) ?? 0);
  const points = s.eliminated
    ? 0
    : s.completed
      ? total
      : objective
        ? objective.territories.filter((tr) => s.held.includes(tr.id)).reduce((sum, tr) => sum + tr.value, 0)
        : (previewInt(s.objectivePoints) ?? 0);
  return { total, points };
}

/**
 * What each seat entered by hand holds (all of its card when completed): a territory is held by one player, so a
 * territory ticked for one seat cannot be ticked for another. Reports stay unseen.
 */
export function heldElsewhere(entry: ResultEntry, seats: SeatState[], fromReport: (i: number) => boolean) {
  const holdings = seats.map((s, i) => {
    const objective = fromReport(i) || s.eliminated ? undefined : entry.catalogue.find((o) => o.id === s.objectiveId);
    return objective ? (s.completed ? objective.territories.map((tr) => tr.id) : s.held) : [];
  });
  return (i: number) =>
    new Map(holdings.flatMap((ids, j) => (j === i ? [] : ids.map((id) => [id, entry.seats[j].playerName] as const))));
}

/** The eliminator was still in the game: the players eliminated before seat `i` cannot have eliminated it. */
export function outBefore(entry: ResultEntry, seats: SeatState[], i: number): Set<string> {
  if (!seats[i].eliminated) return new Set();
  const order = Number(seats[i].eliminatedOrder);
  return new Set(
    entry.seats
      .filter((_, j) => j !== i && seats[j].eliminated && Number(seats[j].eliminatedOrder) < order)
      .map((o) => o.playerId),
  );
}

/** The values a number field holds: absent when empty, so that a value the game does not have is left out. */
const put = (values: Record<string, number | boolean | string | null>, key: string, text: string) => {
  const n = int(text);
  if (n !== null) values[key] = n;
};

/**
 * What the form sends: the play (ending, the sdadata's round and threshold, each seat's elimination, armies,
 * completion, and the objective total and points of a seat without a card) and the cards (chosen with the territories
 * held, or left to the holder's report, which carries nothing of the card).
 */
export function resultInput(
  slug: string,
  entry: ResultEntry,
  draft: ResultDraft,
  fromReport: (i: number) => boolean,
  editing: boolean,
): Omit<RecordResultInput, "submissionId"> {
  const { endReason, sdadataRound, duration, notes, reason } = draft;
  const game: Record<string, number | boolean | string | null> = {};
  if (endReason === "sdadata") {
    put(game, "endedRound", sdadataRound);
    put(game, "sdadataThreshold", draft.sdadataThreshold ?? "");
  }
  return {
    slug,
    gameId: entry.game.id,
    version: entry.game.version,
    durationMinutes: int(duration),
    notes: notes.trim() || null,
    reason: editing ? reason.trim() || null : null,
    play: {
      ...(endReason ? { endedBy: endReason } : {}),
      game,
      seats: entry.seats.map((seat, i) => {
        const s = draft.seats[i];
        const values: Record<string, number | boolean | string | null> = { objectiveCompleted: s.completed };
        if (s.eliminated) {
          values.eliminatedOrder = Number(s.eliminatedOrder);
          if (s.eliminatedById) values.eliminatedBy = s.eliminatedById;
        } else put(values, "armies", s.armies);
        if (!fromReport(i) && !s.objectiveId) {
          put(values, "objectiveTotal", s.objectiveTotal);
          if (s.eliminated) values.objectivePoints = 0;
          else put(values, "objectivePoints", s.completed ? s.objectiveTotal : s.objectivePoints);
        }
        return { playerId: seat.playerId, seatOrder: seat.turnOrder, values };
      }),
    },
    deal: {
      seats: entry.seats.map((seat, i) => {
        const s = draft.seats[i];
        return fromReport(i)
          ? { playerId: seat.playerId, fromPlayerReport: true }
          : {
              playerId: seat.playerId,
              objectiveId: s.objectiveId || null,
              heldTerritoryIds: s.objectiveId && !s.eliminated ? s.held : [],
            };
      }),
    },
  };
}

type Score = { points: number; total: number };

/** The seats as the live preview ranks them, once every seat's points are known (no seat left to a report). */
export function previewSeats(entry: ResultEntry, seats: SeatState[], scores: Score[]) {
  return entry.seats.map((seat, i) => ({
    name: seat.playerName,
    playerId: seat.playerId,
    turnOrder: seat.turnOrder,
    objectivePoints: scores[i].points,
    objectiveTotal: scores[i].total,
    // every territory of the objective held completes it, ticked or not
    objectiveCompleted: deriveCompletion({
      objectiveCompleted: seats[i].completed,
      eliminatedOrder: seats[i].eliminated ? 1 : null,
      objectivePoints: scores[i].points,
      objectiveTotal: scores[i].total,
    }),
    eliminatedOrder: seats[i].eliminated ? Number(seats[i].eliminatedOrder) : null,
    armies: seats[i].eliminated ? null : previewInt(seats[i].armies),
  }));
}
