import "server-only";
import { loginSchema } from "@/schemas/auth";
import type { Db } from "@/server/db";
import { knownDevice } from "./known-device";
import {
  ACCOUNT_CEILING,
  accountKey,
  clearAttempts,
  CLIENT_LIMIT,
  clientKey,
  countAttempt,
  countBackoffAttempt,
  deviceKey,
  pairKey,
  SIGN_IN_BACKOFF,
  undoAttempt,
} from "./login-throttle";
import { checkPassword } from "./passwords";

export type AuthOutcome =
  | { ok: true; user: { id: string; email: string; name: string; sessionVersion: number }; device: string | null }
  | { ok: false; error: "invalid" }
  | { ok: false; error: "locked"; retryAt: Date };

/**
 * Checks credentials under the attempt limits (decisions 0014, 0036). Every count happens before the password is
 * hashed. A device that signed in to this account before (`device`: its cookie) has its own progressive waits and
 * nothing else. Any other client: the per-client limit, the account's ceiling, then progressive waits per account and
 * client, so guessing from one client slows down without touching the owner elsewhere. An unknown address costs the
 * same bcrypt round and gets the same answer. `device` in the outcome: the known device's id, to keep it.
 */
export async function authenticate(
  db: Db,
  input: unknown,
  opts: { now?: Date; client?: string | null; device?: string | null } = {},
): Promise<AuthOutcome> {
  const now = opts.now ?? new Date();
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid" };
  const { email, password } = parsed.data;
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, email: true, name: true, passwordHash: true, sessionVersion: true },
  });
  const device = user ? knownDevice(opts.device, user) : null;

  // every key counted for this attempt, given back (or cleared) when it succeeds or is refused further on
  const taken: string[] = [];
  const refuse = async (retryAt: Date): Promise<AuthOutcome> => {
    for (const key of taken) await undoAttempt(db, key);
    return { ok: false, error: "locked", retryAt };
  };
  let waits: string;
  if (user && device) {
    waits = deviceKey(user.id, device);
  } else {
    if (opts.client) {
      const byClient = await countAttempt(db, clientKey(opts.client), CLIENT_LIMIT, now);
      if (!byClient.allowed) return { ok: false, error: "locked", retryAt: byClient.retryAt };
      taken.push(clientKey(opts.client));
    }
    const ceiling = await countAttempt(db, accountKey(email), ACCOUNT_CEILING, now);
    if (!ceiling.allowed) return refuse(ceiling.retryAt);
    taken.push(accountKey(email));
    waits = pairKey(email, opts.client);
  }
  const attempt = await countBackoffAttempt(db, waits, SIGN_IN_BACKOFF, now);
  if (!attempt.allowed) return refuse(attempt.retryAt);

  if (!(await checkPassword(password, user?.passwordHash)) || !user) return { ok: false, error: "invalid" };
  await clearAttempts(db, waits);
  for (const key of taken) await undoAttempt(db, key);
  return {
    ok: true,
    user: { id: user.id, email: user.email, name: user.name, sessionVersion: user.sessionVersion },
    device,
  };
}
