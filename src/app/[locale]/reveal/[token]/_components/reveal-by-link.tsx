"use client";
import { useTranslations } from "next-intl";
import type { Board } from "@/components/objectives/board";
import { RevealOnTap } from "@/components/objectives/reveal-on-tap";
import { revealObjectiveByLink } from "@/server/actions/reveal-objective";

/** The card behind a per-seat reveal link (players without an account). */
export function RevealByLink({ token, board }: { token: string; board: Board }) {
  const t = useTranslations("gameNight");
  return (
    <div className="space-y-3">
      <RevealOnTap reveal={() => revealObjectiveByLink({ token })} board={board} testId="link-objective-card" showLabel={t("reveal.show")} hideLabel={t("mine.hide")} />
    </div>
  );
}
