import "server-only";
import { ActionError } from "@/server/action";
import { currentClientAddress } from "@/server/auth/client-address";
import { countAttempt, failedAttempt, LINK_LIMIT, lockedUntil, minutesUntil } from "@/server/auth/login-throttle";
import type { Db } from "@/server/db";

/**
 * Per-client limit on redeeming invite/reset/reveal links (decision 0036). Only a redeem whose token matches nothing
 * counts: a page view never does (an <img> pointing at /invite/… costs nothing), nor a link that worked, nor a real
 * link lost to a simultaneous use, so a club joining over one Wi-Fi is never refused. A locked client is refused every
 * redeem until the lock ends (the answer says when). Call it in `authorize`, before any password is hashed;
 * `exists` looks the token up without using it (the write still consumes it atomically).
 */
export async function limitLinkUse(db: Db, prefix: "link" | "reveal", exists: () => Promise<unknown>): Promise<void> {
  const address = await currentClientAddress();
  const key = address ? `${prefix}:${address}` : null;
  const until = key ? await lockedUntil(db, key) : null;
  if (until) throw new ActionError(`tooManyAttempts:${minutesUntil(until)}`);
  if (await exists()) return;
  if (key) {
    // the failure that reaches the limit still answers "invalid"; the lock refuses the next one
    const attempt = await countAttempt(db, key, LINK_LIMIT);
    if (!attempt.allowed) throw new ActionError(`tooManyAttempts:${minutesUntil(attempt.retryAt)}`);
    await failedAttempt(db, key, attempt, LINK_LIMIT);
  }
  throw new ActionError("linkInvalid");
}

/** Requests that cost something whether or not they succeed (reset e-mails): every one counts, per client. */
export async function limitRequests(db: Db, prefix: "forgot"): Promise<void> {
  const address = await currentClientAddress();
  if (!address) return;
  const attempt = await countAttempt(db, `${prefix}:${address}`, LINK_LIMIT);
  if (!attempt.allowed) throw new ActionError(`tooManyAttempts:${minutesUntil(attempt.retryAt)}`);
}
