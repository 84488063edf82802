import { getTranslations } from "next-intl/server";
import { LeaderboardTable } from "@/components/leaderboard/leaderboard-table";
import { TieBreaks } from "@/components/leaderboard/tie-breaks";
import { Tonight } from "@/components/leaderboard/tonight";
import Link from "next/link";
import type { Leaderboard } from "@/server/queries/standings";
import { SeasonHeader } from "./season-header";
import { SeasonRules } from "@/components/rules/season-rules";
import { SEASON_RULES_ID } from "@/lib/plays/season-rules-link";

/** The season leaderboard; no client JavaScript of its own. Shared by the public (cached) and the members' page. */
export async function LeaderboardView({ slug, board }: { slug: string; board: Leaderboard }) {
  const [t, tr] = await Promise.all([getTranslations("standings"), getTranslations("recap")]);
  // the play form's "Regolamento" link opens here (seasonRulesHref), before the first game too
  const rules = (
    <div id={SEASON_RULES_ID}>
      <SeasonRules
        systemId={board.season.systemId}
        systemSettings={board.season.systemSettings}
        gameTieBreak={board.rules.gameTieBreak}
      />
    </div>
  );
  return (
    <section className="space-y-4">
      <SeasonHeader slug={slug} season={board.season} played={board.gamesFinished} current="leaderboard" />
      <h2 className="h2">{t("leaderboard")}</h2>
      {board.rows.length ? (
        <>
          <LeaderboardTable
            rows={board.rows}
            caption={t("caption", { season: board.season.name })}
            plannedGames={board.season.plannedGames}
            systemId={board.season.systemId}
            playerHref={(id) => `/l/${slug}/players/${id}?season=${board.season.edition}`}
          />
          {board.rules.minGames > 0 && (
            <p className="text-sm text-stone-600">{t("minGames", { n: board.rules.minGames })}</p>
          )}
          <TieBreaks rows={board.rows} />
          {rules}
          {board.lastGame && (
            <p>
              <Link
                className="font-semibold text-brand-800 underline"
                href={`/l/${slug}/recap/${board.lastGame.id}`}
                data-testid="last-recap-link"
              >
                {tr("recapLink")} ({board.lastGame.sequence})
              </Link>
            </p>
          )}
          <Tonight board={board} />
        </>
      ) : (
        <>
          <p className="card">{t("noGames")}</p>
          {rules}
        </>
      )}
    </section>
  );
}
