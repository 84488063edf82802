"use server";
import { createLeagueSchema } from "@/schemas/league";
import { ActionError, defineAction } from "@/server/action";
import { createCreatorPlayer } from "@/server/accounts/creator-player";
import { dropOrganiserResetLinks } from "@/server/accounts/link-rights";
import { audit } from "@/server/audit";
import type { Db } from "@/server/db";
import { slugify } from "@/lib/display/slug";

/** Addresses a league cannot take: they read as something else in a URL or a log. */
const RESERVED = new Set(["new", "league", "admin", "api"]);
/** How many leagues one account may create in a window (issue 20 §7): a group needs one, a test run a few. */
const LEAGUES_PER_WINDOW = 3;
const LEAGUE_WINDOW_HOURS = 24;

/**
 * Any signed-in user creates a league and becomes its organiser (issue 14, docs/decisions/0027-many-leagues.md).
 * The address comes from the name; a taken address is refused next to the name field with the address shown,
 * including when two people create the same name at the same moment (the unique index decides). At most
 * LEAGUES_PER_WINDOW per account in LEAGUE_WINDOW_HOURS, counted from the audit log. The write touches only the new
 * league's caches (and pages outside leagues): the wrapper scopes it by the slug in the result.
 */
export const createLeague = defineAction({
  schema: createLeagueSchema,
  authorize: async ({ user, input, db }) => {
    await refuseBeyondLimit(db, user.id);
    const slug = slugify(input.name);
    if (RESERVED.has(slug) || (await db.league.findUnique({ where: { slug }, select: { id: true } })))
      throw slugTaken(slug);
    return { slug };
  },
  write: async ({ user, input, auth, tx }) => {
    // Counted again on the account's row, locked by the update: one account's simultaneous creations count each other.
    await tx.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 0 } }, select: { id: true } });
    await refuseBeyondLimit(tx, user.id);
    try {
      // members-only until its organiser opens it (decision 0033)
      const league = await tx.league.create({ data: { name: input.name, slug: auth.slug, isPublic: false } });
      await tx.membership.create({ data: { userId: user.id, leagueId: league.id, role: "organiser" } });
      await dropOrganiserResetLinks(tx, user.id); // decision 0035: no organiser of another league reaches this one
      await audit(tx, {
        leagueId: league.id,
        actorUserId: user.id,
        action: "league.create",
        entityType: "League",
        entityId: league.id,
        after: { name: league.name },
      });
      if (input.playsToo)
        await createCreatorPlayer(tx, {
          leagueId: league.id,
          userId: user.id,
          playerName: input.playerName,
          accountName: user.name,
        });
      return { leagueSlug: league.slug };
    } catch (e) {
      if (isUniqueViolation(e)) throw slugTaken(auth.slug);
      throw e;
    }
  },
  revalidate: () => ["/"],
});

async function refuseBeyondLimit(db: Pick<Db, "auditEvent">, userId: string) {
  const since = new Date(Date.now() - LEAGUE_WINDOW_HOURS * 3600_000);
  const created = await db.auditEvent.count({
    where: { action: "league.create", actorUserId: userId, createdAt: { gte: since } },
  });
  if (created >= LEAGUES_PER_WINDOW)
    throw new ActionError("checkFields", { name: [`tooManyLeagues:${LEAGUES_PER_WINDOW}`] });
}

/** Prisma's unique-constraint error (P2002), from either generated client (SQLite or PostgreSQL). */
function isUniqueViolation(e: unknown) {
  return typeof e === "object" && e !== null && (e as { code?: unknown }).code === "P2002";
}

function slugTaken(slug: string) {
  return new ActionError("checkFields", { name: [`slugTaken:${slug}`] });
}
