import { ScrollRegion } from "@/components/ui/scroll-region";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { PageLoading } from "@/components/ui/page-loading";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { SeriesBarChart } from "@/components/charts/bar-chart";
import { SeriesLineChart } from "@/components/charts/line-chart";
import { ArmyBadge } from "@/components/leaderboard/army-badge";
import { armyHex } from "@/lib/display/army-colors";
import { sameHeadToHead } from "@/lib/display/head-to-head";
import { thin } from "@/lib/display/thin";
import { getSystem, dealsObjectives, seriesPoints } from "@/scoring";
import { pickLabel } from "@/components/system-stats/label";
import { loadLeagueContext, type LeagueContext } from "@/server/queries/league-context";
import { getPlayerStats, lastSeasonPlayed } from "@/server/queries/player-stats";
import { getPlayerSeasonComment } from "@/server/queries/season-comments";
import { canViewSeason, listSeasons } from "@/server/queries/seasons";
import { PlayerRivals } from "./_components/player-rivals";
import { PlayerSystems } from "./_components/player-systems";
import { getPlayerSystemRecords } from "@/server/queries/system-stats";
import { playerNames } from "@/server/queries/system-plays";
import { numeric, TableHead } from "@/components/ui/table-head";

const CHART_POINTS = 60;
/** Chart values travel as props and table cells: two decimals are all either shows (issue 25, decision 0056). */
const round2 = (x: number | null) => (x === null ? null : Math.round(x * 100) / 100);

type Props = {
  params: Promise<{ slug: string; playerId: string }>;
  searchParams: Promise<{ season?: string; system?: string }>;
};

/**
 * A player's season, the one the reader chose (`?season=`, carried by every standings link; else the newest the player
 * has played, else the newest active season): charts (cumulative points, rank, placements, turn order, rating) and rivalries, only those the season's
 * game has (objectives and eliminations for the games that deal or record them, places where more than two play).
 */
export default async function PlayerPage({ params, searchParams }: Props) {
  const [{ slug, playerId }, { season: seasonParam, system: systemParam }] = await Promise.all([params, searchParams]);
  const ctx = await loadLeagueContext(slug);
  const member = Boolean(ctx.access.role);
  const [seasons, t, tc, format, locale] = await Promise.all([
    listSeasons(ctx.league.id),
    getTranslations("players"),
    getTranslations("common"),
    getFormatter(),
    getLocale(),
  ]);
  const visible = seasons.filter((s) => canViewSeason(s, member));
  // several seasons may be active at once (decision 0046): the one asked for, never silently another game's; else the
  // newest the player has played, else the newest active one
  const edition =
    Number(seasonParam) ||
    ((await lastSeasonPlayed(
      ctx.league.id,
      playerId,
      visible.map((s) => s.edition),
    )) ??
      (visible.find((s) => s.status === "active") ?? visible[0])?.edition);
  const season = visible.find((s) => s.edition === edition);
  if (!season) notFound();
  // a 404 before the player's season streams in (a streamed page's status is already sent)
  if (!Object.hasOwn(await playerNames(ctx.league.id), playerId)) notFound();
  return (
    <Suspense fallback={<PageLoading />}>
      <PlayerSeason {...{ playerId, systemParam, ctx, edition, season, visible, t, tc, format, locale }} />
    </Suspense>
  );
}

type SeasonProps = {
  playerId: string;
  systemParam: string | undefined;
  ctx: LeagueContext;
  edition: number;
  season: Awaited<ReturnType<typeof listSeasons>>[number];
  visible: Awaited<ReturnType<typeof listSeasons>>;
  t: Awaited<ReturnType<typeof getTranslations<"players">>>;
  tc: Awaited<ReturnType<typeof getTranslations<"common">>>;
  format: Awaited<ReturnType<typeof getFormatter>>;
  locale: string;
};

/** The player's season: charts, placements, rivals, their games of every system. */
async function PlayerSeason({
  playerId,
  systemParam,
  ctx,
  edition,
  season,
  visible,
  t,
  tc,
  format,
  locale,
}: SeasonProps) {
  const [stats, systems, comment] = await Promise.all([
    getPlayerStats(ctx.league.id, playerId, edition),
    getPlayerSystemRecords(ctx, playerId),
    getPlayerSeasonComment(ctx, playerId, edition),
  ]);
  if (!stats || !systems) notFound();
  const { report, player } = stats;
  const system = getSystem(season.systemId);
  const l = pickLabel(locale);
  const systemName = (systemId: string) => l(getSystem(systemId).name);
  const color = armyHex(player.armyColor) === "#171717" ? "#44403c" : armyHex(player.armyColor);
  const pts = (n: number) => format.number(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // 60 points a chart: a phone shows no more, and each point travels three times (plot, poster, data table)
  const played = thin(
    seriesPoints(report.series).filter((p) => p.played || p.points !== null),
    CHART_POINTS,
  );
  const label = (gameId: string) => String(stats.sequences[gameId] ?? "");
  const open = systems.records.some((r) => r.systemId === systemParam) ? String(systemParam) : season.systemId;
  // the season's game played in this season only: its head-to-head over the seasons is the season's table, once
  const seasonGame = systems.records.find((r) => r.systemId === season.systemId);
  const headToHeadAbove =
    report.standing && seasonGame && sameHeadToHead(report.headToHead, seasonGame.headToHead) ? season.systemId : null;
  return (
    <section className="space-y-6" aria-labelledby="player-title">
      <header className="space-y-2">
        <h1 id="player-title" className="h1">
          <ArmyBadge name={player.displayName} color={player.armyColor} armyName={player.armyName} />
        </h1>
        <form className="flex items-end gap-2" method="get">
          <div className="flex-1">
            <label htmlFor="season" className="label">
              {t("season")}
            </label>
            <select id="season" name="season" className="input" defaultValue={String(edition)}>
              {visible.map((s) => (
                <option key={s.id} value={s.edition}>
                  {t("seasonChoice", { season: s.name, game: systemName(s.systemId) })}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary">
            {t("show")}
          </button>
        </form>
        <p className="text-sm text-stone-600" data-testid="player-season-game">
          {t("seasonGame", { season: season.name, game: l(system.name) })}
        </p>
        <p data-testid="player-summary">
          {report.standing
            ? t("summary", {
                rank: report.standing.rank,
                points: pts(report.standing.points),
                games: report.standing.gamesPlayed,
                wins: report.standing.wins,
                draws: report.standing.draws,
              })
            : t("notPlayed")}
        </p>
        {comment && (
          <blockquote className="card whitespace-pre-line italic" data-testid="player-season-comment">
            <p className="label not-italic">{t("organiserComment")}</p>
            {comment}
          </blockquote>
        )}
      </header>
      {report.standing && (
        <>
          <div className="card space-y-2">
            <h2 className="h2">{t("pointsChart")}</h2>
            <SeriesLineChart
              title={t("pointsChart")}
              xKey="game"
              xLabel={t("game")}
              decimals={2}
              unit={t("unitPoints")}
              interactive="touch"
              data={played.map((p) => ({ game: label(p.gameId), points: round2(p.points) }))}
              lines={[{ key: "points", name: t("points"), color }]}
            />
          </div>
          <div className="card space-y-2">
            <h2 className="h2">{t("rankChart")}</h2>
            <SeriesLineChart
              title={t("rankChart")}
              xKey="game"
              xLabel={t("game")}
              reversed
              curve="linear"
              unit={t("unitRank")}
              interactive="touch"
              data={played.map((p) => ({ game: label(p.gameId), rank: p.standingsRank }))}
              lines={[{ key: "rank", name: t("rank"), color }]}
            />
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            {system.players.max > 2 && (
              <div className="card space-y-2">
                <h2 className="h2">{t("placements")}</h2>
                <SeriesBarChart
                  title={t("placements")}
                  xKey="place"
                  xLabel={t("place")}
                  data={report.placementDistribution.map((p) => ({ place: `${p.rank}°`, count: p.count }))}
                  bar={{ key: "count", name: t("count"), color }}
                />
              </div>
            )}
            {system.seatOrder.meaning === "turnOrder" && (
              <div className="card space-y-2">
                <h2 className="h2">{t("byTurn")}</h2>
                <SeriesBarChart
                  title={t("byTurn")}
                  xKey="turn"
                  xLabel={t("turn")}
                  decimals={2}
                  unit={t("unitPoints")}
                  data={report.resultsByTurnOrder.map((r) => ({
                    turn: String(r.turnOrder),
                    avgPoints: round2(r.averagePoints),
                    games: r.games,
                    wins: r.wins,
                    avgRank: round2(r.averageRank),
                  }))}
                  bar={{ key: "avgPoints", name: t("avgPoints"), color }}
                  extra={[
                    { key: "games", name: t("games") },
                    { key: "wins", name: t("wins") },
                    { key: "avgRank", name: t("avgRank") },
                  ]}
                />
              </div>
            )}
          </div>
          {report.rating && (
            <div className="card space-y-2">
              <h2 className="h2">{t("rating")}</h2>
              <p className="text-sm">
                {t("ratingNow", { value: format.number(report.rating.ordinal, { maximumFractionDigits: 2 }) })}
                {report.rating.provisional && <> — {t("provisional")}</>}
              </p>
              <SeriesLineChart
                title={t("rating")}
                xKey="game"
                xLabel={t("game")}
                decimals={2}
                data={thin(report.rating.series, CHART_POINTS).map((r) => ({
                  game: label(r.gameId),
                  rating: round2(r.ordinal),
                }))}
                lines={[{ key: "rating", name: t("ratingValue"), color }]}
              />
            </div>
          )}
          {dealsObjectives(season.systemId) && (
            <div className="card space-y-2">
              <h2 className="h2">{t("byObjective")}</h2>
              <ScrollRegion label={t("byObjective")} hint={tc("scrollHint")} className="">
                <table className="data-rows w-full min-w-max text-sm">
                  <caption className="sr-only">{t("byObjective")}</caption>
                  <TableHead
                    columns={[
                      t("objective"),
                      numeric(t("games")),
                      numeric(t("wins")),
                      numeric(t("avgObjPoints")),
                      numeric(t("avgPoints")),
                    ]}
                  />
                  <tbody>
                    {report.resultsByObjective.map((r) => {
                      const o = stats.objectives[r.objectiveId];
                      return (
                        <tr key={r.objectiveId}>
                          <th scope="row">{o ? `${o.number}. ${o.name}` : "—"}</th>
                          <td>{r.games}</td>
                          <td>{r.wins}</td>
                          <td>{format.number(r.averageObjectivePoints, { maximumFractionDigits: 1 })}</td>
                          <td>{pts(r.averagePoints)}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </ScrollRegion>
            </div>
          )}
          <PlayerRivals
            stats={stats}
            twoPlayers={system.players.max === 2}
            eliminations={system.ranking.elimination !== null}
          />
        </>
      )}
      <PlayerSystems
        data={systems}
        color={color}
        open={open}
        headToHeadAbove={headToHeadAbove}
        detailsHref={(id) => `?season=${edition}&system=${encodeURIComponent(id)}#record-${id}`}
      />
    </section>
  );
}
