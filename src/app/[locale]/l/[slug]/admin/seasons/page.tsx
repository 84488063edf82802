import { getTranslations } from "next-intl/server";
import { parseRules, rulesPreset } from "@/scoring";
import { listSeasonsForAdmin } from "@/server/queries/admin";
import { Forbidden } from "@/components/ui/forbidden";
import { loadOrganiserPage } from "../../_lib/page-access";
import { NewSeasonPanel } from "./_components/new-season-panel";
import { SeasonForm } from "./_components/season-form";

export default async function AdminSeasonsPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const ctx = await loadOrganiserPage(slug, "/admin/seasons");
  if (!ctx) return <Forbidden />;
  const [seasons, t] = await Promise.all([listSeasonsForAdmin(ctx), getTranslations("admin.seasons")]);
  const nextEdition = (seasons[0]?.edition ?? 0) + 1;
  const year = new Date().getFullYear();
  return (
    <section className="space-y-4">
      <h1 className="h1">{t("title")}</h1>
      <NewSeasonPanel
        title={t("add")}
        initiallyOpen={seasons.length === 0}
        leagueSlug={slug}
        season={{
          edition: nextEdition,
          name: t("defaultName", { year }),
          year,
          plannedGames: 40,
          status: "active",
          isPublic: false,
          rules: rulesPreset("italyWar"),
          comments: null,
        }}
      />
      <ul className="space-y-3">
        {seasons.map((s) => (
          <li key={s.id} className="card">
            <details>
              <summary className="flex cursor-pointer flex-wrap items-center gap-2">
                <span className="font-semibold">{s.name}</span>
                <span className="text-sm text-stone-600">{t(`status.${s.status}`)}</span>
                <span className="ml-auto text-xs text-stone-500">
                  {t("counts", { games: s._count.games, objectives: s._count.objectives })}
                </span>
              </summary>
              <div className="mt-3">
                <SeasonForm leagueSlug={slug} season={{ ...s, rules: parseRules(s.rules), games: s._count.games }} />
              </div>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
