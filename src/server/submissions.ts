import "server-only";
import { createHash } from "node:crypto";
import type { Tx } from "@/server/db";
import { ActionError } from "@/server/action";
import { audit } from "@/server/audit";

/**
 * Idempotent submissions from the phone's outbox (decision 0025). A form queued while offline is sent again when
 * the connection returns; if the first send did reach the server and only the answer was lost, the second must not
 * write twice. Each submission carries a random `submissionId`; the write step stores it (as an audit event of
 * entity type "Submission", which the per-game change history does not list) with its result and a digest of what
 * was sent, and a repeat of the same id in the same league gets that stored result back instead of a second write —
 * if it sends the same values. A repeat with other values (the form edited after a send whose answer was lost) is
 * refused with `submissionChanged`: the first values are what was saved, and answering "saved" to the edit would
 * lose it silently. The phone then forgets the key (src/components/offline/use-offline-submit.ts), so a new tap is a
 * new submission the user chose to make.
 * Without a schema change (no unique column), two copies racing at the same instant could both pass; the outbox
 * sends one at a time from one phone (src/lib/offline/outbox.ts), so that race needs two phones sharing one key.
 */
export const SUBMISSION = "Submission";

/** The same JSON whatever the order of an object's keys. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.keys(value as Record<string, unknown>)
      .sort()
      .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
  );
}

/** A digest of what a submission sent, its own id left out. */
export function payloadDigest(payload: unknown): string {
  const sent =
    payload !== null && typeof payload === "object" && !Array.isArray(payload)
      ? Object.fromEntries(Object.entries(payload).filter(([k]) => k !== "submissionId"))
      : payload;
  return createHash("sha256")
    .update(JSON.stringify(canonical(sent)) ?? "")
    .digest("base64url");
}

type Stored<T> = { result: T; payload: string };
const isStored = (v: unknown): v is Stored<unknown> =>
  v !== null && typeof v === "object" && "result" in v && typeof (v as { payload?: unknown }).payload === "string";

/**
 * The stored answer of an earlier send of this submission, or null. `payload`: what this send carries (compared
 * with what the first send carried); `undefined` when the caller compares by itself (src/server/territory-report.ts).
 */
export async function priorSubmission<T>(
  tx: Tx,
  leagueId: string,
  submissionId: string | undefined,
  payload?: unknown,
): Promise<T | null> {
  if (!submissionId) return null;
  const prior = await tx.auditEvent.findFirst({
    where: { leagueId, entityType: SUBMISSION, entityId: submissionId },
    select: { after: true },
  });
  if (!prior?.after) return null;
  const stored = JSON.parse(prior.after) as unknown;
  if (!isStored(stored)) return stored as T; // stored before payload digests (or by a caller that compares itself)
  if (payload !== undefined && stored.payload !== payloadDigest(payload)) throw new ActionError("submissionChanged");
  return stored.result as T;
}

export async function rememberSubmission(
  tx: Tx,
  args: {
    leagueId: string;
    actorUserId: string | null;
    submissionId: string | undefined;
    action: string;
    result: unknown;
    /** What was sent (see priorSubmission); left out, the result is stored alone. */
    payload?: unknown;
  },
) {
  if (!args.submissionId) return;
  await audit(tx, {
    leagueId: args.leagueId,
    actorUserId: args.actorUserId,
    action: `${args.action}.submission`,
    entityType: SUBMISSION,
    entityId: args.submissionId,
    after: args.payload === undefined ? args.result : { result: args.result, payload: payloadDigest(args.payload) },
  });
}
