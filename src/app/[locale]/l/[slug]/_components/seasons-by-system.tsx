import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { pickLabel } from "@/components/system-stats/label";
import { getSystem } from "@/scoring";
import type { SystemSeasons } from "@/server/queries/system-stats";

/** The league's seasons of every game it plays, grouped by game, each game with its all-season statistics. */
export async function SeasonsBySystem({ slug, groups }: { slug: string; groups: SystemSeasons[] }) {
  const [t, ts, locale] = await Promise.all([
    getTranslations("systemStats"),
    getTranslations("standings"),
    getLocale(),
  ]);
  const l = pickLabel(locale);
  if (groups.length === 0) return null;
  return (
    <section className="card space-y-3" aria-labelledby="seasons-by-system-title" data-testid="seasons-by-system">
      <h2 id="seasons-by-system-title" className="h2">
        {t("systemsTitle")}
      </h2>
      {groups.map((g) => {
        const name = l(getSystem(g.systemId).name);
        return (
          <div key={g.systemId} className="space-y-1">
            <h3 className="font-semibold">{name}</h3>
            <ul className="space-y-1 text-sm">
              {g.seasons.map((s) => (
                <li key={s.id} className="flex flex-wrap items-baseline justify-between gap-x-2">
                  <Link href={`/l/${slug}/seasons/${s.edition}`} className="text-brand-800 underline">
                    {s.name}
                  </Link>
                  <span className="text-stone-600">
                    {ts(`seasonStatus.${s.status}`)} ·{" "}
                    {t("gamesFinished", { played: s.gamesFinished, planned: s.plannedGames })}
                  </span>
                </li>
              ))}
            </ul>
            <Link href={`/l/${slug}/systems/${g.systemId}`} className="text-sm underline">
              {t("leagueLink", { system: name })}
            </Link>
          </div>
        );
      })}
    </section>
  );
}
