import { ScrollRegion } from "@/components/ui/scroll-region";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { SeriesBarChart } from "@/components/charts/bar-chart";
import { SeriesLineChart } from "@/components/charts/line-chart";
import { armyHex } from "@/lib/army-colors";
import { raceValue } from "@/scoring";
import { loadLeagueContext } from "@/server/queries/league-context";
import { getSeasonStats } from "@/server/queries/season-stats";
import { canViewSeason } from "@/server/queries/seasons";
import { SeasonHeader } from "../_components/season-header";
import { EliminationMatrixTable } from "./_components/elimination-matrix";
import { numeric, TableHead } from "@/components/ui/table-head";

export default async function SeasonStatsPage({ params }: { params: Promise<{ slug: string; edition: string }> }) {
  const { slug, edition } = await params;
  if (!Number.isInteger(Number(edition))) notFound();
  const ctx = await loadLeagueContext(slug);
  const [stats, t, ts, tr, format] = await Promise.all([getSeasonStats(ctx.league.id, Number(edition)), getTranslations("stats"), getTranslations("standings"), getTranslations("results"), getFormatter()]);
  const tc = await getTranslations("common");
  if (!stats) notFound();
  if (!canViewSeason(stats.season, Boolean(ctx.access.role))) return <p className="card">{ts("notVisible")}</p>;
  const { report, players, objectives, sequences } = stats;
  const pct = (x: number) => format.number(x, { style: "percent", maximumFractionDigits: 0 });
  const num = (x: number, d = 1) => format.number(x, { maximumFractionDigits: d });
  const race = report.pointsRace.games.map((g, i) => ({
    game: String(sequences[g.gameId] ?? i + 1),
    ...Object.fromEntries(report.pointsRace.players.map((p) => [p.playerId, raceValue(p.points, i)])),
  }));
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
            <SeriesLineChart title={t("race")} xKey="game" xLabel={t("game")} decimals={2} unit={t("unitPoints")} data={race}
              lines={report.pointsRace.players.map((p) => ({ key: p.playerId, name: players[p.playerId]?.displayName ?? "?", color: armyHex(players[p.playerId]?.armyColor ?? "") }))} />
          </div>
          <div className="card space-y-2">
            <h3 className="h2">{t("turnOrder")}</h3>
            <SeriesBarChart title={t("turnOrder")} xKey="turn" xLabel={t("turn")} decimals={2} unit={t("unitPercent")}
              data={report.winRateByTurnOrder.overall.map((r) => ({ turn: String(r.turnOrder), winRate: Math.round(r.winRate * 10000) / 100, games: r.games, wins: r.wins, avgRank: r.averageRank }))}
              bar={{ key: "winRate", name: t("winRate"), color: "#991b1b" }} extra={[{ key: "games", name: t("games") }, { key: "wins", name: t("wins") }, { key: "avgRank", name: t("avgRank") }]} />
          </div>
          <div className="card space-y-2">
            <h3 className="h2">{t("objectiveBalance")}</h3>
            <ScrollRegion label={t("objectiveBalance")} hint={tc("scrollHint")} className="">
              <table className="w-full min-w-max text-sm">
                <caption className="sr-only">{t("objectiveBalance")}</caption>
                <TableHead columns={[t("objective"), numeric(t("games")), numeric(t("wins")), numeric(t("completions")), numeric(t("avgObjPoints")), numeric(t("avgShare"))]} />
                <tbody>
                  {report.objectiveBalance.map((r) => {
                    const o = objectives[r.objectiveId];
                    return (
                      <tr key={r.objectiveId} className="border-t border-stone-100">
                        <th scope="row" className="px-2 py-1 text-left font-normal">{o ? `${o.number}. ${o.name}` : "—"}</th>
                        <td className="px-2 py-1 text-right">{r.games}</td>
                        <td className="px-2 py-1 text-right">{r.wins}</td>
                        <td className="px-2 py-1 text-right">{r.completions}</td>
                        <td className="px-2 py-1 text-right">{num(r.averageObjectivePoints)}</td>
                        <td className="px-2 py-1 text-right">{pct(r.averageShare)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </ScrollRegion>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="card space-y-2">
              <h3 className="h2">{t("endings")}</h3>
              <table className="w-full text-sm">
                <caption className="sr-only">{t("endings")}</caption>
                <TableHead cell="py-1" columns={[t("reason"), numeric(t("games")), numeric(t("share"))]} />
                <tbody>
                  {report.gameEndings.map((e) => (
                    <tr key={e.endReason ?? "none"} className="border-t border-stone-100">
                      <th scope="row" className="py-1 text-left font-normal">{e.endReason && tr.has(`endReasons.${e.endReason}`) ? tr(`endReasons.${e.endReason}`) : t("noReason")}</th>
                      <td className="py-1 text-right">{e.games}</td>
                      <td className="py-1 text-right">{pct(e.share)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="card space-y-2">
              <h3 className="h2">{t("durations")}</h3>
              <p className="text-sm">
                {d.gamesTimed && d.averageMinutes !== null
                  ? t("durationSummary", { games: d.gamesTimed, average: num(d.averageMinutes, 0), shortest: d.shortestMinutes ?? 0, longest: d.longestMinutes ?? 0 })
                  : t("noDurations")}
              </p>
            </div>
          </div>
          <EliminationMatrixTable matrix={report.eliminationMatrix} players={players} />
        </>
      )}
    </section>
  );
}
