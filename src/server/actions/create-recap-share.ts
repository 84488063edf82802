"use server";
import { randomBytes } from "node:crypto";
import { recapShareSchema } from "@/schemas/member";
import { ActionError, defineAction } from "@/server/action";
import { audit } from "@/server/audit";
import { NotFoundError } from "@/server/auth/access";
import { authorizeOrganiser } from "@/server/auth/authorize-league";
import { recapShareHash } from "@/server/queries/recap-share";

/** Links per game: a club shares a night in one chat or two; a bound keeps the list short. */
const MAX_LINKS_PER_GAME = 10;

/**
 * The organiser makes a link to one finished night's recap that anyone can open, even in a members-only league
 * (issue 22 §5, decision 0050). The token is answered once; only its hash is stored.
 */
export const createRecapShare = defineAction({
  schema: recapShareSchema,
  authorize: ({ db, user, input }) => authorizeOrganiser(db, user.id, input.leagueSlug),
  write: async ({ input, auth, tx, user }) => {
    const game = await tx.game.findFirst({
      where: { id: input.gameId, season: { leagueId: auth.leagueId } },
      select: { id: true, status: true },
    });
    if (!game) throw new NotFoundError();
    if (game.status !== "finished") throw new ActionError("recapNotFinished"); // a recap is of a finished game: nothing secret in it
    if ((await tx.recapShare.count({ where: { gameId: game.id } })) >= MAX_LINKS_PER_GAME)
      throw new ActionError(`tooManyShareLinks:${MAX_LINKS_PER_GAME}`);
    const token = randomBytes(32).toString("base64url");
    const share = await tx.recapShare.create({
      data: { tokenHash: recapShareHash(token), leagueId: auth.leagueId, gameId: game.id, createdById: user.id },
      select: { id: true },
    });
    await audit(tx, {
      leagueId: auth.leagueId,
      actorUserId: user.id,
      action: "recap.share",
      entityType: "Game",
      entityId: game.id,
      after: { shareId: share.id },
    });
    return { id: share.id, token };
  },
  revalidate: ({ input }) => [`/l/${input.leagueSlug}/recap/${input.gameId}`],
});
