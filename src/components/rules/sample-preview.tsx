"use client";
import { useFormatter, useTranslations } from "next-intl";
import { previewSampleNight, dealsObjectives, type ScoringRules } from "@/scoring";

/** The sample night (src/scoring/rules-preview.ts) scored under the rules being edited, recomputed on every change. */
export function SamplePreview({ id, rules, systemId }: { id: string; rules: ScoringRules | null; systemId: string }) {
  const t = useTranslations("rules.preview");
  const format = useFormatter();
  const risiko = dealsObjectives(systemId);
  const preview = rules ? previewSampleNight(rules, systemId) : null;
  const name = (playerId: string) => t("playerName", { n: Number(playerId.slice(1)) });
  const points = (n: number) => format.number(n, { maximumFractionDigits: 2 });
  const winners = preview?.seats?.filter((s) => s.isWinner) ?? [];
  return (
    <section className="card space-y-2" aria-labelledby={`${id}-preview-title`} data-testid={`${id}-preview`}>
      <h3 id={`${id}-preview-title`} className="font-semibold">
        {t("title")}
      </h3>
      {!preview ? (
        <p className="text-sm text-stone-600">{t("fix")}</p>
      ) : preview.error !== null ? (
        <p className="text-sm text-red-800">{t("cannot", { detail: preview.error })}</p>
      ) : (
        <>
          <p className="text-sm" aria-live="polite" data-testid={`${id}-preview-winner`}>
            {winners.map((w) => t("winner", { name: name(w.playerId), points: points(w.points) })).join(" ")}
          </p>
          <table className="w-full text-sm">
            <caption className="sr-only">{t("caption", { n: preview.seats.length })}</caption>
            <thead>
              <tr className="text-left text-xs text-stone-600">
                <th scope="col" className="py-1 pr-2">
                  {t("rank")}
                </th>
                <th scope="col" className="py-1 pr-2">
                  {t("player")}
                </th>
                {risiko && (
                  <th scope="col" className="py-1 pr-2 text-right">
                    {t("objective")}
                  </th>
                )}
                <th scope="col" className="py-1 text-right">
                  {t("points")}
                </th>
              </tr>
            </thead>
            <tbody>
              {preview.seats.map((s) => (
                <tr key={s.playerId} className="border-t border-stone-200" data-testid={`${id}-preview-row`}>
                  <td className="py-1 pr-2">{s.rank}</td>
                  <th scope="row" className="whitespace-nowrap py-1 pr-2 text-left font-normal">
                    {name(s.playerId)}
                  </th>
                  {risiko && (
                    <td className="py-1 pr-2 text-right">
                      {s.eliminatedOrder !== null ? (
                        t("eliminated")
                      ) : (
                        <>
                          {s.objectivePoints}{" "}
                          <span className="block text-xs text-stone-600">{t("armies", { n: s.armies ?? 0 })}</span>
                        </>
                      )}
                    </td>
                  )}
                  <td className="py-1 text-right font-semibold tabular-nums" data-testid={`${id}-preview-points`}>
                    {points(s.points)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
