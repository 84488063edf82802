import Link from "next/link";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { SeriesBarChart } from "@/components/charts/bar-chart";
import { SeriesLineChart } from "@/components/charts/line-chart";
import { HeadToHeadRows } from "@/components/leaderboard/head-to-head-rows";
import { pickLabel } from "@/components/system-stats/label";
import { ResultTable } from "@/components/system-stats/result-table";
import { numeric, TableHead } from "@/components/ui/table-head";
import { getSystem } from "@/scoring";
import { thin } from "@/lib/display/thin";
import type { PlayerSystemRecords } from "@/server/queries/system-stats";

/**
 * The player's record in each game played, over every season the reader may see. Draws are draws (never
 * wins or losses); the charts are the ones the game supports: places only where more than two play.
 * Only one game's record is shown in full (`open`: the selected season's game, or `?system=`); the others show their
 * summary and a link that opens them (issue 25: the page stays under 150 kB, decision 0056).
 */
export async function PlayerSystems({
  data,
  color,
  open,
  detailsHref,
  headToHeadAbove = null,
}: {
  data: PlayerSystemRecords;
  color: string;
  open: string;
  detailsHref: (systemId: string) => string;
  /** the game whose head-to-head is the season's table above (same opponents, same counts): a line, not the table */
  headToHeadAbove?: string | null;
}) {
  const [t, tc, format, locale] = await Promise.all([
    getTranslations("systemStats"),
    getTranslations("common"),
    getFormatter(),
    getLocale(),
  ]);
  const l = pickLabel(locale);
  return (
    <section className="space-y-4" aria-labelledby="player-systems-title">
      <h2 id="player-systems-title" className="h2">
        {t("playerSection")}
      </h2>
      {data.records.length === 0 && <p className="card">{t("playerNone")}</p>}
      {data.records.map((r) => {
        const system = getSystem(r.systemId);
        const systemName = l(system.name);
        const score = l(r.scoreLabel);
        return (
          <article
            key={r.systemId}
            className="card space-y-3"
            aria-labelledby={`record-${r.systemId}`}
            data-testid={`system-record-${r.systemId}`}
          >
            <h3 id={`record-${r.systemId}`} className="text-lg font-semibold">
              {systemName}
            </h3>
            <p data-testid="system-record-summary">
              {t("playerRecord", {
                plays: r.record.seats,
                seasons: r.seasons,
                wins: r.record.wins,
                draws: r.record.draws,
                losses: r.record.losses,
              })}
              {r.bestScore !== null && (
                <>
                  {" "}
                  {t("bestScore", { score })}: {format.number(r.bestScore)}.
                </>
              )}
            </p>
            {r.systemId !== open ? (
              <p>
                <Link href={detailsHref(r.systemId)} className="underline" data-testid="system-record-details">
                  {t("playerDetails", { system: systemName })}
                </Link>
              </p>
            ) : (
              <>
                {r.byIdentity.map((table) => (
                  <ResultTable
                    key={table.key}
                    caption={t("byIdentity", { identity: l(table.label).toLowerCase() })}
                    groupLabel={l(table.label)}
                    scoreLabel={score}
                    rows={table.rows.map((x) => ({ ...x, key: x.value, name: x.label ? l(x.label) : x.value }))}
                  />
                ))}
                {system.seatOrder.meaning === "turnOrder" && r.bySeatOrder.length > 0 && (
                  <ResultTable
                    caption={t("bySeatOrder")}
                    groupLabel={t("seatOrder")}
                    scoreLabel={score}
                    rows={r.bySeatOrder.map((x) => ({ ...x, key: String(x.seatOrder), name: `${x.seatOrder}°` }))}
                  />
                )}
                {system.players.max > 2 && (
                  <>
                    <h4 className="font-semibold">{t("placements", { system: systemName })}</h4>
                    <SeriesBarChart
                      title={t("placements", { system: systemName })}
                      xKey="place"
                      xLabel={t("place")}
                      data={r.placements.map((p) => ({ place: `${p.rank}°`, count: p.count }))}
                      bar={{ key: "count", name: t("count"), color }}
                    />
                  </>
                )}
                {r.plays.some((p) => p.score !== null) && (
                  <>
                    <h4 className="font-semibold">{t("scoreByPlay", { score })}</h4>
                    <SeriesLineChart
                      title={t("scoreByPlay", { score })}
                      xKey="play"
                      xLabel={t("play")}
                      data={thin(r.plays.map((p, i) => ({ play: String(i + 1), score: p.score })))}
                      lines={[{ key: "score", name: score, color }]}
                    />
                  </>
                )}
                {r.systemId === headToHeadAbove ? (
                  <p data-testid="system-head-to-head-above">
                    {t("headToHeadAbove", { system: systemName })}{" "}
                    <a href="#head-to-head" className="underline">
                      {t("headToHeadAboveLink")}
                    </a>
                    .
                  </p>
                ) : (
                  <ScrollRegion label={t("headToHead", { system: systemName })} hint={tc("scrollHint")} className="">
                    <table className="data-rows w-full text-sm">
                      <caption className="mb-1 text-left font-semibold">
                        {t("headToHead", { system: systemName })}
                      </caption>
                      <TableHead
                        columns={[
                          t("opponent"),
                          numeric(t("plays")),
                          ...(system.players.max === 2
                            ? [numeric(t("wins")), numeric(t("losses")), numeric(t("draws"))]
                            : [numeric(t("ahead")), numeric(t("behind")), numeric(t("even"))]),
                        ]}
                      />
                      <HeadToHeadRows
                        rows={r.headToHead.map((h) => ({ ...h, count: h.plays }))}
                        players={data.players}
                      />
                    </table>
                  </ScrollRegion>
                )}
              </>
            )}
          </article>
        );
      })}
    </section>
  );
}
