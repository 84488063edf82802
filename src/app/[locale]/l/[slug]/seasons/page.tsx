import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { loadLeagueContext } from "@/server/queries/league-context";
import { canViewSeason, listSeasons } from "@/server/queries/seasons";

export default async function SeasonsPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const ctx = await loadLeagueContext(slug);
  const [seasons, t] = await Promise.all([listSeasons(ctx.league.id), getTranslations("standings")]);
  const visible = seasons.filter((s) => canViewSeason(s, Boolean(ctx.access.role)));
  return (
    <section className="space-y-4" aria-labelledby="seasons-title">
      <h1 id="seasons-title" className="h1">
        {t("seasonsTitle")}
      </h1>
      {visible.length ? (
        <ul className="space-y-2" aria-label={t("seasonsCaption")}>
          {visible.map((s) => (
            <li key={s.id} className="card flex flex-wrap items-baseline justify-between gap-2">
              <Link href={`/l/${slug}/seasons/${s.edition}`} className="text-lg font-semibold text-brand-800 underline">
                {s.name}
              </Link>
              <span className="text-sm text-stone-600">
                {t("edition", { edition: s.edition })} · {s.year} · {t(`seasonStatus.${s.status}`)}
                {!s.isPublic && <> · {t("private")}</>}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="card">{t("noSeasons")}</p>
      )}
    </section>
  );
}
