import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { Db, Tx } from "@/server/db";

/** "confirm": an address typed into an invite, confirmed from its mailbox before it joins (decision 0035) */
export type TokenKind = "invite" | "reset" | "confirm";

export const INVITE_TTL_MS = 7 * 24 * 60 * 60_000;
export const RESET_TTL_MS = 24 * 60 * 60_000;
export const CONFIRM_TTL_MS = 24 * 60 * 60_000;

/** 32 random bytes, base64url (43 characters); only its SHA-256 is stored. */
export const newAccountToken = () => randomBytes(32).toString("base64url");
export const accountTokenHash = (token: string) =>
  createHash("sha256").update(`account:${token}`, "utf8").digest("hex");

/** The link's token row if it is still usable (for showing the page; accepting consumes it with `consumeToken`). */
export async function findUsableToken(db: Pick<Db, "accountToken">, token: string, kind: TokenKind, now = new Date()) {
  return db.accountToken.findFirst({
    where: { tokenHash: accountTokenHash(token), kind, usedAt: null, expiresAt: { gt: now } },
    select: {
      id: true,
      leagueId: true,
      playerId: true,
      role: true,
      canRecordResults: true,
      userId: true,
      createdById: true,
      expiresAt: true,
      league: { select: { name: true, slug: true } },
      user: { select: { email: true } },
    },
  });
}

/**
 * Marks the token used, atomically: of two simultaneous requests exactly one gets the row, the other null. Inside the
 * caller's transaction, so a refusal later in the same write (e.g. the e-mail has an account) gives the link back.
 */
export async function consumeToken(
  tx: Tx,
  token: string,
  kind: TokenKind,
  now = new Date(),
  usedById: string | null = null,
) {
  const tokenHash = accountTokenHash(token);
  const { count } = await tx.accountToken.updateMany({
    where: { tokenHash, kind, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now, usedById },
  });
  return count === 1 ? tx.accountToken.findUniqueOrThrow({ where: { tokenHash } }) : null;
}

/** A reset link for `userId`; earlier unused ones stop working. */
export async function issueResetToken(
  tx: Tx,
  opts: { userId: string; leagueId: string | null; createdById: string | null; now?: Date },
) {
  const now = opts.now ?? new Date();
  await tx.accountToken.deleteMany({ where: { userId: opts.userId, kind: "reset", usedAt: null } });
  const token = newAccountToken();
  const row = await tx.accountToken.create({
    data: {
      tokenHash: accountTokenHash(token),
      kind: "reset",
      userId: opts.userId,
      leagueId: opts.leagueId,
      createdById: opts.createdById,
      expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    },
    select: { expiresAt: true },
  });
  return { token, expiresAt: row.expiresAt };
}
