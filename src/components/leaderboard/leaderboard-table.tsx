import { ScrollRegion } from "@/components/ui/scroll-region";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { dealsObjectives } from "@/scoring";
import type { LeaderboardRow } from "@/server/queries/standings";
import { ArmyBadge } from "./army-badge";
import { movementLabels } from "./movement";

type Props = {
  rows: LeaderboardRow[];
  caption: string;
  plannedGames: number;
  playerHref: (playerId: string) => string;
  /** the home page shows the top only, without the detail columns */
  compact?: boolean;
  /** the season's game system: other systems than RisiKo! have no objective columns */
  systemId?: string;
};

/** The season leaderboard as a plain server-rendered table (no client JavaScript). */
export async function LeaderboardTable({ rows, caption, plannedGames, playerHref, compact = false, systemId }: Props) {
  // a draw is neither a win nor a loss: its own column wherever a season has one
  const showDraws = rows.some((r) => r.draws > 0);
  const objectives = !systemId || dealsObjectives(systemId);
  const [t, tc, format] = await Promise.all([getTranslations("standings"), getTranslations("common"), getFormatter()]);
  const pts = (n: number) => format.number(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // short utility names (globals.css): this table is on the most-served page, its HTML and payload stay small
  const th = "lb-th";
  const [yes, no] = [t("yes"), t("no")];
  // the movement column's words, looked up once for the table rather than once a row
  const movement = movementLabels(t);
  return (
    <ScrollRegion label={caption} hint={tc("scrollHint")}>
      <table className="lb-rows w-full min-w-max border-collapse text-sm" data-testid="leaderboard">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-stone-300 text-xs text-stone-600">
          <tr>
            <th scope="col" className={th}>
              {t("rank")}
            </th>
            <th scope="col" className="px-1 py-2 text-center font-semibold">
              <span className="sr-only">{t("movement")}</span>
              <span aria-hidden="true">±</span>
            </th>
            <th scope="col" className="px-2 py-2 text-left font-semibold">
              {t("player")}
            </th>
            <th scope="col" className={th}>
              {t("points")}
            </th>
            <th scope="col" className={th}>
              {t("played")}
            </th>
            <th scope="col" className={th}>
              {t("wins")}
            </th>
            {showDraws && (
              <th scope="col" className={th}>
                {t("draws")}
              </th>
            )}
            {!compact && (
              <>
                <th scope="col" className={th}>
                  {t("podiums")}
                </th>
                <th scope="col" className={th}>
                  {t("avgRank")}
                </th>
                {objectives && (
                  <th scope="col" className={th}>
                    {t("objPoints")}
                  </th>
                )}
                {objectives && (
                  <th scope="col" className={th}>
                    {t("completions")}
                  </th>
                )}
                <th scope="col" className={th}>
                  {t("qualified")}
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => {
            const move = movement(r.movement);
            return (
              // cells without classes: the table's lb-rows utility styles them (issue 25, decision 0060)
              <tr
                key={i}
                {...(r.qualified ? {} : { className: "text-stone-500" })}
                data-testid={`leaderboard-row-${r.player.displayName}`}
              >
                <td>{r.rank}</td>
                <td>
                  {move.mark === null ? (
                    <span className={`font-normal ${move.tone}`}>{move.label}</span>
                  ) : (
                    <span className={move.tone} title={move.label}>
                      <span aria-hidden="true">{move.mark}</span>
                      <span className="sr-only">{move.label}</span>
                    </span>
                  )}
                </td>
                <th scope="row">
                  <Link href={playerHref(r.playerId)}>
                    <ArmyBadge
                      name={r.player.displayName}
                      color={r.player.armyColor}
                      armyName={compact ? null : r.player.armyName}
                    />
                  </Link>
                </th>
                <td data-testid="points">
                  {pts(r.points)}
                  {r.discardedGameIds.length > 0 && (
                    <span
                      className="ml-1 text-xs font-normal text-amber-700"
                      title={t("discarded", { count: r.discardedGameIds.length })}
                    >
                      <span aria-hidden="true">*</span>
                      <span className="sr-only">{t("discarded", { count: r.discardedGameIds.length })}</span>
                    </span>
                  )}
                </td>
                <td data-testid="played">{`${r.gamesPlayed}/${plannedGames}`}</td>
                <td>{r.wins}</td>
                {showDraws && <td data-testid="draws">{r.draws}</td>}
                {!compact && (
                  <>
                    <td>{r.podiums}</td>
                    <td>{format.number(r.averageRank, { maximumFractionDigits: 2 })}</td>
                    {objectives && <td>{format.number(r.objectivePoints)}</td>}
                    {objectives && <td>{r.completions}</td>}
                    <td className="text-center">{r.qualified ? yes : no}</td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
