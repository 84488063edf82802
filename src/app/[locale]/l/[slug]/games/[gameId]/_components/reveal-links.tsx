"use client";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { useFeatureErrorText } from "@/components/objectives/use-feature-error";
import { FormMessage } from "@/components/ui/form-error";
import { qrSvgPath } from "@/lib/display/qr-svg";
import { createRevealLink } from "@/server/actions/reveal-link-objective";

/**
 * Per-seat reveal links for players without an account. The token exists only in this answer (the database keeps
 * its hash), so it is shown once: as a link to copy and as a short code to type on the player's phone.
 */
export function RevealLinks({
  slug,
  gameId,
  seats,
}: {
  slug: string;
  gameId: string;
  seats: { id: string; name: string }[];
}) {
  const t = useTranslations("gameNight.deal");
  const err = useFeatureErrorText("gameNight");
  const [pending, start] = useTransition();
  const [shown, setShown] = useState<{ seatId: string; name: string; token: string; display: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const origin = typeof window === "undefined" ? "" : window.location.origin;

  const make = (seat: { id: string; name: string }) =>
    start(async () => {
      const res = await createRevealLink({ slug, gameId, seatId: seat.id });
      setCopied(false);
      if (res.ok) {
        setShown({ seatId: seat.id, name: seat.name, ...res.data });
        setError(null);
      } else setError(res.formError ?? "unexpected");
    });
  const url = shown ? `${origin}/reveal/${shown.token}` : "";
  const qr = url ? qrSvgPath(url) : null;

  return (
    <div className="space-y-2 border-t border-stone-200 pt-3">
      <h3 className="font-semibold">{t("links")}</h3>
      <p className="text-sm text-stone-600">{t("linksIntro")}</p>
      <FormMessage message={err(error)} />
      <ul className="flex flex-wrap gap-2">
        {seats.map((s) => (
          <li key={s.id}>
            <button type="button" className="btn-secondary" onClick={() => make(s)} disabled={pending}>
              {t("makeLink", { name: s.name })}
            </button>
          </li>
        ))}
      </ul>
      {shown && (
        <div
          className="space-y-2 rounded-lg border border-stone-300 bg-stone-50 p-3"
          aria-live="polite"
          data-testid="reveal-link"
        >
          <p className="font-semibold">{t("linkFor", { name: shown.name })}</p>
          {qr && (
            <svg
              viewBox={`0 0 ${qr.size} ${qr.size}`}
              role="img"
              aria-label={t("qr", { name: shown.name })}
              className="mx-auto w-full max-w-64 bg-white"
              shapeRendering="crispEdges"
              data-testid="reveal-qr"
            >
              <rect width={qr.size} height={qr.size} fill="#fff" />
              <path d={qr.path} fill="#000" />
            </svg>
          )}
          <p className="break-all font-mono text-sm">{url}</p>
          <p>
            <span className="text-sm text-stone-600">{t("code")}: </span>
            <span className="font-mono text-2xl font-bold tracking-wider" data-testid="reveal-code">
              {shown.display}
            </span>
          </p>
          <button
            type="button"
            className="btn-primary w-full"
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(() => setCopied(true));
            }}
          >
            {copied ? t("copied") : t("copy")}
          </button>
          <p className="text-xs text-stone-500">{t("typeIt", { host: origin })}</p>
        </div>
      )}
    </div>
  );
}
