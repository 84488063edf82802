import { ScrollRegion } from "@/components/ui/scroll-region";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { recordsPlays } from "@/scoring";
import type { LeaderboardRow } from "@/server/queries/standings";
import { ArmyBadge } from "./army-badge";
import { Movement } from "./movement";

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
  const objectives = !systemId || !recordsPlays(systemId);
  const [t, tc, format] = await Promise.all([getTranslations("standings"), getTranslations("common"), getFormatter()]);
  const pts = (n: number) => format.number(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // short utility names (globals.css): this table is on the most-served page, its HTML and payload stay small
  const th = "lb-th";
  const td = "lb-td";
  return (
    <ScrollRegion label={caption} hint={tc("scrollHint")}>
      <table className="w-full min-w-max border-collapse text-sm" data-testid="leaderboard">
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
          {rows.map((r) => (
            <tr
              key={r.playerId}
              className={`border-b border-stone-100 ${r.qualified ? "" : "text-stone-500"}`}
              data-testid={`leaderboard-row-${r.player.displayName}`}
            >
              <td className={`${td} font-semibold`}>{r.rank}</td>
              <td className="px-1 py-2 text-center">
                <Movement value={r.movement} />
              </td>
              <th scope="row" className="max-w-40 px-2 py-2 text-left font-medium">
                <Link
                  href={playerHref(r.playerId)}
                  className="underline decoration-stone-300 underline-offset-2 hover:decoration-stone-700"
                >
                  <ArmyBadge
                    name={r.player.displayName}
                    color={r.player.armyColor}
                    armyName={compact ? null : r.player.armyName}
                  />
                </Link>
              </th>
              <td className={`${td} font-semibold`} data-testid="points">
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
              <td className={td} data-testid="played">
                {r.gamesPlayed}/{plannedGames}
              </td>
              <td className={td}>{r.wins}</td>
              {showDraws && (
                <td className={td} data-testid="draws">
                  {r.draws}
                </td>
              )}
              {!compact && (
                <>
                  <td className={td}>{r.podiums}</td>
                  <td className={td}>{format.number(r.averageRank, { maximumFractionDigits: 2 })}</td>
                  {objectives && <td className={td}>{format.number(r.objectivePoints)}</td>}
                  {objectives && <td className={td}>{r.completions}</td>}
                  <td className="px-2 py-2 text-center">{r.qualified ? t("yes") : t("no")}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
