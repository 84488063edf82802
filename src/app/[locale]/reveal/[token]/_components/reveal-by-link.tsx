"use client";
import { useTranslations } from "next-intl";
import { ArmyBadge } from "@/components/leaderboard/army-badge";
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
  const colour = useTranslations("colors");
  return (
    <div className="space-y-3">
      <RevealOnTap
        reveal={() => revealObjectiveByLink({ token })}
        board={board}
        testId="link-objective-card"
        showLabel={t("reveal.show")}
        hideLabel={t("mine.hide")}
        before={({ seat }) => (
          <div className="card space-y-1 text-sm" data-testid="guest-seat">
            <p className="text-stone-600">
              {t("reveal.where", { league: seat.league, season: seat.season, sequence: seat.sequence })}
            </p>
            <p>
              <ArmyBadge name={seat.player} color={seat.armyColor} />{" "}
              {t("reveal.seat", {
                table: seat.table ? String(seat.table.number) : "none",
                position: seat.position,
                size: seat.size,
                colour: colour(seat.armyColor as "blu").toLowerCase(),
              })}
            </p>
          </div>
        )}
        after={(card, reported, data) => (
          <ReportHeld
            card={card}
            board={board}
            initial={reported}
            recheck={data.recheck}
            form={`report:link:${data.gameId}`}
            send={(territoryIds, submissionId) => reportTerritoriesByLink({ token, territoryIds, submissionId })}
          />
        )}
      />
    </div>
  );
}
