import { cache } from "react";
import { notFound } from "next/navigation";
import { NotFoundError } from "@/server/auth/access";
import { loadLeagueContext } from "@/server/queries/league-context";
import { getGameRecap } from "@/server/queries/recap";

/** The recap for this request's reader (page and metadata share it); "not found" when missing or not visible. */
export const loadRecap = cache(async (slug: string, gameId: string) => {
  const ctx = await loadLeagueContext(slug).catch((e) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  const recap = await getGameRecap(ctx.league.id, ctx.user?.id ?? null, gameId);
  if (!recap) notFound();
  return { ctx, recap };
});

export { bySeatRank } from "@/components/recap/recap-article";
