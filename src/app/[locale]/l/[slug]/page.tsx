import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { ArmyBadge } from "@/components/leaderboard/army-badge";
import { LeaderboardTable } from "@/components/leaderboard/leaderboard-table";
import { loadLeagueContext } from "@/server/queries/league-context";
import { listMyReadyCards } from "@/server/queries/ready-cards";
import { getNextGame } from "@/server/queries/season-games";
import { canViewSeason, getCurrentSeason } from "@/server/queries/seasons";
import { getLeaderboard } from "@/server/queries/standings";
import { listSeasonsBySystem } from "@/server/queries/system-stats";
import { ReadyCards } from "@/components/night/ready-cards";
import { SeasonsBySystem } from "./_components/seasons-by-system";

/** League home: the signed-in player's cards waiting for them (decision 0024), top of the current season, last night's table, the next game, and the seasons of every game played. */
export default async function LeagueHomePage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const [ctx, t, ts, tr, format] = await Promise.all([loadLeagueContext(slug), getTranslations("home"), getTranslations("standings"), getTranslations("recap"), getFormatter()]);
  const [season, bySystem, readyCards] = await Promise.all([getCurrentSeason(ctx.league.id), listSeasonsBySystem(ctx), listMyReadyCards(ctx)]);
  const visible = season && canViewSeason(season, Boolean(ctx.access.role));
  const [board, next] = visible ? await Promise.all([getLeaderboard(ctx.league.id, season.edition), getNextGame(season.id)]) : [null, null];
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium" });
  const pts = (n: number) => format.number(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <section className="space-y-4" aria-labelledby="league-home-title">
      <h1 id="league-home-title" className="h1">{ctx.league.name}</h1>
      <ReadyCards slug={slug} cards={readyCards} />
      {!season && (
        <div className="card space-y-3">
          <p>{t("noSeason")}</p>
          {ctx.access.role === "organiser" && (
            <Link href={`/l/${slug}/admin/seasons`} className="btn-primary w-full">{t("createSeason")}</Link>
          )}
        </div>
      )}
      {season && !visible && <p className="card">{t("notVisible")}</p>}
      {board && (
        <>
          <div className="card space-y-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="h2">
                <span className="block text-sm font-normal text-stone-500">{t("currentSeason")}</span>
                {board.season.name}
              </h2>
              <span className="text-sm text-stone-600">{ts("gamesCount", { played: board.gamesFinished, planned: board.season.plannedGames })}</span>
            </div>
            {board.rows.length ? (
              <>
                <h3 className="font-semibold">{t("top")}</h3>
                <LeaderboardTable compact rows={board.rows.slice(0, 5)} caption={t("top")} plannedGames={board.season.plannedGames} systemId={board.season.systemId} playerHref={(id) => `/l/${slug}/players/${id}?season=${board.season.edition}`} />
              </>
            ) : (
              <p>{t("noGamesYet")}</p>
            )}
            <Link href={`/l/${slug}/seasons/${board.season.edition}`} className="btn-secondary">{t("fullLeaderboard")}</Link>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="card space-y-2" data-testid="last-night">
              <h2 className="h2">{t("lastNight")}</h2>
              {board.lastGame ? (
                <>
                  <p className="text-sm text-stone-600">
                    <Link href={`/l/${slug}/games/${board.lastGame.id}`} className="underline">{t("lastNightGame", { sequence: board.lastGame.sequence, date: date(board.lastGame.playedAt) })}</Link>
                  </p>
                  <ol className="space-y-1 text-sm">
                    {board.lastGame.seats.map((s) => (
                      <li key={s.player.id} className="flex items-center justify-between gap-2">
                        <span className="flex items-center gap-2"><span className="w-5 text-right font-semibold">{s.rank}.</span><ArmyBadge name={s.player.displayName} color={s.player.armyColor} /></span>
                        <span className="tabular-nums">{pts(s.points)}</span>
                      </li>
                    ))}
                  </ol>
                  <Link href={`/l/${slug}/recap/${board.lastGame.id}`} className="btn-secondary w-full" data-testid="home-recap-link">{tr("recapLink")}</Link>
                </>
              ) : (
                <p className="text-sm">{t("noGamesYet")}</p>
              )}
            </div>
            <div className="card space-y-2">
              <h2 className="h2">{t("nextGame")}</h2>
              {next ? (
                <Link href={`/l/${slug}/games/${next.id}`} className="underline">{t("nextGameLine", { sequence: next.sequence, date: date(next.playedOn) })}</Link>
              ) : (
                <p className="text-sm">{t("noNextGame")}</p>
              )}
              {ctx.access.role === "organiser" && (
                <Link href={`/l/${slug}/games/new`} className="btn-primary w-full">{t("newGameNight")}</Link>
              )}
            </div>
          </div>
        </>
      )}
      <SeasonsBySystem slug={slug} groups={bySystem} />
    </section>
  );
}
