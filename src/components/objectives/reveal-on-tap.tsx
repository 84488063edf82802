"use client";
import { useState, useTransition } from "react";
import { ObjectiveCard } from "@/components/objectives/objective-card";
import type { Board, CardData } from "@/components/objectives/board";
import { useFeatureErrorText } from "@/components/objectives/use-feature-error";
import { FormMessage } from "@/components/ui/form-error";
import type { ActionResult } from "@/server/action";

/**
 * A secret card fetched only when its holder taps (never in the page payload): a prefetch, a link preview or a
 * glance at the page does not reveal it, and each tap is recorded as a view by the action.
 */
export function RevealOnTap(props: {
  reveal: () => Promise<ActionResult<{ card: CardData }>>;
  board: Board;
  testId: string;
  showLabel: string;
  hideLabel: string;
}) {
  const err = useFeatureErrorText("gameNight");
  const [card, setCard] = useState<CardData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const show = () =>
    start(async () => {
      const res = await props.reveal();
      if (res.ok) {
        setCard(res.data.card);
        setError(null);
      } else setError(res.formError ?? "unexpected");
    });
  return (
    <>
      <FormMessage message={err(error)} />
      {card ? (
        <>
          <ObjectiveCard card={card} board={props.board} testId={props.testId} />
          <button type="button" className="btn-secondary w-full" onClick={() => setCard(null)}>
            {props.hideLabel}
          </button>
        </>
      ) : (
        <button type="button" className="btn-primary w-full" onClick={show} disabled={pending}>
          {props.showLabel}
        </button>
      )}
    </>
  );
}
