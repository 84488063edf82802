import "server-only";
import type { Db, Tx } from "@/server/db";

type Reader = Pick<Db, "membership"> | Pick<Tx, "membership">;

/**
 * An organiser's link lasts only as long as the rights it was issued under (decision 0035). Checked again when the
 * link is used, because memberships change after it was issued; a link without an issuer (the CLI administrator, or
 * "Password dimenticata?" by e-mail) stands on its own.
 */

/** Whether `organiserId` organises every league `userId` belongs to (an account in no league is nobody's to reset). */
export async function organisesEveryLeagueOf(tx: Reader, organiserId: string, userId: string) {
  const leagues = await tx.membership.findMany({ where: { userId }, select: { leagueId: true } });
  if (!leagues.length) return false;
  const organised = await tx.membership.count({
    where: { userId: organiserId, role: "organiser", leagueId: { in: leagues.map((l) => l.leagueId) } },
  });
  return organised === leagues.length;
}

/** A reset link issued by an organiser still works only if its issuer may still issue it now. */
export async function resetLinkStillAllowed(tx: Reader, reset: { createdById: string | null; userId: string }) {
  return reset.createdById === null || organisesEveryLeagueOf(tx, reset.createdById, reset.userId);
}

/** An invite works only while its creator is still an organiser of its league. */
export async function inviteStillAllowed(tx: Reader, invite: { createdById: string | null; leagueId: string }) {
  if (invite.createdById === null) return true;
  const creator = await tx.membership.findUnique({
    where: { userId_leagueId: { userId: invite.createdById, leagueId: invite.leagueId } },
    select: { role: true },
  });
  return creator?.role === "organiser";
}

/**
 * An account joins or creates a league: reset links organisers issued for it stop working (their issuer does not
 * organise the new league). Links from the CLI or from its own e-mail stay.
 */
export async function dropOrganiserResetLinks(tx: Tx, userId: string) {
  await tx.accountToken.deleteMany({ where: { userId, kind: "reset", usedAt: null, createdById: { not: null } } });
}

/**
 * Someone stops being an organiser of a league (removed or demoted): the invites, reset links and recap share links
 * (decision 0050) they issued there end.
 */
export async function dropLinksIssuedBy(tx: Tx, organiserId: string, leagueId: string) {
  await tx.accountToken.deleteMany({ where: { createdById: organiserId, leagueId, usedAt: null } });
  await tx.recapShare.deleteMany({ where: { createdById: organiserId, leagueId } });
}
