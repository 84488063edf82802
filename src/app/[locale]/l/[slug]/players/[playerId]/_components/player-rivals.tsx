import { getFormatter, getTranslations } from "next-intl/server";
import { HeadToHeadRows } from "@/components/leaderboard/head-to-head-rows";
import type { PlayerStats } from "@/server/queries/player-stats";
import { numeric, TableHead } from "@/components/ui/table-head";

/** The data-rows utility's cells without its side padding: these tables line up with their card's headings. */
const FLUSH_ROWS = "data-rows [&>tbody>tr>*]:px-0";

/**
 * Head-to-head, elimination record (games that record eliminations), streaks, best/worst game, nemesis and favourite
 * victim. At a two-player game finishing ahead is a win and level a draw, and the columns say so.
 */
export async function PlayerRivals({
  stats,
  twoPlayers,
  eliminations,
}: {
  stats: PlayerStats;
  twoPlayers: boolean;
  eliminations: boolean;
}) {
  const [t, format] = await Promise.all([getTranslations("players"), getFormatter()]);
  const { report, players, sequences } = stats;
  const name = (id: string) => players[id]?.displayName ?? "?";
  const pts = (n: number) => format.number(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const el = report.eliminationRecord;
  const { best, worst } = report.bestAndWorstGame;
  const { nemesis, victim } = report.nemesisAndVictim;
  return (
    <>
      <div className="card space-y-2" id="head-to-head">
        <h2 className="h2">{t("headToHead")}</h2>
        {/* cells styled by the table (data-rows, without side padding), keys by position: one row an opponent, 40
            in a large league, each in the HTML and again in the RSC payload (issue 25, decision 0060) */}
        <table className={`${FLUSH_ROWS} w-full text-sm`} data-testid="head-to-head">
          <caption className="sr-only">{t("headToHead")}</caption>
          <TableHead
            cell="py-1"
            columns={[
              t("opponent"),
              numeric(t("games")),
              ...(twoPlayers
                ? [numeric(t("wins")), numeric(t("losses")), numeric(t("draws"))]
                : [numeric(t("ahead")), numeric(t("behind")), numeric(t("even"))]),
            ]}
          />
          <HeadToHeadRows rows={report.headToHead.map((h) => ({ ...h, count: h.games }))} players={players} />
        </table>
      </div>
      {eliminations && (
        <div className="card space-y-2">
          <h2 className="h2">{t("eliminations")}</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {(
              [
                ["eliminatedBy", el.eliminatedBy],
                ["eliminatedWhom", el.eliminated],
              ] as const
            ).map(([key, list]) => (
              <table key={key} className={`${FLUSH_ROWS} w-full text-sm`}>
                <caption className="text-left font-semibold">{t(key)}</caption>
                <thead className="sr-only">
                  <tr>
                    <th scope="col">{t("opponent")}</th>
                    <th scope="col">{t("times")}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.length ? (
                    list.map((c, i) => (
                      <tr key={i}>
                        <th scope="row">{name(c.playerId)}</th>
                        <td>{c.count}</td>
                      </tr>
                    ))
                  ) : (
                    <tr className="border-t-0">
                      <td className="text-left" colSpan={2}>
                        {t("none")}
                      </td>
                    </tr>
                  )}
                </tbody>
              </table>
            ))}
          </div>
          {el.eliminatedByUnknown > 0 && (
            <p className="text-xs text-stone-500">{t("unknownEliminator", { count: el.eliminatedByUnknown })}</p>
          )}
        </div>
      )}
      <div className="grid gap-4 md:grid-cols-3">
        <div className="card space-y-1 text-sm">
          <h2 className="h2">{t("streaks")}</h2>
          <p>{t("longestWin", { n: report.streaks.longestWin.length })}</p>
          <p>{t("currentWin", { n: report.streaks.currentWin })}</p>
          <p>{t("longestPodium", { n: report.streaks.longestPodium.length })}</p>
          <p>{t("longestWithoutWin", { n: report.streaks.longestWithoutWin.length })}</p>
        </div>
        <div className="card space-y-1 text-sm">
          <h2 className="h2">{t("bestWorst")}</h2>
          {best && <p>{t("best", { sequence: sequences[best.gameId], rank: best.rank, points: pts(best.points) })}</p>}
          {worst && (
            <p>{t("worst", { sequence: sequences[worst.gameId], rank: worst.rank, points: pts(worst.points) })}</p>
          )}
        </div>
        <div className="card space-y-1 text-sm">
          <h2 className="h2">{t("rivals")}</h2>
          <p>
            {nemesis
              ? t("nemesis", { name: name(nemesis.playerId), times: nemesis.times, games: nemesis.games })
              : t("none")}
          </p>
          <p>
            {victim
              ? t("victim", { name: name(victim.playerId), times: victim.times, games: victim.games })
              : t("none")}
          </p>
        </div>
      </div>
    </>
  );
}
