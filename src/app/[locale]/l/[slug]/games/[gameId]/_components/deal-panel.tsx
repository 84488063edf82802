"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { useFeatureErrorText } from "@/components/objectives/use-feature-error";
import { FormMessage } from "@/components/ui/form-error";
import { dealGameObjectives } from "@/server/actions/deal-objectives";
import { redealGameObjectives } from "@/server/actions/redeal-objectives";
import { RevealLinks } from "./reveal-links";

type Props = {
  slug: string;
  gameId: string;
  status: string;
  objectivesInSet: number;
  /** players at the table: the deal needs at least as many objectives */
  seatCount: number;
  catalogueHref: string;
  anyViewed: boolean;
  linkSeats: { id: string; name: string }[];
};

/**
 * The organiser's deal tools: deal, deal again (with a reason once someone has looked), reveal links. Before a deal
 * the catalogue cannot serve (empty, or fewer cards than players), the next action is the catalogue, not a refusal.
 */
export function DealPanel({
  slug,
  gameId,
  status,
  objectivesInSet,
  seatCount,
  catalogueHref,
  anyViewed,
  linkSeats,
}: Props) {
  const t = useTranslations("gameNight.deal");
  const tc = useTranslations("night.catalogue");
  const noCatalogue = status === "planned" && objectivesInSet < seatCount;
  const err = useFeatureErrorText("gameNight");
  const [pending, start] = useTransition();
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [reason, setReason] = useState("");

  const deal = () =>
    start(async () => {
      const res = await dealGameObjectives({ slug, gameId });
      setMessage(res.ok ? { tone: "success", text: t("dealt") } : { tone: "error", text: err(res.formError) ?? "" });
    });
  const redeal = () =>
    start(async () => {
      const res = await redealGameObjectives({ slug, gameId, reason });
      setReasonError(!res.ok && res.fieldErrors?.reason ? (err(res.fieldErrors.reason[0]) ?? null) : null);
      if (res.ok) setReason("");
      setMessage(res.ok ? { tone: "success", text: t("redone") } : { tone: "error", text: err(res.formError) ?? "" });
    });

  return (
    <section aria-labelledby="deal-title" className="card space-y-3" data-testid="deal-panel">
      <h2 id="deal-title" className="h2">
        {t("title")}
      </h2>
      <p className="text-sm text-stone-600">{t("intro")}</p>
      {noCatalogue ? (
        <div
          className="space-y-2 rounded-lg border border-amber-400 bg-amber-50 p-3"
          data-testid="deal-needs-catalogue"
        >
          <p className="text-sm">
            {objectivesInSet === 0 ? tc("empty") : tc("tooSmall", { count: objectivesInSet, seats: seatCount })}
          </p>
          <Link href={catalogueHref} className="btn-primary w-full">
            {tc("open")}
          </Link>
        </div>
      ) : (
        <p className="text-sm">
          <Link href={catalogueHref} className="text-brand-800 underline">
            {t("setSize", { count: objectivesInSet })}
          </Link>
        </p>
      )}
      <FormMessage message={message?.text} tone={message?.tone} />
      {status === "planned" && !noCatalogue && (
        <button type="button" className="btn-primary w-full" onClick={deal} disabled={pending}>
          {t("deal")}
        </button>
      )}
      {status === "dealt" && (
        <div className="space-y-2">
          {anyViewed ? (
            <div>
              <label htmlFor="redeal-reason" className="label">
                {t("redealReason")}
              </label>
              <textarea
                id="redeal-reason"
                className="input"
                rows={2}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                aria-invalid={Boolean(reasonError)}
                aria-describedby={reasonError ? "redeal-reason-error" : undefined}
              />
              {reasonError && (
                <p id="redeal-reason-error" className="field-error">
                  {reasonError}
                </p>
              )}
            </div>
          ) : (
            <p className="text-sm text-stone-600">{t("redealFree")}</p>
          )}
          <button type="button" className="btn-secondary w-full" onClick={redeal} disabled={pending}>
            {t("redeal")}
          </button>
        </div>
      )}
      {status === "dealt" && linkSeats.length > 0 && <RevealLinks slug={slug} gameId={gameId} seats={linkSeats} />}
    </section>
  );
}
