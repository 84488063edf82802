import "server-only";
import { loginSchema } from "@/schemas/auth";
import type { Db } from "@/server/db";
import { clearFailures, lockedUntil, recordFailure } from "./login-throttle";
import { verifyPassword } from "./passwords";

export type AuthOutcome =
  | { ok: true; user: { id: string; email: string; name: string } }
  | { ok: false; error: "invalid" | "locked" };

/** Checks credentials with the failed-login limit. Used by next-auth's Credentials provider. */
export async function authenticate(db: Db, input: unknown, now = new Date()): Promise<AuthOutcome> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid" };
  const { email, password } = parsed.data;
  if (await lockedUntil(db, email, now)) return { ok: false, error: "locked" };
  const user = await db.user.findUnique({ where: { email } });
  const valid = user ? await verifyPassword(password, user.passwordHash) : false;
  if (!user || !valid) {
    await recordFailure(db, email, now);
    return { ok: false, error: (await lockedUntil(db, email, now)) ? "locked" : "invalid" };
  }
  await clearFailures(db, email);
  return { ok: true, user: { id: user.id, email: user.email, name: user.name } };
}
