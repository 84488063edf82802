import { getTranslations } from "next-intl/server";
import { LeaderboardTable } from "@/components/leaderboard/leaderboard-table";
import { TieBreaks } from "@/components/leaderboard/tie-breaks";
import type { Leaderboard } from "@/server/queries/standings";
import { SeasonHeader } from "./season-header";

/** The season leaderboard; no client JavaScript of its own. Shared by the public (cached) and the members' page. */
export async function LeaderboardView({ slug, board }: { slug: string; board: Leaderboard }) {
  const t = await getTranslations("standings");
  return (
    <section className="space-y-4">
      <SeasonHeader slug={slug} season={board.season} played={board.gamesFinished} current="leaderboard" />
      <h2 className="h2">{t("leaderboard")}</h2>
      {board.rows.length ? (
        <>
          <LeaderboardTable rows={board.rows} caption={t("caption", { season: board.season.name })} plannedGames={board.season.plannedGames} systemId={board.season.systemId} playerHref={(id) => `/l/${slug}/players/${id}?season=${board.season.edition}`} />
          {board.rules.minGames > 0 && <p className="text-sm text-stone-600">{t("minGames", { n: board.rules.minGames })}</p>}
          <TieBreaks rows={board.rows} />
        </>
      ) : (
        <p className="card">{t("noGames")}</p>
      )}
    </section>
  );
}
