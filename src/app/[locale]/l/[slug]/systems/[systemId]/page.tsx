import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { pickLabel } from "@/components/system-stats/label";
import { SystemStatsView } from "@/components/system-stats/system-stats-view";
import { VariantStats } from "@/components/system-stats/variant-stats";
import { getSystem } from "@/scoring";
import { loadLeagueContext } from "@/server/queries/league-context";
import { getLeagueSystemStats } from "@/server/queries/system-stats";

/** One game system over every season of the league the reader may see. */
export default async function LeagueSystemStatsPage({
  params,
}: {
  params: Promise<{ slug: string; systemId: string }>;
}) {
  const { slug, systemId } = await params;
  const ctx = await loadLeagueContext(slug);
  const [view, t, locale] = await Promise.all([
    getLeagueSystemStats(ctx, systemId),
    getTranslations("systemStats"),
    getLocale(),
  ]);
  if (!view) notFound();
  const name = pickLabel(locale)(getSystem(view.systemId).name);
  return (
    <section className="space-y-4" aria-labelledby="system-title">
      <h1 id="system-title" className="h1">
        {t("leagueTitle", { system: name })}
      </h1>
      <p className="text-sm text-stone-600">{t("leagueIntro", { system: name, seasons: view.seasons.length })}</p>
      <ul className="flex flex-wrap gap-2 text-sm">
        {view.seasons.map((s) => (
          <li key={s.id}>
            <Link href={`/l/${slug}/seasons/${s.edition}/stats`} className="underline">
              {s.name}
            </Link>
          </li>
        ))}
      </ul>
      <SystemStatsView stats={view.stats} />
      <VariantStats rows={view.variants} players={view.players} />
    </section>
  );
}
