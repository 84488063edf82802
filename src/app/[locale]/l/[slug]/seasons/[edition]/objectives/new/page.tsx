import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { toBoard } from "@/components/objectives/board";
import { ObjectiveEditor } from "@/components/objectives/objective-editor";
import { getMapData, listObjectives } from "@/server/queries/objectives";
import { loadObjectivesPage } from "../_lib/load";

export default async function NewObjectivePage({ params }: { params: Promise<{ slug: string; edition: string }> }) {
  const { slug, edition, season, organiser } = await loadObjectivesPage(params);
  if (!organiser) notFound();
  const [set, map, t] = await Promise.all([listObjectives(season.id), getMapData(), getTranslations("objectives")]);
  const next = Math.max(0, ...set.objectives.map((o) => o.number)) + 1;
  return (
    <section className="space-y-4" aria-labelledby="new-objective-title">
      <h1 id="new-objective-title" className="h1">
        {t("new")}
      </h1>
      <ObjectiveEditor
        slug={slug}
        edition={edition}
        board={toBoard(map)}
        initial={{ number: next, name: "", territories: [] }}
      />
    </section>
  );
}
