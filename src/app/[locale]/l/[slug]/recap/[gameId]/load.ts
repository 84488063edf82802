import { cache } from "react";
import { notFound } from "next/navigation";
import { NotFoundError } from "@/server/auth/access";
import { loadLeagueContext } from "@/server/queries/league-context";
import { getNightRecap } from "@/server/queries/night-recap";

/**
 * The recap of the game's night for this request's reader (page and metadata share it): the game first, then the
 * night's other tables the reader may see; "not found" when the game is missing, not finished or not visible.
 */
export const loadRecap = cache(async (slug: string, gameId: string) => {
  const ctx = await loadLeagueContext(slug).catch((e) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  const night = await getNightRecap(ctx.league.id, ctx.user?.id ?? null, gameId);
  if (!night) notFound();
  return { ctx, night };
});
