import { ScrollRegion } from "@/components/ui/scroll-region";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { SeriesBarChart } from "@/components/charts/bar-chart";
import { numeric, TableHead } from "@/components/ui/table-head";
import { getSystem, type SystemStats } from "@/scoring";
import { bucketName, pickLabel } from "./label";
import { ResultTable } from "./result-table";

/**
 * What the players of a game argue about, for one season or every season of a system: wins by seat
 * identity and turn order, the score and margins, how and when plays ended. Everything is read from the
 * system's definition, so the same view serves all six games. Charts carry their data as a table.
 */
export async function SystemStatsView({ stats }: { stats: SystemStats }) {
  const [t, tc, format, locale] = await Promise.all([
    getTranslations("systemStats"),
    getTranslations("common"),
    getFormatter(),
    getLocale(),
  ]);
  const system = getSystem(stats.systemId);
  const l = pickLabel(locale);
  const score = l(stats.score.label);
  const pct = (x: number) => format.number(x, { style: "percent", maximumFractionDigits: 0 });
  const num = (x: number) => format.number(x, { maximumFractionDigits: 1 });
  if (stats.plays === 0) return <p className="card">{t("noPlays")}</p>;
  const endingName = (ending: string | null) => {
    const label = system.endings.find((e) => e.value === ending)?.label;
    return label ? l(label) : (ending ?? t("notRecorded"));
  };
  const lengthEndings = stats.lengths
    ? [...new Set(stats.lengths.rows.flatMap((r) => r.byEnding.map((e) => e.ending)))]
    : [];
  return (
    <div className="space-y-4" data-testid="system-stats">
      <p className="card" data-testid="system-stats-summary">
        {t("summary", {
          plays: stats.plays,
          wins: stats.results.win,
          shared: stats.results.sharedWin,
          draws: stats.results.draw,
        })}
      </p>
      {stats.byIdentity.map((table) => (
        <div key={table.key} className="card space-y-2">
          <ResultTable
            testId={`identity-${table.key}`}
            caption={t("byIdentity", { identity: l(table.label).toLowerCase() })}
            groupLabel={l(table.label)}
            scoreLabel={score}
            rows={table.rows.map((r) => ({ ...r, key: r.value, name: r.label ? l(r.label) : r.value }))}
          />
        </div>
      ))}
      {stats.byGameChoice.map((table) => (
        <div key={table.key} className="card space-y-2">
          <ResultTable
            testId={`game-choice-${table.key}`}
            caption={t("byGameChoice", {
              field: l(table.label),
              identity: l(table.identityLabel).toLowerCase(),
              plays: table.plays,
            })}
            groupLabel={l(table.label)}
            scoreLabel={score}
            rows={table.rows.map((r) => ({ ...r, key: r.value, name: r.label ? l(r.label) : r.value }))}
          />
        </div>
      ))}
      {stats.bySeatOrder && stats.bySeatOrder.meaning === "turnOrder" && (
        <div className="card space-y-2">
          <ResultTable
            caption={t("bySeatOrder")}
            groupLabel={t("seatOrder")}
            scoreLabel={score}
            rows={stats.bySeatOrder.rows.map((r) => ({ ...r, key: String(r.seatOrder), name: `${r.seatOrder}°` }))}
          />
        </div>
      )}
      <div className="card space-y-2">
        <h3 className="h2">{t("scoreTitle", { score })}</h3>
        <p className="text-sm" data-testid="score-summary">
          {stats.score.averageWinningScore !== null && stats.score.averageMargin !== null
            ? t("scoreSummary", {
                winning: num(stats.score.averageWinningScore),
                margin: num(stats.score.averageMargin),
                score,
              })
            : t("noScoreSummary", { score })}
        </p>
        <SeriesBarChart
          title={t("scoreTitle", { score })}
          xKey="range"
          xLabel={t("scoreRange", { score })}
          data={stats.score.distribution.map((b) => ({ range: bucketName(b), seats: b.count }))}
          bar={{ key: "seats", name: t("seatsCount"), color: "#991b1b" }}
        />
        {stats.score.margins.length > 0 && (
          <>
            <h4 className="font-semibold">{t("marginsTitle")}</h4>
            <SeriesBarChart
              title={t("marginsTitle")}
              xKey="margin"
              xLabel={t("margin")}
              data={stats.score.margins.map((b) => ({ margin: bucketName(b), plays: b.count }))}
              bar={{ key: "plays", name: t("plays"), color: "#57534e" }}
            />
          </>
        )}
      </div>
      <div className="card space-y-2">
        <ScrollRegion label={t("endings")} hint={tc("scrollHint")} className="">
          <table className="w-full text-sm" data-testid="system-endings">
            <caption className="mb-1 text-left font-semibold">{t("endings")}</caption>
            <TableHead columns={[t("ending"), numeric(t("plays")), numeric(t("draws")), numeric(t("share"))]} />
            <tbody>
              {stats.endings.map((e) => (
                <tr key={e.ending ?? "none"} className="border-t border-stone-100">
                  <th scope="row" className="px-2 py-1 text-left font-normal">
                    {endingName(e.ending)}
                  </th>
                  <td className="px-2 py-1 text-right tabular-nums">{e.plays}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{e.draws}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{pct(e.share)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        {stats.lengths && (
          <>
            <h4 className="font-semibold">{t("lengthsTitle", { unit: t(`units.${stats.lengths.unit}`) })}</h4>
            <SeriesBarChart
              title={t("lengthsTitle", { unit: t(`units.${stats.lengths.unit}`) })}
              xKey="at"
              xLabel={t(`units.${stats.lengths.unit}`)}
              data={stats.lengths.rows.map((r) => ({
                at: String(r.at),
                plays: r.plays,
                ...Object.fromEntries(
                  lengthEndings.map((e, i) => [`e${i}`, r.byEnding.find((x) => x.ending === e)?.plays ?? 0]),
                ),
              }))}
              bar={{ key: "plays", name: t("plays"), color: "#991b1b" }}
              extra={lengthEndings.map((e, i) => ({ key: `e${i}`, name: endingName(e) }))}
            />
          </>
        )}
      </div>
    </div>
  );
}
