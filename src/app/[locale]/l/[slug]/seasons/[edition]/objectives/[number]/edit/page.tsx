import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { toBoard } from "@/components/objectives/board";
import { ObjectiveEditor } from "@/components/objectives/objective-editor";
import { getMapData, listObjectives } from "@/server/queries/objectives";
import { loadObjectivesPage } from "../../_lib/load";

export default async function EditObjectivePage({
  params,
}: {
  params: Promise<{ slug: string; edition: string; number: string }>;
}) {
  const { number } = await params;
  const { slug, edition, season, organiser } = await loadObjectivesPage(params);
  if (!organiser) notFound();
  const [set, map, t] = await Promise.all([listObjectives(season.id), getMapData(), getTranslations("objectives")]);
  const objective = set.objectives.find((o) => o.number === Number(number));
  if (!objective) notFound();
  return (
    <section className="space-y-4" aria-labelledby="edit-objective-title">
      <h1 id="edit-objective-title" className="h1">
        {t("edit")}: {objective.number} · {objective.name}
      </h1>
      {(set.gameInProgress || objective.usedInFinishedGames > 0) && (
        <p className="card text-sm" role="status">
          {set.gameInProgress ? t("inProgressNotice") : t("locked")}
        </p>
      )}
      <ObjectiveEditor
        slug={slug}
        edition={edition}
        board={toBoard(map)}
        initial={{
          objectiveId: objective.id,
          number: objective.number,
          name: objective.name,
          territories: objective.territories,
        }}
      />
    </section>
  );
}
