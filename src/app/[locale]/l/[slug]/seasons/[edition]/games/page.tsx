import { ScrollRegion } from "@/components/ui/scroll-region";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { endingLabel } from "@/lib/plays/play-labels";
import { ArmyBadge } from "@/components/leaderboard/army-badge";
import { loadLeagueContext } from "@/server/queries/league-context";
import { listSeasonGames } from "@/server/queries/season-games";
import { canViewSeason } from "@/server/queries/seasons";
import { SeasonHeader } from "../_components/season-header";
import { numeric, TableHead } from "@/components/ui/table-head";
import { dealsObjectives } from "@/scoring";

type Props = { params: Promise<{ slug: string; edition: string }>; searchParams: Promise<{ page?: string }> };

/** The season's finished nights, latest first, GAMES_PER_PAGE a page, each with its table, objectives, ranks and points. */
export default async function SeasonGamesPage({ params, searchParams }: Props) {
  const [{ slug, edition }, { page: pageParam }] = await Promise.all([params, searchParams]);
  const page = pageParam === undefined ? 1 : Number(pageParam);
  if (!Number.isInteger(Number(edition)) || !Number.isInteger(page) || page < 1) notFound();
  const ctx = await loadLeagueContext(slug);
  const [list, t, tr, format] = await Promise.all([
    listSeasonGames(ctx.league.id, Number(edition), page),
    getTranslations("standings"),
    getTranslations("results"),
    getFormatter(),
  ]);
  const [tc, trc, locale] = await Promise.all([getTranslations("common"), getTranslations("recap"), getLocale()]);
  if (!list) notFound();
  if (!canViewSeason(list.season, Boolean(ctx.access.role))) return <p className="card">{t("notVisible")}</p>;
  if (page > list.pages) notFound();
  const base = `/l/${slug}/seasons/${list.season.edition}/games`;
  // dealt objectives are RisiKo!'s: the other games' plays show rank, player and points only (issue 22 §2)
  const objectives = dealsObjectives(list.season.systemId);
  const pager = list.pages > 1 && (
    <nav aria-label={t("gamesPages")} className="flex items-center justify-between gap-2 text-sm">
      {page > 1 ? (
        <Link href={page === 2 ? base : `${base}?page=${page - 1}`} className="btn-secondary">
          {t("gamesNewer")}
        </Link>
      ) : (
        <span />
      )}
      <span>{t("gamesPageOf", { page, pages: list.pages })}</span>
      {page < list.pages ? (
        <Link href={`${base}?page=${page + 1}`} className="btn-secondary">
          {t("gamesOlder")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
  return (
    <section className="space-y-4">
      <SeasonHeader slug={slug} season={list.season} played={list.total} current="games" />
      <h2 className="h2">{t("gamesTitle", { season: list.season.name })}</h2>
      {list.total === 0 && <p className="card">{t("noGames")}</p>}
      {pager}
      <ol className="space-y-3">
        {list.games.map((g) => (
          <li key={g.id} className="card space-y-2">
            <h3 className="font-semibold">
              <Link href={`/l/${slug}/games/${g.id}`} className="underline">
                {t("gameHeading", {
                  sequence: g.sequence,
                  date: format.dateTime(new Date(g.playedAt), { dateStyle: "medium" }),
                })}
              </Link>
            </h3>
            <p className="text-sm">
              <Link href={`/l/${slug}/recap/${g.id}`} className="text-brand-800 underline">
                {trc("recapLink")}
              </Link>
            </p>
            <ScrollRegion label={tr("caption", { sequence: g.sequence })} hint={tc("scrollHint")}>
              <table className="w-full min-w-max text-sm">
                <caption className="sr-only">{tr("caption", { sequence: g.sequence })}</caption>
                <TableHead
                  cell="px-1 py-1"
                  columns={[
                    numeric(tr("rank")),
                    tr("player"),
                    ...(objectives ? [tr("objective"), numeric(tr("objPoints"))] : []),
                    numeric(tr("points")),
                  ]}
                />
                <tbody>
                  {g.seats.map((s) => (
                    <tr key={s.player.id} className="border-t border-stone-100">
                      <td className="px-1 py-1 text-right font-semibold">{s.rank}</td>
                      <th scope="row" className="px-1 py-1 text-left font-normal">
                        <ArmyBadge name={s.player.displayName} color={s.player.armyColor} />
                        {s.objectiveCompleted && (
                          <span className="ml-1 text-xs text-green-800">{tr("completedMark")}</span>
                        )}
                        {s.eliminatedOrder !== null && (
                          <span className="ml-1 text-xs text-stone-500">
                            {tr("eliminatedMark", { order: s.eliminatedOrder })}
                          </span>
                        )}
                      </th>
                      {objectives && (
                        <td className="px-1 py-1">
                          {s.objective ? t("objectiveShort", { number: s.objective.number }) : "—"}
                        </td>
                      )}
                      {objectives && <td className="px-1 py-1 text-right tabular-nums">{s.objectivePoints}</td>}
                      <td className="px-1 py-1 text-right tabular-nums">
                        {format.number(s.points, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
            {endingLabel(list.season.systemId, g.endReason, locale) && (
              <p className="text-xs text-stone-500">
                {tr("ended", { reason: endingLabel(list.season.systemId, g.endReason, locale)! })}
              </p>
            )}
          </li>
        ))}
      </ol>
      {pager}
    </section>
  );
}
