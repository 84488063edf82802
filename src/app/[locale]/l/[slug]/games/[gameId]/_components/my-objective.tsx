"use client";
import { useTranslations } from "next-intl";
import type { Board } from "@/components/objectives/board";
import { RevealOnTap } from "@/components/objectives/reveal-on-tap";
import { ReportHeld } from "@/components/objectives/report-held";
import { reportMyTerritories } from "@/server/actions/report-territories";
import { revealMyObjective } from "@/server/actions/reveal-my-objective";

/** "Show my objective" for the signed-in holder of a seat; while the game is in play, the end-of-game report under it. */
export function MyObjective({
  slug,
  gameId,
  board,
  commitment,
  inPlay,
}: {
  slug: string;
  gameId: string;
  board: Board;
  commitment: string | null;
  inPlay: boolean;
}) {
  const t = useTranslations("gameNight.mine");
  return (
    <section aria-labelledby="my-objective-title" className="card space-y-3 border-brand-600">
      <h2 id="my-objective-title" className="h2">
        {t("title")}
      </h2>
      <p className="text-sm text-stone-600">{t("privacy")}</p>
      <RevealOnTap
        reveal={() => revealMyObjective({ slug, gameId })}
        board={board}
        testId="my-objective-card"
        showLabel={t("show")}
        hideLabel={t("hide")}
        after={
          inPlay
            ? (card, reported, data) => (
                <ReportHeld
                  card={card}
                  board={board}
                  initial={reported}
                  recheck={data.recheck}
                  form={`report:${slug}:${gameId}`}
                  send={(territoryIds, submissionId) =>
                    reportMyTerritories({ slug, gameId, territoryIds, submissionId })
                  }
                />
              )
            : undefined
        }
      />
      {commitment && (
        <p className="break-all font-mono text-[11px] text-stone-500">{t("myCommitment", { commitment })}</p>
      )}
    </section>
  );
}
