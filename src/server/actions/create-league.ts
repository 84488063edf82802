"use server";
import { createLeagueSchema } from "@/schemas/league";
import { ActionError, defineAction, type ActionResult } from "@/server/action";
import { audit } from "@/server/audit";
import { slugify } from "@/lib/slug";

/** Addresses a league cannot take: they read as something else in a URL or a log. */
const RESERVED = new Set(["new", "league", "admin", "api"]);

/**
 * Any signed-in user creates a league and becomes its organiser (issue 14, docs/decisions/0027-many-leagues.md).
 * The address comes from the name; a taken address is refused next to the name field with the address shown,
 * including when two people create the same name at the same moment (the unique index decides).
 */
export const createLeague = defineAction({
  schema: createLeagueSchema,
  authorize: async ({ input, db }) => {
    const slug = slugify(input.name);
    if (RESERVED.has(slug) || (await db.league.findUnique({ where: { slug }, select: { id: true } }))) throw slugTaken(slug);
    return { slug };
  },
  write: async ({ user, input, auth, tx }) => {
    try {
      // members-only until its organiser opens it (decision 0033)
      const league = await tx.league.create({ data: { name: input.name, slug: auth.slug, isPublic: false } });
      await tx.membership.create({ data: { userId: user.id, leagueId: league.id, role: "organiser" } });
      await audit(tx, { leagueId: league.id, actorUserId: user.id, action: "league.create", entityType: "League", entityId: league.id, after: { name: league.name } });
      return { leagueSlug: league.slug };
    } catch (e) {
      if (isUniqueViolation(e)) throw slugTaken(auth.slug);
      throw e;
    }
  },
  revalidate: () => ["/"],
});

/** Prisma's unique-constraint error (P2002), from either generated client (SQLite or PostgreSQL). */
function isUniqueViolation(e: unknown) {
  return typeof e === "object" && e !== null && (e as { code?: unknown }).code === "P2002";
}

function slugTaken(slug: string) {
  return new ActionError("checkFields", { name: [`slugTaken:${slug}`] });
}

export async function createLeagueFormAction(_prev: ActionResult<{ leagueSlug: string }> | null, formData: FormData) {
  return createLeague(formData);
}
