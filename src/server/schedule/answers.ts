import "server-only";
import type { NightAnswer } from "@/schemas/schedule";
import type { Tx } from "@/server/db";

/** Records a player's answer for a night (one row per night and player): the app's form and a reminder's button. */
export async function saveNightAnswer(
  tx: Tx,
  a: { nightId: string; playerId: string; answer: NightAnswer; answeredById: string },
): Promise<void> {
  await tx.nightAnswer.upsert({
    where: { nightId_playerId: { nightId: a.nightId, playerId: a.playerId } },
    create: { nightId: a.nightId, playerId: a.playerId, answer: a.answer, answeredById: a.answeredById },
    update: { answer: a.answer, answeredById: a.answeredById },
    select: { id: true },
  });
}
