import { getLocale, getTranslations } from "next-intl/server";
import { ArmyBadge } from "@/components/leaderboard/army-badge";
import type { GameRecap } from "@/server/queries/recap";
import { bySeatRank } from "./recap-article";

/**
 * A finished RisiKo! game's objectives, for members: each seat's card, its score and the territories held. `level` is
 * the heading level of the section (3 under a table of a night); `primary` (the game the page was opened for) carries
 * the page's test id.
 */
export async function RevealedObjectives({
  recap,
  level,
  primary,
}: {
  recap: GameRecap;
  level: 2 | 3;
  primary: boolean;
}) {
  const [t, tr, locale] = await Promise.all([getTranslations("recap"), getTranslations("results"), getLocale()]);
  const H = level === 2 ? "h2" : "h3";
  const id = level === 2 ? "objectives" : `objectives-${recap.result.game.id}`;
  return (
    <section className="space-y-2" aria-labelledby={id}>
      <H id={id} className="h2">
        {t("objectives")}
      </H>
      <p className="text-sm text-stone-600">{t("objectivesIntro")}</p>
      <ul className="space-y-3" data-testid={primary ? "recap-objectives" : undefined}>
        {bySeatRank(recap.result.seats).map((s) => {
          const own = s.held.filter((h) => h.value !== null);
          return (
            <li key={s.id} className="card space-y-1">
              <p className="font-semibold">
                <ArmyBadge name={s.playerName} color={s.armyColor} />
                {s.objectiveCompleted && (
                  <span className="ml-2 rounded bg-green-100 px-1 text-xs text-green-800">{tr("completedMark")}</span>
                )}
              </p>
              {s.objective ? (
                <>
                  <p className="text-sm">
                    {t("objectiveLine", { number: s.objective.number, name: s.objective.name })}
                    {s.objectiveTotal !== null && (
                      <> · {t("objectiveScore", { points: s.objectivePoints ?? 0, total: s.objectiveTotal })}</>
                    )}
                  </p>
                  <p className="text-sm text-stone-700">
                    <span className="font-medium">{t("heldTerritories")}: </span>
                    {own.length
                      ? own.map((h) => `${locale === "en" ? h.nameEn : h.nameIt} (${h.value})`).join(", ")
                      : t("noneHeld")}
                  </p>
                </>
              ) : (
                <p className="text-sm">{t("noObjective")}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
