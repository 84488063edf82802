"use client";
import { useTranslations } from "next-intl";
import type { Board } from "@/components/objectives/board";
import { ReportHeld } from "@/components/objectives/report-held";
import { RevealOnTap } from "@/components/objectives/reveal-on-tap";
import { reportTerritoriesByLink } from "@/server/actions/report-territories-by-link";
import { revealObjectiveByLink } from "@/server/actions/reveal-objective-by-link";

/**
 * The card behind a per-seat reveal link (players without an account) and, while the game is in play, the end-of-game
 * report under it, exactly as a signed-in holder has it on the game page (issue 22 §3): the link is the right to both.
 */
export function RevealByLink({ token, board }: { token: string; board: Board }) {
  const t = useTranslations("gameNight");
  return (
    <div className="space-y-3">
      <RevealOnTap
        reveal={() => revealObjectiveByLink({ token })}
        board={board}
        testId="link-objective-card"
        showLabel={t("reveal.show")}
        hideLabel={t("mine.hide")}
        after={(card, reported, data) => (
          <ReportHeld
            card={card}
            board={board}
            initial={reported}
            form={`report:link:${data.gameId}`}
            send={(territoryIds, submissionId) => reportTerritoriesByLink({ token, territoryIds, submissionId })}
          />
        )}
      />
    </div>
  );
}
