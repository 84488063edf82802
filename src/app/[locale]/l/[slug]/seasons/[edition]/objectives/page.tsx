import { ScrollRegion } from "@/components/ui/scroll-region";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ImportForm } from "@/components/objectives/import-form";
import { StartSetForm } from "@/components/objectives/start-set-form";
import { IssueList } from "@/components/objectives/issue-list";
import { issueText } from "@/server/objective-writes";
import { listObjectives, listSeasonsWithObjectives } from "@/server/queries/objectives";
import { loadObjectivesPage } from "./_lib/load";
import { numeric, TableHead } from "@/components/ui/table-head";

export async function generateMetadata() {
  const t = await getTranslations("objectives");
  return { title: t("catalogue") };
}

/** The season's objective catalogue; organisers also build, import and export it here. */
export default async function ObjectivesPage({ params }: { params: Promise<{ slug: string; edition: string }> }) {
  const { slug, edition, season, organiser, base } = await loadObjectivesPage(params);
  const [set, previous, t, tc] = await Promise.all([
    listObjectives(season.id),
    organiser ? listSeasonsWithObjectives(season.leagueId, season.id) : [],
    getTranslations("objectives"),
    getTranslations("common"),
  ]);
  const empty = set.objectives.length === 0;
  return (
    <section className="space-y-4" aria-labelledby="objectives-title">
      <header className="space-y-1">
        <h1 id="objectives-title" className="h1">
          {t("title", { season: season.name })}
        </h1>
        <p className="text-sm text-stone-600">{t("intro")}</p>
        <p className="text-sm font-medium">{t("count", { count: set.objectives.length })}</p>
      </header>

      {organiser && set.gameInProgress && (
        <p className="card border-amber-300 bg-amber-50 text-sm" role="status">
          {t("inProgressNotice")}
        </p>
      )}

      {set.validation.warnings.length > 0 && (
        <div className="card border-amber-300 bg-amber-50">
          <h2 className="font-semibold">{t("warnings")}</h2>
          <IssueList issues={set.validation.warnings.map(issueText)} />
        </div>
      )}

      {organiser && !set.gameInProgress && (
        <p>
          <Link href={`${base}/new`} className="btn-primary">
            {t("new")}
          </Link>
        </p>
      )}

      {empty ? (
        <>
          <p className="card">{t("empty")}</p>
          {organiser && <StartSetForm slug={slug} edition={edition} previous={previous} />}
        </>
      ) : (
        <ScrollRegion label={t("listCaption")} hint={tc("scrollHint")} className="">
          <table className="w-full text-sm" data-testid="objectives-table">
            <caption className="sr-only">{t("listCaption")}</caption>
            <TableHead
              cell="pr-2"
              className="text-stone-500"
              columns={[
                t("number"),
                t("name"),
                numeric(t("territories")),
                numeric(t("total")),
                numeric(t("usedInGames")),
              ]}
            />
            <tbody>
              {set.objectives.map((o) => (
                <tr key={o.id} className="border-t border-stone-100">
                  <td className="py-2 pr-2 tabular-nums">{o.number}</td>
                  <th scope="row" className="py-2 pr-2 text-left font-medium">
                    <Link href={`${base}/${o.number}`} className="text-brand-800 underline">
                      {o.name}
                    </Link>
                  </th>
                  <td className="pr-2 text-right tabular-nums">{o.territories.length}</td>
                  <td className="pr-2 text-right tabular-nums">{o.total}</td>
                  <td className="text-right">{t("usedTimes", { count: o.usedInFinishedGames })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}

      <section className="card space-y-3" aria-labelledby="transfer-title">
        <h2 id="transfer-title" className="h2">
          {t("transfer.title")}
        </h2>
        {!empty && (
          <p className="flex flex-wrap gap-2">
            <a href={`${base}/export?format=json`} className="btn-secondary" download>
              {t("transfer.exportJson")}
            </a>
            <a href={`${base}/export?format=csv`} className="btn-secondary" download>
              {t("transfer.exportCsv")}
            </a>
          </p>
        )}
        {organiser && !set.anyDealt && <ImportForm slug={slug} edition={edition} />}
      </section>
    </section>
  );
}
