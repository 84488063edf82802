import { ScrollRegion } from "@/components/ui/scroll-region";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { PageLoading } from "@/components/ui/page-loading";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { pickLabel } from "@/components/system-stats/label";
import { SeriesLineChart } from "@/components/charts/line-chart";
import { armyHex } from "@/lib/display/army-colors";
import { thin } from "@/lib/display/thin";
import { mostInvolved, raceLeaders, raceValue } from "@/scoring";
import { loadLeagueContext, type LeagueContext } from "@/server/queries/league-context";
import { getSeasonStats } from "@/server/queries/season-stats";
import { getSeasonSystemStats } from "@/server/queries/system-stats";
import { SystemStatsView } from "@/components/system-stats/system-stats-view";
import { VariantStats } from "@/components/system-stats/variant-stats";
import { getSystem } from "@/scoring";
import Link from "next/link";
import { canViewSeason, listSeasons } from "@/server/queries/seasons";
import { SeasonHeader } from "../_components/season-header";
import { EliminationMatrixTable } from "./_components/elimination-matrix";
import { SdadataRoundsChart } from "./_components/sdadata-rounds";
import { TurnAdjacencyTable } from "./_components/turn-adjacency";
import { numeric, TableHead } from "@/components/ui/table-head";

const round2 = (x: number | null) => (x === null ? null : Math.round(x * 100) / 100);

/** Lines of the points race and players of the elimination matrix a phone shows (issue 25: bytes linear in players). */
const RACE_LINES = 10;
const MATRIX_PLAYERS = 12;

export default async function SeasonStatsPage({ params }: { params: Promise<{ slug: string; edition: string }> }) {
  const { slug, edition } = await params;
  if (!Number.isInteger(Number(edition))) notFound();
  const ctx = await loadLeagueContext(slug);
  // a 404 before the statistics stream in (a streamed page's status is already sent)
  if (!(await listSeasons(ctx.league.id)).some((s) => s.edition === Number(edition))) notFound();
  return (
    <Suspense fallback={<PageLoading />}>
      <SeasonStats slug={slug} edition={Number(edition)} ctx={ctx} />
    </Suspense>
  );
}

async function SeasonStats({ slug, edition, ctx }: { slug: string; edition: number; ctx: LeagueContext }) {
  const [stats, system, t, ts, tc, tsys, format, locale] = await Promise.all([
    getSeasonStats(ctx.league.id, edition),
    getSeasonSystemStats(ctx, edition),
    getTranslations("stats"),
    getTranslations("standings"),
    getTranslations("common"),
    getTranslations("systemStats"),
    getFormatter(),
    getLocale(),
  ]);
  if (!stats) notFound();
  if (!canViewSeason(stats.season, Boolean(ctx.access.role)) || !system)
    return <p className="card">{ts("notVisible")}</p>;
  const definition = getSystem(system.systemId);
  const systemName = pickLabel(locale)(definition.name);
  const { report, players, objectives, sequences } = stats;
  const pct = (x: number) => format.number(x, { style: "percent", maximumFractionDigits: 0 });
  const num = (x: number, d = 1) => format.number(x, { maximumFractionDigits: d });
  // the leaders' lines and the viewer's (a 40-line chart is unreadable and heavy); 60 points each still fill a phone's
  // width; short keys, two decimals (issue 25)
  const racers = raceLeaders(report.pointsRace, RACE_LINES, ctx.access.playerId);
  const race = thin(
    report.pointsRace.games.map((g, i) => ({
      game: String(sequences[g.gameId] ?? i + 1),
      ...Object.fromEntries(racers.map((p, j) => [`p${j}`, round2(raceValue(p.points, i))])),
    })),
    60,
  );
  const d = report.averageDuration;
  return (
    <section className="space-y-4">
      <SeasonHeader slug={slug} season={stats.season} played={report.gamesPlayed} current="stats" />
      <h2 className="sr-only">{t("title", { season: stats.season.name })}</h2>
      {report.gamesPlayed === 0 ? (
        <p className="card">{t("noGames")}</p>
      ) : (
        <>
          <div className="card space-y-2">
            <h3 className="h2">{t("race")}</h3>
            {racers.length < report.pointsRace.players.length && (
              <p className="text-xs text-stone-600">
                {t("raceLeaders", { shown: RACE_LINES, total: report.pointsRace.players.length })}
              </p>
            )}
            <SeriesLineChart
              title={t("race")}
              xKey="game"
              xLabel={t("game")}
              decimals={2}
              unit={t("unitPoints")}
              data={race}
              lines={racers.map((p, j) => ({
                key: `p${j}`,
                name: players[p.playerId]?.displayName ?? "?",
                color: armyHex(players[p.playerId]?.armyColor ?? ""),
              }))}
            />
          </div>
          <section className="space-y-4" aria-labelledby="system-stats-title">
            <h3 id="system-stats-title" className="h2">
              {tsys("section", { system: systemName })}
            </h3>
            <SystemStatsView stats={system.stats} />
            <VariantStats rows={system.variants} players={system.players} />
            <p>
              <Link href={`/l/${slug}/systems/${system.systemId}`} className="underline">
                {tsys("leagueLink", { system: systemName })}
              </Link>
            </p>
          </section>
          {report.objectiveBalance.length > 0 && (
            <div className="card space-y-2">
              <h3 className="h2">{t("objectiveBalance")}</h3>
              <ScrollRegion label={t("objectiveBalance")} hint={tc("scrollHint")} className="">
                <table className="data-rows w-full min-w-max text-sm">
                  <caption className="sr-only">{t("objectiveBalance")}</caption>
                  <TableHead
                    columns={[
                      t("objective"),
                      numeric(t("games")),
                      numeric(t("wins")),
                      numeric(t("completions")),
                      numeric(t("avgObjPoints")),
                      numeric(t("avgShare")),
                    ]}
                  />
                  <tbody>
                    {report.objectiveBalance.map((r) => {
                      const o = objectives[r.objectiveId];
                      return (
                        <tr key={r.objectiveId}>
                          <th scope="row">{o ? `${o.number}. ${o.name}` : "—"}</th>
                          <td>{r.games}</td>
                          <td>{r.wins}</td>
                          <td>{r.completions}</td>
                          <td>{num(r.averageObjectivePoints)}</td>
                          <td>{pct(r.averageShare)}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </ScrollRegion>
            </div>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="card space-y-2">
              <h3 className="h2">{t("durations")}</h3>
              <p className="text-sm">
                {d.gamesTimed && d.averageMinutes !== null
                  ? t("durationSummary", {
                      games: d.gamesTimed,
                      average: num(d.averageMinutes, 0),
                      shortest: d.shortestMinutes ?? 0,
                      longest: d.longestMinutes ?? 0,
                    })
                  : t("noDurations")}
              </p>
            </div>
          </div>
          {definition.seatOrder.meaning === "turnOrder" && (
            <TurnAdjacencyTable rows={report.turnAdjacency} players={players} />
          )}
          {definition.endings.some((e) => e.value === "sdadata") && (
            <SdadataRoundsChart rounds={report.sdadataRounds} />
          )}
          {definition.ranking.elimination && (
            <EliminationMatrixTable
              matrix={mostInvolved(report.eliminationMatrix, MATRIX_PLAYERS, ctx.access.playerId)}
              players={players}
            />
          )}
        </>
      )}
    </section>
  );
}
