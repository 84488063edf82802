import { getTranslations } from "next-intl/server";
import { presets } from "@/scoring";
import { listSeasonsForAdmin } from "@/server/queries/admin";
import { Forbidden } from "@/components/ui/forbidden";
import { loadOrganiserPage } from "../../_lib/page-access";
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
      <details className="card" open={seasons.length === 0}>
        <summary className="cursor-pointer font-semibold">{t("add")}</summary>
        <div className="mt-3">
          <SeasonForm
            leagueSlug={slug}
            season={{ edition: nextEdition, name: `Torneo ${year}`, year, plannedGames: 40, status: "active", isPublic: false, rules: JSON.stringify(presets.placement, null, 2), comments: null }}
          />
        </div>
      </details>
      <ul className="space-y-3">
        {seasons.map((s) => (
          <li key={s.id} className="card">
            <details>
              <summary className="flex cursor-pointer flex-wrap items-center gap-2">
                <span className="font-semibold">{s.name}</span>
                <span className="text-sm text-stone-600">{t(`status.${s.status}`)}</span>
                <span className="ml-auto text-xs text-stone-500">{t("counts", { games: s._count.games, objectives: s._count.objectives })}</span>
              </summary>
              <div className="mt-3">
                <SeasonForm leagueSlug={slug} season={{ ...s, rules: JSON.stringify(JSON.parse(s.rules), null, 2), games: s._count.games }} />
              </div>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
