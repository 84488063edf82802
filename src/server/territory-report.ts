import "server-only";
import { ActionError } from "@/server/action";
import type { Tx } from "@/server/db";
import { reportTerritories, type ReportBy } from "@/server/queries/secret-objective";
import { priorSubmission, rememberSubmission } from "@/server/submissions";

/**
 * One end-of-game territory report, by a signed-in holder or a reveal-link guest, stored once per draft key
 * (decisions 0048, 0049). The key is scoped by the caller (`scopedKey`: the reporter, or the link's seat), so replaying
 * someone else's key reaches nothing of theirs. A resend of the same territories under a key already saved gets the
 * same answer and writes nothing; other territories under it are refused with `reportAlreadySaved` (the phone then
 * sends them under a new key), never written over silently.
 * What the submission keeps is the salted digest of the set only: the audit log (which the league export carries)
 * holds no count or points of a card in play.
 */
export async function sendTerritoryReport(
  tx: Tx,
  args: {
    leagueId: string;
    actorUserId: string | null;
    scopedKey: string | undefined;
    by: ReportBy;
    territoryIds: string[];
  },
): Promise<{ count: number; points: number }> {
  const prior = await priorSubmission<{ digest?: string; count?: number; points?: number }>(
    tx,
    args.leagueId,
    args.scopedKey,
  );
  if (prior) {
    const again = await reportTerritories(tx, args.by, args.territoryIds, { write: false });
    if (again && (!prior.digest || again.digest === prior.digest)) return { count: again.count, points: again.points };
    // a key stored before decision 0049 (count and points, no digest) whose game is over: its first answer
    if (!again && !prior.digest && prior.count !== undefined && prior.points !== undefined)
      return { count: prior.count, points: prior.points };
    throw new ActionError("reportAlreadySaved");
  }
  const report = await reportTerritories(tx, args.by, args.territoryIds);
  if (!report) throw new ActionError("cannotReport");
  await rememberSubmission(tx, {
    leagueId: args.leagueId,
    actorUserId: args.actorUserId,
    submissionId: args.scopedKey,
    action: "game.territories.report",
    result: { digest: report.digest },
  });
  return { count: report.count, points: report.points };
}
