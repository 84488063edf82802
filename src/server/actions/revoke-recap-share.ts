"use server";
import { recapShareRefSchema } from "@/schemas/member";
import { defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { NotFoundError } from "@/server/auth/access";
import { authorizeOrganiser } from "@/server/auth/authorize-league";

/** Revokes a recap share link: the row goes, so the page and its preview picture answer 404 from the next request. */
export const revokeRecapShare = defineAction({
  schema: recapShareRefSchema,
  authorize: ({ db, user, input }) => authorizeOrganiser(db, user.id, input.leagueSlug),
  write: async ({ input, auth, tx, user }) => {
    const share = await tx.recapShare.findFirst({
      where: { id: input.shareId, leagueId: auth.leagueId },
      select: { id: true, gameId: true },
    });
    if (!share) throw new NotFoundError();
    await tx.recapShare.delete({ where: { id: share.id } });
    await audit(tx, {
      leagueId: auth.leagueId,
      actorUserId: user.id,
      action: "recap.unshare",
      entityType: "Game",
      entityId: share.gameId,
      before: { shareId: share.id },
    });
    return { gameId: share.gameId };
  },
  revalidate: ({ input, result }) => [`/l/${input.leagueSlug}/recap/${result.gameId}`],
});
