"use server";
import { firstRunSchema } from "@/schemas/auth";
import { ActionError, defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { hashPassword } from "@/server/auth/passwords";
import { createCreatorPlayer } from "@/server/accounts/creator-player";
import { slugify } from "@/lib/display/slug";

/** Creates the first organiser and their league. Refused as soon as any organiser exists. */
export const completeFirstRun = defineAction({
  schema: firstRunSchema,
  anonymous: true,
  authorize: async ({ db }) => {
    if (await db.membership.count({ where: { role: "organiser" } })) throw new ActionError("alreadySetUp");
    return null;
  },
  write: async ({ input, tx }) => {
    // Re-checked inside the transaction: two simultaneous first-run submissions create one organiser.
    if (await tx.membership.count({ where: { role: "organiser" } })) throw new ActionError("alreadySetUp");
    const passwordHash = await hashPassword(input.password);
    const user = await tx.user.create({ data: { email: input.email, name: input.name, passwordHash } });
    // members-only until its organiser opens it (decision 0033)
    const league = await tx.league.create({
      data: { name: input.leagueName, slug: slugify(input.leagueName), isPublic: false },
    });
    await tx.membership.create({ data: { userId: user.id, leagueId: league.id, role: "organiser" } });
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
        accountName: input.name,
      });
    return { leagueSlug: league.slug, email: user.email };
  },
  revalidate: () => ["/"],
});
