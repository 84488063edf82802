import "server-only";
import { organiserLeagueId, type Caller } from "@/server/queries/league-context";
import { db } from "@/server/db";

export type NightAnswerValue = "coming" | "maybe" | "no";
export const NIGHT_ANSWERS: readonly NightAnswerValue[] = ["coming", "maybe", "no"] as const;

export type NightAnswerRow = {
  playerId: string;
  displayName: string;
  hasAccount: boolean;
  answer: NightAnswerValue;
  updatedAt: Date;
};

/**
 * Every answer given for a scheduled night, by player (issue 23 §1): the check-in of the night is prefilled from it.
 * Organisers only (the names and answers of the whole table); a night of another league reads as no night (null).
 * One query, linear in the answers of the night.
 */
export async function getNightAnswers(ctx: Caller, scheduledNightId: string): Promise<NightAnswerRow[] | null> {
  const leagueId = organiserLeagueId(ctx);
  const night = await db.scheduledNight.findFirst({
    where: { id: scheduledNightId, leagueId },
    select: {
      answers: {
        select: { answer: true, updatedAt: true, player: { select: { id: true, displayName: true, userId: true } } },
        orderBy: { player: { displayName: "asc" } },
      },
    },
  });
  if (!night) return null;
  return night.answers.map((a) => ({
    playerId: a.player.id,
    displayName: a.player.displayName,
    hasAccount: a.player.userId !== null,
    answer: a.answer as NightAnswerValue,
    updatedAt: a.updatedAt,
  }));
}
