import "server-only";
// The result of a game of a system that deals objectives (RisiKo!), as the one result action calls it: the cards
// chosen or reported become each seat's objective values (points summed on the server from the card's territory
// values, completion derived), checked against the deal without making the check an oracle on a card in play.
import type { z } from "zod";
import type { dealSchema } from "@/schemas/play";
import { deriveCompletion, holdsWholeObjective, territoriesHeldTwice, type Play, type Value } from "@/scoring";
import { ActionError } from "@/server/action";
import { lockedUntil, recordFailure } from "@/server/auth/login-throttle";
import type { Db, Tx } from "@/server/db";
import { mismatchedDealtSeats } from "@/server/queries/result-entry";
import { flagReportClashes, playerReports } from "@/server/queries/secret-objective";

type Deal = z.infer<typeof dealSchema>;
type DealSeat = Deal["seats"][number];

/** What the ending of a completed objective may be: the objective itself, or the last one standing (the whole map). */
const COMPLETING_ENDS = ["objective", "lastStanding"];

/** One seat's card as stored with the result: the objective and the territories of it held at the end. */
export type SeatCard = { seatId: string; playerId: string; objectiveId: string | null; held: string[] };

/**
 * The play with its objective values from the cards, the cards to store, the check that runs after ranking, and the
 * ranking's refusal with no seat named whose card came from its holder's report while the game is in play.
 */
export type DealtResult = {
  play: Play;
  cards: SeatCard[];
  checkTerritories: () => void;
  unnamed: (fieldErrors: Record<string, string[]>) => Record<string, string[]>;
};

async function seatsOf(db: Db | Tx, gameId: string) {
  return db.seat.findMany({
    where: { gameId },
    select: { id: true, playerId: true, commitment: true, reportedAt: true },
  });
}

const byPlayer = (deal: Deal | undefined) => new Map((deal?.seats ?? []).map((s) => [s.playerId, s]));
const fields = (playerIds: Iterable<string>, key: string) =>
  Object.fromEntries([...playerIds].map((id) => [`seats.${id}`, [key]]));

/**
 * Before the write, outside its transaction (a refusal rolls that back), for a game in play. The players' reports are
 * used for every dealt seat or for none, and each one exists: mixing would let a recorder check one hand-entered card on
 * its own (the others left to their holders), and a missing report must not answer differently from a wrong card. Two
 * reports holding one territory are flagged to their two holders. Then the cards typed are checked against the deal:
 * the refusal names no seat, and after 5 refusals within 15 minutes the game's result entry is locked for 15 minutes
 * (guessing a table of 4 out of 20 cards jointly would take tens of thousands of tries).
 */
export async function checkDealtResult(db: Db, gameId: string, deal: Deal | undefined): Promise<void> {
  const seats = await seatsOf(db, gameId);
  const entered = byPlayer(deal);
  const left = new Set(seats.filter((s) => entered.get(s.playerId)?.fromPlayerReport).map((s) => s.id));
  if (left.size) {
    const dealt = seats.filter((s) => s.commitment !== null);
    if (dealt.some((s) => !left.has(s.id))) throw new ActionError("reportsForAll");
    const missing = dealt.filter((s) => s.reportedAt === null);
    if (missing.length)
      throw new ActionError(
        "noPlayerReport",
        fields(
          missing.map((s) => s.playerId),
          "noPlayerReport",
        ),
      );
    if (await flagReportClashes(db, gameId, [...left])) throw new ActionError("territoryReportedTwice");
  }
  const key = `result-check:${gameId}`;
  if (await lockedUntil(db, key)) throw new ActionError("objectiveCheckLocked");
  const chosen = new Map(seats.map((s) => [s.id, entered.get(s.playerId)?.objectiveId ?? null]));
  if ((await mismatchedDealtSeats(db, gameId, chosen, left)).length) {
    await recordFailure(db, key);
    throw new ActionError("objectiveMismatchAny");
  }
}

type Objective = { territories: Map<string, number>; total: number };

/** A seat's objective values from its card: the points of the territories held, all of them when completed. */
function fromCard(values: Record<string, Value>, entry: DealSeat, objective: Objective, playerId: string) {
  const eliminated = typeof values.eliminatedOrder === "number";
  const all = [...objective.territories.keys()];
  const held = eliminated ? [] : values.objectiveCompleted === true ? all : [...new Set(entry.heldTerritoryIds)];
  if (held.some((t) => !objective.territories.has(t)))
    throw new ActionError("territoryNotInObjective", fields([playerId], "territoryNotInObjective"));
  const points = held.reduce((sum, t) => sum + objective.territories.get(t)!, 0);
  const completed = !eliminated && holdsWholeObjective(all, held);
  return {
    values: { ...values, objectiveTotal: objective.total, objectivePoints: points, objectiveCompleted: completed },
    held,
  };
}

/** A seat without a card: its typed total and points, the completion derived from them. */
function withoutCard(values: Record<string, Value>): Record<string, Value> {
  const { objectivePoints: points, objectiveTotal: total } = values;
  if (typeof points !== "number" || typeof total !== "number") return values;
  const completed = deriveCompletion({
    objectiveCompleted: values.objectiveCompleted === true,
    eliminatedOrder: typeof values.eliminatedOrder === "number" ? values.eliminatedOrder : null,
    objectivePoints: points,
    objectiveTotal: total,
  });
  return { ...values, objectiveCompleted: completed };
}

/**
 * In the write transaction: the play's seats with their objective values from the cards (the dealt card and the
 * holder's report for a seat left to them; the recorder's own entry wins wherever they made one), re-checked against the
 * rows this transaction sees. While the game is in play a seat whose card came from its holder's report is never named.
 */
export async function resolveDealtResult(
  tx: Tx,
  game: { id: string; seasonId: string; status: string },
  play: Play,
  deal: Deal | undefined,
): Promise<DealtResult> {
  checkSdadata(play);
  const secret = game.status !== "finished";
  const seats = await seatsOf(tx, game.id);
  const seatOf = new Map(seats.map((s) => [s.playerId, s.id]));
  const entered = byPlayer(deal);
  const leftIds = seats.filter((s) => entered.get(s.playerId)?.fromPlayerReport).map((s) => s.id);
  const reports = leftIds.length && game.status === "dealt" ? await playerReports(tx, game.id, leftIds) : new Map();
  const missing = seats.filter((s) => leftIds.includes(s.id) && !reports.has(s.id)).map((s) => s.playerId);
  if (missing.length) throw new ActionError("noPlayerReport", fields(missing, "noPlayerReport"));
  const reported = new Set(seats.filter((s) => reports.has(s.id)).map((s) => s.playerId));
  const cardOf = (playerId: string): DealSeat | undefined => {
    const report = reports.get(seatOf.get(playerId)!);
    const typed = entered.get(playerId);
    return report
      ? { playerId, objectiveId: report.objectiveId, heldTerritoryIds: report.held, fromPlayerReport: true }
      : typed;
  };

  const chosen = new Map(seats.map((s) => [s.id, cardOf(s.playerId)?.objectiveId ?? null]));
  const mismatched = await mismatchedDealtSeats(tx, game.id, chosen);
  // a finished game's cards are public: naming the seat that does not match reveals nothing
  if (mismatched.length && secret) throw new ActionError("objectiveMismatchAny");
  const playerOf = new Map(seats.map((s) => [s.id, s.playerId]));
  if (mismatched.length)
    throw new ActionError(
      "objectiveMismatch",
      fields(
        mismatched.map((id) => playerOf.get(id)!),
        "objectiveMismatch",
      ),
    );

  const ids = [...chosen.values()].filter((id): id is string => Boolean(id));
  const rows = await tx.objective.findMany({
    where: { id: { in: ids }, seasonId: game.seasonId },
    select: { id: true, territories: { select: { territoryId: true, value: true } } },
  });
  if (rows.length !== new Set(ids).size) throw new ActionError("objectiveNotInSeason");
  const objectives = new Map<string, Objective>(
    rows.map((o) => [
      o.id,
      {
        territories: new Map(o.territories.map((t) => [t.territoryId, t.value])),
        total: o.territories.reduce((s, t) => s + t.value, 0),
      },
    ]),
  );

  const contradicted = play.seats.filter(
    (s) => typeof s.values.eliminatedOrder === "number" && s.values.objectiveCompleted === true,
  );
  if (contradicted.length)
    throw new ActionError(
      "eliminatedCannotComplete",
      fields(
        contradicted.map((s) => s.playerId),
        "eliminatedCannotComplete",
      ),
    );
  const cards: SeatCard[] = [];
  const resolved: Play = {
    ...play,
    seats: play.seats.map((seat) => {
      const card = cardOf(seat.playerId);
      const objective = card?.objectiveId ? objectives.get(card.objectiveId) : undefined;
      if (!card || !objective) {
        cards.push({ seatId: seatOf.get(seat.playerId)!, playerId: seat.playerId, objectiveId: null, held: [] });
        return { ...seat, values: withoutCard(seat.values) };
      }
      const { values, held } = fromCard(seat.values, card, objective, seat.playerId);
      cards.push({ seatId: seatOf.get(seat.playerId)!, playerId: seat.playerId, objectiveId: card.objectiveId, held });
      return { ...seat, values };
    }),
  };
  checkCompletion(resolved, secret, reported);
  const hidden = secret ? [...reported] : [];
  return {
    play: resolved,
    cards,
    checkTerritories: () => checkTerritoriesOnce(cards, secret, reported),
    unnamed: (errors) =>
      Object.fromEntries(
        Object.entries(errors).filter(
          ([k]) => !hidden.some((id) => k === `seats.${id}` || k.startsWith(`seats.${id}.`)),
        ),
      ),
  };
}

/** A game the sdadata ended names its round; the dice threshold is the sdadata's only. */
function checkSdadata(play: Play) {
  const game = play.game ?? {};
  if (play.endedBy === "sdadata" && typeof game.endedRound !== "number")
    throw new ActionError("checkFields", { "game.endedRound": ["required"] });
  if (play.endedBy !== "sdadata" && game.sdadataThreshold !== undefined && game.sdadataThreshold !== null)
    throw new ActionError("checkFields", { "game.sdadataThreshold": ["thresholdNeedsSdadata"] });
}

/**
 * Completion as derived: at most one, and exactly when the game ended by objective, or by the last one standing, who
 * holds the whole map. Checked before ranking, so that a seat whose card came from its holder's report is not named
 * while the game is in play (the ranking would name it).
 */
function checkCompletion(play: Play, secret: boolean, reported: ReadonlySet<string>) {
  const endedBy = play.endedBy ?? "";
  const named = (ids: string[], key: string) =>
    fields(
      ids.filter((id) => !(secret && reported.has(id))),
      key,
    );
  const completers = play.seats.filter((s) => s.values.objectiveCompleted === true).map((s) => s.playerId);
  if (completers.length > 1)
    throw new ActionError("twoCompleted", { seats: ["twoCompleted"], ...named(completers, "holdsWholeObjective") });
  if (completers.length === 1 && !COMPLETING_ENDS.includes(endedBy))
    throw new ActionError("completionNeedsObjectiveEnd", {
      endedBy: ["completionNeedsObjectiveEnd"],
      ...named(completers, "holdsWholeObjective"),
    });
  if (completers.length === 0 && endedBy === "objective")
    throw new ActionError("objectiveEndNeedsCompletion", { endedBy: ["objectiveEndNeedsCompletion"] });
  if (endedBy === "lastStanding") {
    const survivors = play.seats.filter((s) => typeof s.values.eliminatedOrder !== "number");
    if (survivors.length !== 1)
      throw new ActionError("lastStandingNeedsOneSurvivor", { endedBy: ["lastStandingNeedsOneSurvivor"] });
    // the last one standing holds the whole map, so every territory of its objective (a reported seat is not named while
    // the cards are secret: the ending names it anyway, being the only survivor)
    if (survivors[0].values.objectiveCompleted !== true)
      throw new ActionError("lastStandingHoldsAll", {
        endedBy: ["lastStandingHoldsAll"],
        ...named([survivors[0].playerId], "lastStandingHoldsAll"),
      });
  }
}

/**
 * A territory is held by one player. Checked last before writing, so that a refusal that involves a holder's report is
 * the only thing a recorder can learn from it: without a clash the result is saved and the cards become public. That
 * refusal names no seat and no territory (decision 0039); a clash between seats entered by hand (or in a finished game,
 * whose cards are public) names the seats.
 */
function checkTerritoriesOnce(cards: SeatCard[], secret: boolean, reported: ReadonlySet<string>) {
  const clashes = territoriesHeldTwice(cards.map((c) => ({ playerId: c.playerId, held: c.held })));
  if (!clashes.length) return;
  const players = new Set(clashes.flatMap((c) => c.playerIds));
  if (secret && [...players].some((id) => reported.has(id))) throw new ActionError("territoryReportedTwice");
  throw new ActionError("territoryHeldTwice", fields(players, "territoryHeldTwice"));
}

/** Stores each seat's card and the territories of it held (the objective values went with the play). */
export async function writeDealtCards(tx: Tx, cards: SeatCard[]): Promise<void> {
  await tx.seatTerritory.deleteMany({ where: { seatId: { in: cards.map((c) => c.seatId) } } });
  for (const c of cards) await tx.seat.update({ where: { id: c.seatId }, data: { objectiveId: c.objectiveId } });
  const held = cards.flatMap((c) => c.held.map((territoryId) => ({ seatId: c.seatId, territoryId })));
  if (held.length) await tx.seatTerritory.createMany({ data: held });
}
