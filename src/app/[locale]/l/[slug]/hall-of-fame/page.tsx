import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { ArmyBadge } from "@/components/leaderboard/army-badge";
import { getHallOfFame } from "@/server/queries/hall-of-fame";
import { loadLeagueContext } from "@/server/queries/league-context";

export default async function HallOfFamePage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const ctx = await loadLeagueContext(slug);
  const [entries, t, format] = await Promise.all([
    getHallOfFame(ctx.league.id, Boolean(ctx.access.role)),
    getTranslations("standings"),
    getFormatter(),
  ]);
  const place = (rank: number) => (rank === 1 ? t("champion") : rank === 2 ? t("second") : t("third"));
  return (
    <section className="space-y-4" aria-labelledby="hof-title">
      <h1 id="hof-title" className="h1">
        {t("hallOfFame")}
      </h1>
      <p className="text-sm text-stone-600">{t("hallIntro")}</p>
      {entries.length === 0 && <p className="card">{t("noClosed")}</p>}
      <ol className="space-y-3">
        {entries.map((e) => (
          <li key={e.edition} className="card space-y-2">
            <h2 className="h2">
              <Link href={`/l/${slug}/seasons/${e.edition}`} className="underline">
                {e.name}
              </Link>
            </h2>
            <table className="w-full text-sm">
              <caption className="sr-only">{t("podiumCaption", { season: e.name })}</caption>
              <tbody>
                {e.podium.map((r) => (
                  <tr key={r.playerId} className={r.rank === 1 ? "text-base font-semibold" : ""}>
                    <th scope="row" className="w-28 py-1 text-left font-normal text-stone-600">
                      {place(r.rank)}
                    </th>
                    <td className="py-1">
                      <Link href={`/l/${slug}/players/${r.playerId}?season=${e.edition}`}>
                        <ArmyBadge name={r.player.displayName} color={r.player.armyColor} />
                      </Link>
                    </td>
                    <td className="py-1 text-right tabular-nums">
                      {format.number(r.points, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </li>
        ))}
      </ol>
    </section>
  );
}
