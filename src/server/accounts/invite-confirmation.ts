import "server-only";
import { ActionError } from "@/server/action";
import { countAttempt } from "@/server/auth/login-throttle";
import { db, type Db, type Tx } from "@/server/db";
import { inviteStillAllowed } from "./link-rights";
import { mailEnabled, sendInviteConfirmMail } from "./mail";
import { accountTokenHash, CONFIRM_TTL_MS, newAccountToken } from "./tokens";
import { log } from "@/server/log";

type Invite = {
  leagueId: string;
  playerId: string | null;
  role: string;
  canRecordResults: boolean;
  createdById: string | null;
};

/**
 * Prefix of the stored hash of an account created through an invite while its address is not confirmed: no password
 * matches it (the sign-in only checks bcrypt hashes), so nobody signs in with it until the mailbox confirms.
 */
const UNCONFIRMED = "!unconfirmed:";
export const isUnconfirmed = (passwordHash: string) => passwordHash.startsWith(UNCONFIRMED);
export const confirmedHash = (passwordHash: string) => passwordHash.slice(UNCONFIRMED.length);

/** Invite and reset mails share one budget per address: at most 3 an hour, nobody fills someone's mailbox. */
export const MAIL_LIMIT = { max: 3, windowMs: 60 * 60_000, lockMs: 60 * 60_000 };

/** With SMTP configured an invite accepted with an e-mail is confirmed from the mailbox first: whether to send it. */
export async function inviteByMail(db: Db, email: string): Promise<{ send: boolean } | null> {
  if (!mailEnabled()) return null;
  return { send: (await countAttempt(db, `mail:${email}`, MAIL_LIMIT)).allowed };
}

/**
 * The invite (already consumed) becomes a confirm link mailed to the address (decision 0035). The answer is the same
 * whether the address has an account or not, and nobody can sign in with it yet: a new address gets an unconfirmed
 * account (the latest request for that address wins) that the mailbox turns into a real one, an address with an
 * account gets a link that adds that account to the league. The mail goes out after the answer.
 */
export async function mailInviteConfirmation(
  tx: Tx,
  invite: Invite,
  input: { email: string; name: string },
  passwordHash: string,
  send: boolean,
) {
  if (!(await inviteStillAllowed(tx, invite))) throw new ActionError("linkInvalid");
  const existing = await tx.user.findUnique({
    where: { email: input.email },
    select: { id: true, name: true, passwordHash: true },
  });
  const hasAccount = Boolean(existing && !isUnconfirmed(existing.passwordHash));
  let user =
    existing ??
    (await tx.user.create({
      data: { email: input.email, name: input.name, passwordHash: UNCONFIRMED + passwordHash },
      select: { id: true, name: true, passwordHash: true },
    }));
  if (existing && !hasAccount) {
    user = await tx.user.update({
      where: { id: existing.id },
      data: { name: input.name, passwordHash: UNCONFIRMED + passwordHash },
      select: { id: true, name: true, passwordHash: true },
    });
    await tx.accountToken.deleteMany({ where: { userId: user.id, kind: "confirm", usedAt: null } }); // they asked for another password
  }
  const token = newAccountToken();
  await tx.accountToken.create({
    data: {
      tokenHash: accountTokenHash(token),
      kind: "confirm",
      userId: user.id,
      leagueId: invite.leagueId,
      playerId: invite.playerId,
      role: invite.role,
      canRecordResults: invite.canRecordResults,
      createdById: invite.createdById,
      expiresAt: new Date(Date.now() + CONFIRM_TTL_MS),
    },
  });
  const league = await tx.league.findUniqueOrThrow({
    where: { id: invite.leagueId },
    select: { name: true, slug: true },
  });
  if (send) {
    const to = { email: input.email, name: user.name };
    setTimeout(
      () =>
        void sendInviteConfirmMail(to, { token, league: league.name, hasAccount }).catch((e) =>
          log.error("mail.invite-confirmation-not-sent", e),
        ),
      0,
    );
  }
  return { email: input.email, leagueSlug: league.slug, next: `/l/${league.slug}`, checkMail: true as const };
}

/** What the confirm page shows: the league, the address, and whether it is a new account (which types its password). */
export async function confirmationSummary(found: {
  userId: string | null;
  leagueId: string | null;
  league: { name: string } | null;
}) {
  if (!found.userId || !found.leagueId || !found.league) return null;
  const user = await db.user.findUnique({ where: { id: found.userId }, select: { email: true, passwordHash: true } });
  return user ? { league: found.league.name, email: user.email, newAccount: isUnconfirmed(user.passwordHash) } : null;
}
