import "server-only";
import type { Tx } from "@/server/db";
import { audit } from "@/server/audit";

/**
 * Idempotent submissions from the phone's outbox (decision 0025). A form queued while offline is sent again when
 * the connection returns; if the first send did reach the server and only the answer was lost, the second must not
 * write twice. Each submission carries a random `submissionId`; the write step stores it (as an audit event of
 * entity type "Submission", which the per-game change history does not list) with its result, and a repeat of the
 * same id in the same league gets that stored result back instead of a second write.
 * Without a schema change (no unique column), two copies racing at the same instant could both pass; the outbox
 * sends one at a time from one phone (src/lib/offline/outbox.ts), so that race needs two phones sharing one key.
 */
export const SUBMISSION = "Submission";

export async function priorSubmission<T>(
  tx: Tx,
  leagueId: string,
  submissionId: string | undefined,
): Promise<T | null> {
  if (!submissionId) return null;
  const prior = await tx.auditEvent.findFirst({
    where: { leagueId, entityType: SUBMISSION, entityId: submissionId },
    select: { after: true },
  });
  return prior?.after ? (JSON.parse(prior.after) as T) : null;
}

export async function rememberSubmission(
  tx: Tx,
  args: {
    leagueId: string;
    actorUserId: string | null;
    submissionId: string | undefined;
    action: string;
    result: unknown;
  },
) {
  if (!args.submissionId) return;
  await audit(tx, {
    leagueId: args.leagueId,
    actorUserId: args.actorUserId,
    action: `${args.action}.submission`,
    entityType: SUBMISSION,
    entityId: args.submissionId,
    after: args.result,
  });
}
