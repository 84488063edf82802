"use client";
import { useFormatter, useTranslations } from "next-intl";
import type { ScoringRules, SeatInput } from "@/scoring";
import { ScoringInputError } from "@/scoring/errors";
import { rankGame } from "@/scoring/rank-game";
import { numeric, TableHead } from "@/components/ui/table-head";

type Props = { rules: ScoringRules; seats: Array<SeatInput & { name: string }> };

/** Ranks and tournament points exactly as the scoring library computes them with the season's rules. */
export function ResultPreview({ rules, seats }: Props) {
  const t = useTranslations("results");
  const format = useFormatter();
  let outcome: ReturnType<typeof rankGame> | null = null;
  let problem: string | null = null;
  try {
    outcome = rankGame({ id: "preview", playedAt: new Date(0).toISOString(), seats }, rules);
  } catch (e) {
    if (!(e instanceof ScoringInputError)) throw e;
    problem = e.issues.map((i) => i.message).join("; ");
  }
  return (
    <section aria-labelledby="preview-title" aria-live="polite" className="card space-y-2" data-testid="result-preview">
      <h2 id="preview-title" className="h2">
        {t("preview")}
      </h2>
      {outcome ? (
        <table className="w-full text-sm">
          <caption className="sr-only">{t("preview")}</caption>
          <TableHead cell="py-1" columns={[t("rank"), t("player"), numeric(t("objPoints")), numeric(t("points"))]} />
          <tbody>
            {outcome
              .map((o, i) => ({ ...o, name: seats[i].name }))
              .sort((a, b) => a.rank - b.rank || a.turnOrder - b.turnOrder)
              .map((o) => (
                <tr key={o.playerId} className="border-t border-stone-100">
                  <td className="py-1 font-semibold">{o.rank}</td>
                  <th scope="row" className="py-1 text-left font-medium">
                    {o.name}
                  </th>
                  <td className="py-1 text-right tabular-nums">{o.objectivePoints}</td>
                  <td className="py-1 text-right font-semibold tabular-nums">
                    {format.number(o.points, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-stone-600">{t("previewInvalid", { problem: problem ?? "" })}</p>
      )}
    </section>
  );
}
