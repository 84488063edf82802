import Link from "next/link";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { ArmyBadge } from "@/components/leaderboard/army-badge";
import { LeaderboardTable } from "@/components/leaderboard/leaderboard-table";
import { getSystem } from "@/scoring";
import { loadLeagueContext } from "@/server/queries/league-context";
import { getLeagueHome } from "@/server/queries/league-home";
import { listMyReadyCards } from "@/server/queries/ready-cards";
import { getNextNight } from "@/server/queries/schedule";
import { getNightDraws } from "@/server/queries/table-draws";
import { getMyTable } from "@/server/queries/table-plan";
import { listSeasonsBySystem } from "@/server/queries/system-stats";
import { ReadyCards } from "@/components/night/ready-cards";
import { SeasonsBySystem } from "./_components/seasons-by-system";
import { NextNight } from "./_components/next-night";
import { NightDrawsCard } from "./_components/night-draws";

/**
 * League home: the signed-in player's cards waiting for them (decision 0024), every active season side by side (its
 * game, progress, leader, latest night; the top of the table of the season being played), the league's latest night
 * across seasons (every table of its date, one recap), the next game (or the scheduled night when no game exists yet),
 * and the seasons of every game played.
 */
export default async function LeagueHomePage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const [ctx, t, ts, tr, format, locale] = await Promise.all([
    loadLeagueContext(slug),
    getTranslations("home"),
    getTranslations("standings"),
    getTranslations("recap"),
    getFormatter(),
    getLocale(),
  ]);
  const member = Boolean(ctx.access.role) && ctx.access.leagueId === ctx.league.id;
  const [home, bySystem, readyCards, myTable, tt, draws, scheduled] = await Promise.all([
    getLeagueHome(ctx.league.id, Boolean(ctx.access.role)),
    listSeasonsBySystem(ctx),
    listMyReadyCards(ctx),
    getMyTable(ctx),
    getTranslations("tables"),
    member ? getNightDraws(ctx) : null,
    // the next scheduled night (members only): shown above, and named by the next-game card when no game exists yet
    getNextNight(ctx),
  ]);
  const board = home.seasons[0]?.board ?? null;
  const { lastNight, next } = home;
  const several = home.seasons.length > 1;
  const nightSeasons = new Set(lastNight?.tables.map((table) => table.season.id)).size;
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium" });
  const pts = (n: number) => format.number(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const systemName = (systemId: string) => getSystem(systemId).name[locale === "en" ? "en" : "it"];
  return (
    <section className="space-y-4" aria-labelledby="league-home-title">
      <h1 id="league-home-title" className="h1">
        {ctx.league.name}
      </h1>
      {myTable && (
        <section className="card space-y-1 border-brand-600" aria-labelledby="my-table-title" data-testid="my-table">
          <h2 id="my-table-title" className="h2">
            {tt("mine.title")}
          </h2>
          <p className="text-lg font-semibold">
            {tt("mine.seat", { table: myTable.table, position: myTable.position })}
          </p>
          <p className="text-sm text-stone-600">
            {tt("mine.detail", { season: myTable.seasonName, size: myTable.size })}
          </p>
          {myTable.awaitingResult && (
            <p className="text-sm" data-testid="my-table-awaiting">
              {tt("mine.awaitingResult")}
            </p>
          )}
          {myTable.gameId && (
            <Link href={`/l/${slug}/games/${myTable.gameId}`} className="underline">
              {tt("mine.open")}
            </Link>
          )}
        </section>
      )}
      {draws && <NightDrawsCard slug={slug} draws={draws} />}
      <ReadyCards slug={slug} cards={readyCards} />
      {ctx.access.role && <NextNight ctx={ctx} night={scheduled} />}
      {home.empty && (
        <div className="card space-y-3">
          <p>{t("noSeason")}</p>
          {ctx.access.role === "organiser" && (
            <Link href={`/l/${slug}/admin/seasons`} className="btn-primary w-full">
              {t("createSeason")}
            </Link>
          )}
        </div>
      )}
      {home.hidden && <p className="card">{t("notVisible")}</p>}
      {several && (
        <div className="card space-y-3" data-testid="active-seasons">
          <h2 className="h2">{t("activeSeasons")}</h2>
          <ul className="divide-y divide-stone-200">
            {home.seasons.map(({ board: b, leaders }) => (
              <li key={b.season.id} className="space-y-1 py-2" data-testid={`active-season-${b.season.edition}`}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link href={`/l/${slug}/seasons/${b.season.edition}`} className="font-semibold underline">
                    {b.season.name}
                  </Link>
                  <span className="text-sm text-stone-600">
                    {ts("gamesCount", { played: b.gamesFinished, planned: b.season.plannedGames })}
                  </span>
                </div>
                <p className="text-sm text-stone-600">{systemName(b.season.systemId)}</p>
                <p className="text-sm">
                  {leaders.length
                    ? t("seasonLeader", {
                        count: leaders.length,
                        names: format.list(
                          leaders.map((l) => l.player.displayName),
                          { type: "conjunction" },
                        ),
                        points: pts(leaders[0].points),
                      })
                    : t("noGamesYet")}
                </p>
                {b.lastGame && (
                  <p className="text-sm">
                    <Link href={`/l/${slug}/games/${b.lastGame.id}`} className="underline">
                      {t("seasonLastNight", { sequence: b.lastGame.sequence, date: date(b.lastGame.playedAt) })}
                    </Link>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {board && (
        <>
          <div className="card space-y-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="h2">
                <span className="block text-sm font-normal text-stone-500">{t("currentSeason")}</span>
                {board.season.name}
              </h2>
              <span className="text-sm text-stone-600">
                {ts("gamesCount", { played: board.gamesFinished, planned: board.season.plannedGames })}
              </span>
            </div>
            {board.rows.length ? (
              <>
                <h3 className="font-semibold">{t("top")}</h3>
                <LeaderboardTable
                  compact
                  rows={board.rows.slice(0, 5)}
                  caption={t("top")}
                  plannedGames={board.season.plannedGames}
                  systemId={board.season.systemId}
                  playerHref={(id) => `/l/${slug}/players/${id}?season=${board.season.edition}`}
                />
              </>
            ) : (
              <p>{t("noGamesYet")}</p>
            )}
            <Link href={`/l/${slug}/seasons/${board.season.edition}`} className="btn-secondary">
              {t("fullLeaderboard")}
            </Link>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="card space-y-2" data-testid="last-night">
              <h2 className="h2">{t("lastNight")}</h2>
              {lastNight ? (
                <>
                  <p className="text-sm text-stone-600" data-testid="last-night-day">
                    {t("lastNightDay", { date: date(`${lastNight.day}T12:00:00Z`), count: lastNight.tables.length })}
                  </p>
                  <ul className="space-y-3">
                    {lastNight.tables.map((table) => (
                      <li key={table.id} className="space-y-1" data-testid="last-night-table">
                        <p className="text-sm">
                          {nightSeasons > 1 && (
                            <span className="block text-stone-600">
                              {t("lastNightSeason", {
                                season: table.season.name,
                                game: systemName(table.season.systemId),
                              })}
                            </span>
                          )}
                          <Link href={`/l/${slug}/games/${table.id}`} className="underline">
                            {lastNight.tables.length > 1
                              ? t("lastNightTable", { sequence: table.sequence })
                              : t("lastNightGame", {
                                  sequence: table.sequence,
                                  date: date(`${lastNight.day}T12:00:00Z`),
                                })}
                          </Link>
                        </p>
                        <ol className="space-y-1 text-sm">
                          {table.seats.map((s) => (
                            <li key={s.playerId} className="flex items-center justify-between gap-2">
                              <span className="flex items-center gap-2">
                                <span className="w-5 text-right font-semibold">{s.rank ?? "—"}.</span>
                                <ArmyBadge name={s.displayName} color={s.armyColor} />
                              </span>
                              <span className="tabular-nums">{s.points === null ? "—" : pts(s.points)}</span>
                            </li>
                          ))}
                        </ol>
                      </li>
                    ))}
                  </ul>
                  <Link
                    href={`/l/${slug}/recap/${lastNight.tables[0].id}`}
                    className="btn-secondary w-full"
                    data-testid="home-recap-link"
                  >
                    {tr("recapLink")}
                  </Link>
                </>
              ) : (
                <p className="text-sm">{t("noGamesYet")}</p>
              )}
            </div>
            <div className="card space-y-2">
              <h2 className="h2">{t("nextGame")}</h2>
              {next ? (
                <>
                  <Link href={`/l/${slug}/games/${next.id}`} className="underline">
                    {t("nextGameLine", { sequence: next.sequence, date: date(next.playedOn) })}
                  </Link>
                  {next.awaitingResult && (
                    <p className="text-sm text-stone-600" data-testid="next-game-awaiting">
                      {t("awaitingResult")}
                    </p>
                  )}
                </>
              ) : scheduled ? (
                <p className="text-sm" data-testid="next-game-scheduled">
                  {t("nightScheduled", { date: format.dateTime(scheduled.startsAt, { dateStyle: "full" }) })}{" "}
                  <Link href={`/l/${slug}/schedule`} className="underline">
                    {t("nightScheduledLink")}
                  </Link>
                </p>
              ) : (
                <p className="text-sm">{t("noNextGame")}</p>
              )}
              {ctx.access.role === "organiser" && (
                <Link href={`/l/${slug}/games/new`} className="btn-primary w-full">
                  {t("newGameNight")}
                </Link>
              )}
            </div>
          </div>
        </>
      )}
      <SeasonsBySystem slug={slug} groups={bySystem} />
    </section>
  );
}
