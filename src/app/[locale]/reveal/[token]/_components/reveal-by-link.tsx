"use client";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { ObjectiveCard } from "@/components/objectives/objective-card";
import type { Board, CardData } from "@/components/objectives/board";
import { useFeatureErrorText } from "@/components/objectives/use-feature-error";
import { FormMessage } from "@/components/ui/form-error";
import { revealObjectiveByLink } from "@/server/actions/reveal-objective";

export function RevealByLink({ token, board }: { token: string; board: Board }) {
  const t = useTranslations("gameNight");
  const err = useFeatureErrorText("gameNight");
  const [card, setCard] = useState<CardData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const show = () =>
    start(async () => {
      const res = await revealObjectiveByLink({ token });
      if (res.ok) setCard(res.data.card);
      else setError(res.formError ?? "unexpected");
    });
  return (
    <div className="space-y-3">
      <FormMessage message={err(error)} />
      {card ? (
        <>
          <ObjectiveCard card={card} board={board} testId="link-objective-card" />
          <button type="button" className="btn-secondary w-full" onClick={() => setCard(null)}>
            {t("mine.hide")}
          </button>
        </>
      ) : (
        <button type="button" className="btn-primary w-full" onClick={show} disabled={pending}>
          {t("reveal.show")}
        </button>
      )}
    </div>
  );
}
