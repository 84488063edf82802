import "server-only";
import { commitmentOf, newSalt } from "@/dealing/commitment";
import { DealError, dealObjectives } from "@/dealing/deal";
import { cryptoRng } from "@/dealing/rng";
import type { ObjectiveData } from "@/dealing/types";
import { validateObjectiveSet, type ObjectiveIssue } from "@/dealing/validate";
import { ActionError } from "@/server/action";
import type { Tx } from "@/server/db";
import { loadSeasonDealHistory } from "@/server/queries/secret-objective";
import { requireOrganiser } from "@/server/auth/access";
import { loadSeasonAccess } from "@/server/queries/objectives";
import { bindSeats } from "@/server/seat-binding";

/** Write steps shared by the objective actions (not an action itself: src/server/actions/ holds only endpoints). */

/** Authorize step of every catalogue action: the season of the URL, for its league's organiser only. */
export async function organiserSeason({
  user,
  input,
}: {
  user: { id: string };
  input: { slug: string; edition: number };
}) {
  const { season, access } = await loadSeasonAccess(input.slug, input.edition, user.id);
  requireOrganiser(access);
  return season;
}

export const objectivePaths = (slug: string, edition: number) => [
  `/l/${slug}/seasons/${edition}`,
  `/l/${slug}/seasons/${edition}/objectives`,
];

/**
 * While a dealt game is being played nothing in the set may change: refusing only the objectives on the table
 * would tell the organiser which ones they are. Objectives dealt in games that are over stay as they were.
 */
export async function assertObjectiveEditable(tx: Tx, seasonId: string, objectiveId?: string) {
  if (await tx.game.count({ where: { seasonId, status: "dealt" } })) throw new ActionError("gameInProgress");
  if (objectiveId && (await tx.seat.count({ where: { objectiveId, game: { status: { in: ["finished", "void"] } } } })))
    throw new ActionError("objectiveDealt");
}

/** Replacing a whole set is only possible before the season's first deal. */
export async function assertSetReplaceable(tx: Tx, seasonId: string) {
  if (await tx.game.count({ where: { seasonId, dealtAt: { not: null } } })) throw new ActionError("setAlreadyDealt");
}

/** An issue as one string for ActionResult field errors: "code|line:3|objective:2|territory:x|param:values=86, 95". */
export const issueText = (i: ObjectiveIssue & { line?: number }) =>
  [
    i.code,
    i.line && `line:${i.line}`,
    i.objective && `objective:${i.objective}`,
    i.territoryId && `territory:${i.territoryId}`,
    ...Object.entries(i.params ?? {}).map(([k, v]) => `param:${k}=${v}`),
  ]
    .filter(Boolean)
    .join("|");

export async function validateAgainstMap(tx: Tx, set: ObjectiveData[]) {
  const ids = new Set((await tx.territory.findMany({ select: { id: true } })).map((t) => t.id));
  return validateObjectiveSet(set, ids);
}

/** Deletes the season's objectives and writes `set` instead. */
export async function replaceObjectiveSet(tx: Tx, seasonId: string, set: ObjectiveData[]) {
  await tx.objective.deleteMany({ where: { seasonId } });
  for (const o of set) {
    await tx.objective.create({
      data: {
        seasonId,
        number: o.number,
        name: o.name,
        territories: { create: o.territories.map((t) => ({ territoryId: t.territoryId, value: t.value })) },
      },
    });
  }
}

/**
 * Deals a fresh objective to every seat and stores a public commitment per seat. Shared with the re-deal.
 * The audit trail gets commitments only: the objective ids stay secret until the game is over.
 * `firstDealAt`: when the game was first dealt; the seats not bound yet are bound as of then (src/server/seat-binding.ts).
 */
export async function dealSeats(tx: Tx, game: { id: string; seasonId: string }, firstDealAt: Date) {
  await bindSeats(tx, game.id, firstDealAt);
  const [seats, objectives, history] = await Promise.all([
    tx.seat.findMany({
      where: { gameId: game.id },
      select: { id: true, playerId: true },
      orderBy: { turnOrder: "asc" },
    }),
    tx.objective.findMany({ where: { seasonId: game.seasonId }, select: { id: true } }),
    loadSeasonDealHistory(tx, game.seasonId, game.id),
  ]);
  let assignments;
  try {
    assignments = dealObjectives(
      seats.map((s) => ({ seatId: s.id, playerId: s.playerId })),
      objectives.map((o) => o.id),
      history,
      cryptoRng,
    );
  } catch (e) {
    if (e instanceof DealError) throw new ActionError(e.message);
    throw e;
  }
  const commitments: { seatId: string; commitment: string }[] = [];
  for (const a of assignments) {
    const salt = newSalt();
    const commitment = commitmentOf(a.objectiveId, salt);
    await tx.seat.update({
      where: { id: a.seatId },
      data: {
        objectiveId: a.objectiveId,
        salt,
        commitment,
        firstViewedAt: null,
        reportedHeld: null,
        reportedAt: null,
        reportRecheckAt: null,
      },
      select: { id: true },
    });
    commitments.push({ seatId: a.seatId, commitment });
  }
  return commitments;
}
