"use client";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { ObjectiveCard } from "@/components/objectives/objective-card";
import type { Board, CardData } from "@/components/objectives/board";
import { useFeatureErrorText } from "@/components/objectives/use-feature-error";
import { FormMessage } from "@/components/ui/form-error";
import { revealMyObjective } from "@/server/actions/reveal-objective";

/**
 * "Show my objective". The card is fetched only on tap (never in the page payload), so a page prefetch or a
 * glance at someone else's screen does not reveal it, and every tap is recorded as a view.
 */
export function MyObjective({ slug, gameId, board, commitment }: { slug: string; gameId: string; board: Board; commitment: string | null }) {
  const t = useTranslations("gameNight.mine");
  const err = useFeatureErrorText("gameNight");
  const [card, setCard] = useState<CardData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const show = () =>
    start(async () => {
      const res = await revealMyObjective({ slug, gameId });
      if (res.ok) {
        setCard(res.data.card);
        setError(null);
      } else setError(res.formError ?? "unexpected");
    });
  return (
    <section aria-labelledby="my-objective-title" className="card space-y-3 border-brand-600">
      <h2 id="my-objective-title" className="h2">{t("title")}</h2>
      <p className="text-sm text-stone-600">{t("privacy")}</p>
      <FormMessage message={err(error)} />
      {card ? (
        <>
          <ObjectiveCard card={card} board={board} testId="my-objective-card" />
          <button type="button" className="btn-secondary w-full" onClick={() => setCard(null)}>
            {t("hide")}
          </button>
        </>
      ) : (
        <button type="button" className="btn-primary w-full" onClick={show} disabled={pending}>
          {t("show")}
        </button>
      )}
      {commitment && <p className="break-all font-mono text-[11px] text-stone-500">{t("myCommitment", { commitment })}</p>}
    </section>
  );
}
