import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { LeaderboardTable } from "@/components/leaderboard/leaderboard-table";
import { TieBreaks } from "@/components/leaderboard/tie-breaks";
import { loadLeagueContext } from "@/server/queries/league-context";
import { canViewSeason } from "@/server/queries/seasons";
import { getLeaderboard } from "@/server/queries/standings";
import { SeasonHeader } from "./_components/season-header";

/** The season leaderboard: the layout's lookups plus ONE query; no client JavaScript of its own. */
export default async function SeasonLeaderboardPage({ params }: { params: Promise<{ slug: string; edition: string }> }) {
  const { slug, edition } = await params;
  const n = Number(edition);
  if (!Number.isInteger(n)) notFound();
  const ctx = await loadLeagueContext(slug);
  const [board, t] = await Promise.all([getLeaderboard(ctx.league.id, n), getTranslations("standings")]);
  if (!board) notFound();
  if (!canViewSeason(board.season, Boolean(ctx.access.role))) return <p className="card">{t("notVisible")}</p>;
  return (
    <section className="space-y-4">
      <SeasonHeader slug={slug} season={board.season} played={board.gamesFinished} current="leaderboard" />
      <h2 className="h2">{t("leaderboard")}</h2>
      {board.rows.length ? (
        <>
          <LeaderboardTable rows={board.rows} caption={t("caption", { season: board.season.name })} plannedGames={board.season.plannedGames} playerHref={(id) => `/l/${slug}/players/${id}?season=${board.season.edition}`} />
          {board.rules.minGames > 0 && <p className="text-sm text-stone-600">{t("minGames", { n: board.rules.minGames })}</p>}
          <TieBreaks rows={board.rows} />
        </>
      ) : (
        <p className="card">{t("noGames")}</p>
      )}
    </section>
  );
}
