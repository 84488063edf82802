import "server-only";
import { loginSchema } from "@/schemas/auth";
import type { Db } from "@/server/db";
import { accountKey, ACCOUNT_LIMIT, clearAttempts, CLIENT_LIMIT, clientKey, countAttempt, failedAttempt, undoAttempt } from "./login-throttle";
import { checkPassword } from "./passwords";

export type AuthOutcome =
  | { ok: true; user: { id: string; email: string; name: string; sessionVersion: number } }
  | { ok: false; error: "invalid" }
  | { ok: false; error: "locked"; retryAt: Date };

/**
 * Checks credentials under the attempt limits (decision 0014): the client's and the account's attempts are counted
 * before the password is hashed; an unknown address costs the same bcrypt round and gets the same answer.
 * Used by next-auth's Credentials provider; `client` is the caller's address when known.
 */
export async function authenticate(db: Db, input: unknown, opts: { now?: Date; client?: string | null } = {}): Promise<AuthOutcome> {
  const now = opts.now ?? new Date();
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid" };
  const { email, password } = parsed.data;

  const byClient = opts.client ? clientKey(opts.client) : null;
  if (byClient) {
    const attempt = await countAttempt(db, byClient, CLIENT_LIMIT, now);
    if (!attempt.allowed) return { ok: false, error: "locked", retryAt: attempt.retryAt };
  }
  const byAccount = accountKey(email);
  const attempt = await countAttempt(db, byAccount, ACCOUNT_LIMIT, now);
  if (!attempt.allowed) return { ok: false, error: "locked", retryAt: attempt.retryAt };

  const user = await db.user.findUnique({ where: { email }, select: { id: true, email: true, name: true, passwordHash: true, sessionVersion: true } });
  if (!(await checkPassword(password, user?.passwordHash)) || !user) {
    const retryAt = await failedAttempt(db, byAccount, attempt, ACCOUNT_LIMIT, now);
    return retryAt ? { ok: false, error: "locked", retryAt } : { ok: false, error: "invalid" };
  }
  await clearAttempts(db, byAccount);
  if (byClient) await undoAttempt(db, byClient);
  return { ok: true, user: { id: user.id, email: user.email, name: user.name, sessionVersion: user.sessionVersion } };
}
