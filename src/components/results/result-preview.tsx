"use client";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { encodeIssue, issueText } from "@/lib/plays/play-issues";
import { columnsPlay, getSystem, scorePlay, seasonPlaySettings, type ScoringRules, type SeatInput } from "@/scoring";
import { ScoringInputError } from "@/scoring/errors";
import { numeric, TableHead } from "@/components/ui/table-head";

type Props = {
  systemId: string;
  rules: ScoringRules;
  endedBy: string | null;
  seats: Array<SeatInput & { name: string }>;
};

/**
 * Ranks and tournament points exactly as the result action computes them: the play of the season's game, ranked by its
 * definition with the season's settings and rules; a play the rules refuse says why, in the reader's language.
 */
export function ResultPreview({ systemId, rules, endedBy, seats }: Props) {
  const t = useTranslations("results");
  const ti = useTranslations("plays.issues");
  const locale = useLocale();
  const format = useFormatter();
  let outcome: Array<{ playerId: string; rank: number; points: number }> | null = null;
  let problem: string | null = null;
  try {
    outcome = scorePlay(systemId, columnsPlay(seats, endedBy), rules, seasonPlaySettings(systemId, rules, null)).seats;
  } catch (e) {
    if (!(e instanceof ScoringInputError)) throw e;
    problem = e.issues.map((i) => issueText(encodeIssue(i), getSystem(systemId), locale, ti)).join("; ");
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
              .map((o, i) => ({ ...seats[i], ...o }))
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
