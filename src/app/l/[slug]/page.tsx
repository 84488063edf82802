import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { db } from "@/server/db";
import { loadLeagueContext } from "@/server/queries/league-context";
import { canViewSeason, getCurrentSeason } from "@/server/queries/seasons";

export default async function LeagueHomePage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const [ctx, t] = await Promise.all([loadLeagueContext(slug), getTranslations("league.home")]);
  const season = await getCurrentSeason(ctx.league.id);
  const visible = season && canViewSeason(season, Boolean(ctx.access.role));
  const played = visible ? await db.game.count({ where: { seasonId: season.id, status: "finished" } }) : 0;
  return (
    <section className="space-y-4" aria-labelledby="league-home-title">
      <h1 id="league-home-title" className="h1">
        {ctx.league.name}
      </h1>
      {visible ? (
        <div className="card space-y-1">
          <p className="text-sm text-stone-500">{t("currentSeason")}</p>
          <Link href={`/l/${slug}/seasons/${season.edition}`} className="text-lg font-semibold text-brand-800 underline">
            {season.name}
          </Link>
          <p className="text-sm">{t("games", { played, planned: season.plannedGames })}</p>
        </div>
      ) : (
        <p className="card">{t("noSeason")}</p>
      )}
    </section>
  );
}
