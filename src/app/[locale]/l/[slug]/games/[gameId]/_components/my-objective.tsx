"use client";
import { useTranslations } from "next-intl";
import type { Board } from "@/components/objectives/board";
import { RevealOnTap } from "@/components/objectives/reveal-on-tap";
import { revealMyObjective } from "@/server/actions/reveal-objective";

/** "Show my objective" for the signed-in holder of a seat. */
export function MyObjective({ slug, gameId, board, commitment }: { slug: string; gameId: string; board: Board; commitment: string | null }) {
  const t = useTranslations("gameNight.mine");
  return (
    <section aria-labelledby="my-objective-title" className="card space-y-3 border-brand-600">
      <h2 id="my-objective-title" className="h2">{t("title")}</h2>
      <p className="text-sm text-stone-600">{t("privacy")}</p>
      <RevealOnTap reveal={() => revealMyObjective({ slug, gameId })} board={board} testId="my-objective-card" showLabel={t("show")} hideLabel={t("hide")} />
      {commitment && <p className="break-all font-mono text-[11px] text-stone-500">{t("myCommitment", { commitment })}</p>}
    </section>
  );
}
