import "server-only";
import { ActionError } from "@/server/action";
import { currentClientAddress } from "@/server/auth/client-address";
import { countAttempt, LINK_LIMIT, minutesUntil, undoAttempt } from "@/server/auth/login-throttle";
import type { Db } from "@/server/db";

/**
 * Per-client limit on invite/reset/reveal links and reset e-mails: every use is counted first, a use that went through
 * is given back, so only unknown/used/expired links (guessing) and repeated requests add up.
 * Returns `done(tx)` to call once the link was used (inside the write's transaction).
 */
export async function limitLinkUse(db: Db, prefix: "link" | "forgot" | "reveal"): Promise<{ done: (tx: Pick<Db, "loginThrottle">) => Promise<void> }> {
  const address = await currentClientAddress();
  if (!address) return { done: async () => {} };
  const key = `${prefix}:${address}`;
  const attempt = await countAttempt(db, key, LINK_LIMIT);
  if (!attempt.allowed) throw new ActionError(`tooManyAttempts:${minutesUntil(attempt.retryAt)}`);
  return { done: (tx) => undoAttempt(tx, key) };
}
