import { getTranslations } from "next-intl/server";
import { Forbidden } from "@/components/ui/forbidden";
import { listSeasonsForAdmin } from "@/server/queries/admin";
import { loadOrganiserPage } from "../../_lib/page-access";
import { ImportForm } from "./_components/import-form";

/** Organiser page (checked here and in the query; every download and the import re-check on the server). */
export default async function HistoryPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const ctx = await loadOrganiserPage(slug, "/admin/history");
  if (!ctx) return <Forbidden />;
  const [seasons, t] = await Promise.all([listSeasonsForAdmin(ctx), getTranslations("history")]);
  const base = `/l/${slug}/admin/history`;
  return (
    <section className="space-y-6" aria-labelledby="history-title">
      <div className="space-y-1">
        <h1 id="history-title" className="h1">
          {t("title")}
        </h1>
        <p className="text-sm text-stone-600">{t("intro")}</p>
      </div>

      <ImportForm slug={slug} seasons={seasons.map((s) => ({ edition: s.edition, name: s.name, year: s.year }))} />

      <section className="card space-y-3" aria-labelledby="export-title">
        <h2 id="export-title" className="h2">
          {t("export.title")}
        </h2>
        <p>
          <a href={`${base}/export`} className="btn-secondary inline-block" download data-testid="download-export">
            {t("export.full")}
          </a>
        </p>
        <p className="text-xs text-stone-500">{t("export.fullHelp")}</p>
        <h3 className="font-semibold">{t("export.seasons")}</h3>
        {seasons.length === 0 ? (
          <p className="text-sm">{t("export.noSeasons")}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {seasons.map((s) => (
              <li key={s.edition} className="flex flex-wrap gap-x-3">
                <span className="font-medium">
                  {s.name} ({s.year})
                </span>
                <a className="underline" href={`${base}/seasons/${s.edition}/results.csv`} download>
                  {t("export.results")}
                </a>
                <a className="underline" href={`${base}/seasons/${s.edition}/standings.csv`} download>
                  {t("export.standings")}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
