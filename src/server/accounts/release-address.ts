import "server-only";
import type { Tx } from "@/server/db";
import { bumpDataVersions } from "@/server/data-version";

/** Stored instead of a password hash on a released account: no password matches it (bcrypt hashes are 60 characters). */
export const RELEASED_ACCOUNT = "!address-released";

/** The address a released account keeps (`.invalid` is reserved: nothing is ever delivered there, RFC 2606). */
export const releasedAddress = (userId: string) => `released-${userId}@released.invalid`;

export type ReleasedAccount = { userId: string; name: string; createdAt: Date; leagues: string[]; releasedAs: string };

/**
 * The server's administrator gives an e-mail address back to its owner (decision 0035): without SMTP nobody can prove
 * owning an address, so an account created through an invite with someone else's address would hold it for good.
 * The holding account keeps its id, memberships and history under a dead address, cannot sign in any more (its
 * sessions end, its pending links go); the address is free for a new invite, or `reset-link` on the renamed account.
 * It runs from the CLI, outside `defineAction`, so it bumps the data versions itself (decision 0055): no instance's
 * member cache vouches for the ended sessions, and the leagues' member lists show the dead address.
 */
export async function releaseAddress(tx: Tx, email: string): Promise<ReleasedAccount | null> {
  const user = await tx.user.findUnique({
    where: { email },
    select: { id: true, name: true, createdAt: true, memberships: { select: { league: { select: { slug: true } } } } },
  });
  if (!user) return null;
  const releasedAs = releasedAddress(user.id);
  await tx.user.update({
    where: { id: user.id },
    data: { email: releasedAs, passwordHash: RELEASED_ACCOUNT, sessionVersion: { increment: 1 } },
    select: { id: true },
  });
  await tx.accountToken.deleteMany({ where: { userId: user.id, usedAt: null } });
  const leagues = user.memberships.map((m) => m.league.slug);
  await bumpDataVersions(tx, { leagues, users: [user.id] });
  return { userId: user.id, name: user.name, createdAt: user.createdAt, leagues, releasedAs };
}
