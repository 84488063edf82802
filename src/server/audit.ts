import "server-only";
import type { Tx } from "@/server/db";

export type AuditInput = {
  leagueId: string;
  actorUserId: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
};

/** Records who did what; call inside the write transaction. Never pass secret objectives of unfinished games. */
export async function audit(tx: Tx, e: AuditInput): Promise<void> {
  await tx.auditEvent.create({
    data: {
      leagueId: e.leagueId,
      actorUserId: e.actorUserId || null,
      action: e.action,
      entityType: e.entityType,
      entityId: e.entityId,
      before: e.before === undefined ? null : JSON.stringify(e.before),
      after: e.after === undefined ? null : JSON.stringify(e.after),
      reason: e.reason ?? null,
    },
  });
}
