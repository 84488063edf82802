import "server-only";
import { db } from "@/server/db";
import { readToken } from "@/server/notify/tokens";

/** The address a notification e-mail's unsubscribe link stands for, or null for a link that is not one. */
export async function mailOffAddress(token: string): Promise<string | null> {
  const claims = readToken("mailOff", token);
  if (!claims) return null;
  const user = await db.user.findUnique({ where: { id: claims.u }, select: { email: true } });
  return user?.email ?? null;
}
