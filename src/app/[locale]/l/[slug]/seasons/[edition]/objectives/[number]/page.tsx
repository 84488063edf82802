import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { toBoard } from "@/components/objectives/board";
import { ObjectiveActions } from "@/components/objectives/objective-actions";
import { ObjectiveCard } from "@/components/objectives/objective-card";
import { getMapData, listObjectives } from "@/server/queries/objectives";
import { loadObjectivesPage } from "../_lib/load";

/** One objective of the catalogue: its card and map; organisers can edit (while allowed), copy or delete it. */
export default async function ObjectivePage({
  params,
}: {
  params: Promise<{ slug: string; edition: string; number: string }>;
}) {
  const { number } = await params;
  const { slug, edition, season, organiser, base } = await loadObjectivesPage(params);
  const [set, map, t] = await Promise.all([listObjectives(season.id), getMapData(), getTranslations("objectives")]);
  const objective = set.objectives.find((o) => o.number === Number(number));
  if (!objective) notFound();
  const locked = objective.usedInFinishedGames > 0;
  return (
    <section className="space-y-4" aria-labelledby="objective-title">
      <p>
        <Link href={base} className="text-sm text-brand-800 underline">
          ← {t("backToList")}
        </Link>
      </p>
      <h1 id="objective-title" className="h1">
        {t("number")} {objective.number} · {objective.name}
      </h1>
      <ObjectiveCard card={objective} board={toBoard(map)} />
      {organiser && (
        <div className="card space-y-3">
          {set.gameInProgress ? (
            <p className="text-sm" role="status">
              {t("inProgressNotice")}
            </p>
          ) : locked ? (
            <p className="text-sm" role="status">
              {t("locked")}
            </p>
          ) : (
            <Link href={`${base}/${objective.number}/edit`} className="btn-primary">
              {t("edit")}
            </Link>
          )}
          <ObjectiveActions slug={slug} edition={edition} objectiveId={objective.id} number={objective.number} />
        </div>
      )}
    </section>
  );
}
