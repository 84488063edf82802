"use client";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import {
  checkRulesForm,
  compareRules,
  rulesToForm,
  ScoringInputError,
  type GameInput,
  type RulesComparison,
  type ScoringRules,
} from "@/scoring";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { RulesEditor } from "./rules-editor";
import { SamplePreview } from "./sample-preview";
import { decimalComma } from "@/lib/display/decimal-comma";

type Props = {
  systemId: string;
  rules: ScoringRules;
  games: GameInput[];
  players: Array<{ id: string; displayName: string; armyName: string | null }>;
};

type Outcome = { comparison: RulesComparison; error: null } | { comparison: null; error: string | null };

/** Movement between the two tables: ▲2 / ▼1 / = with the words for screen readers (not colour only). */
function Moved({ n }: { n: number }) {
  const t = useTranslations("rules.playground");
  const label = n > 0 ? t("up", { n }) : n < 0 ? t("down", { n: -n }) : t("same");
  const cls = n > 0 ? "text-green-800" : n < 0 ? "text-red-800" : "text-stone-600";
  return (
    <span className={`font-semibold ${cls}`} data-testid="moved">
      <span aria-hidden="true">{n > 0 ? `▲${n}` : n < 0 ? `▼${-n}` : "="}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * Replays the season's finished games under alternative rules, in the browser with the scoring library, and shows
 * one table with both places and points and who moved. Nothing is sent anywhere.
 */
export function RulesPlayground({ systemId, rules, games, players }: Props) {
  const t = useTranslations("rules.playground");
  const tc = useTranslations("common");
  const format = useFormatter();
  const comma = decimalComma(useLocale());
  const [form, setForm] = useState(() => rulesToForm(rules, comma));
  const checked = useMemo(() => checkRulesForm(form, systemId), [form, systemId]);
  const outcome = useMemo((): Outcome => {
    if (!checked.rules) return { comparison: null, error: null };
    try {
      return { comparison: compareRules(games, rules, checked.rules), error: null };
    } catch (e) {
      if (e instanceof ScoringInputError) return { comparison: null, error: e.issues.map((i) => i.message).join("; ") };
      throw e;
    }
  }, [games, rules, checked.rules]);
  const byId = new Map(players.map((p) => [p.id, p]));
  const name = (id: string) => byId.get(id)?.displayName ?? id;
  const names = (ids: string[]) => format.list(ids.map(name), { type: "conjunction" });
  const pts = (n: number) => format.number(n, { maximumFractionDigits: 2 });
  const c = outcome.comparison;
  const sameChampion = c && c.championBefore.join() === c.championAfter.join();
  const championLine =
    c &&
    (sameChampion
      ? t("sameChampion", { name: names(c.championAfter) })
      : t("champion", { before: names(c.championBefore), after: names(c.championAfter) }));
  // the answer sits right under the presets (on a phone the table is a screen or more below): who moves, who wins, and
  // a link down to the whole table (issue 22 §5)
  const answer = (
    <div
      role="status"
      className="space-y-1 rounded-lg border border-brand-700 bg-brand-50 p-3 text-sm"
      data-testid="playground-answer"
    >
      {!c ? (
        <p className="text-red-800">{outcome.error ? t("cannot", { detail: outcome.error }) : t("fix")}</p>
      ) : (
        <>
          <p>{t("summary", { n: c.moved })}</p>
          <p className="font-semibold">{championLine}</p>
          <a href="#playground-compare-title" className="inline-flex min-h-11 items-center underline">
            {t("seeTable")}
          </a>
        </>
      )}
    </div>
  );

  return (
    <div className="space-y-4">
      <section className="card space-y-3" aria-labelledby="playground-rules-title">
        <h2 id="playground-rules-title" className="h2">
          {t("alternative")}
        </h2>
        <p className="text-sm text-stone-600">{t("startFrom")}</p>
        <button
          type="button"
          className="btn-secondary"
          onClick={() => setForm(rulesToForm(rules, comma))}
          data-testid="playground-reset"
        >
          {t("reset")}
        </button>
        <RulesEditor
          id="playground"
          systemId={systemId}
          form={form}
          onChange={setForm}
          problems={checked.problems}
          presetAnswer={answer}
        />
        <SamplePreview id="playground" rules={checked.rules} systemId={systemId} />
      </section>

      <section className="card space-y-3" aria-labelledby="playground-compare-title" data-testid="playground-compare">
        <h2 id="playground-compare-title" className="h2">
          {t("compare")}
        </h2>
        {!c ? (
          <p className="text-sm text-red-800">{outcome.error ? t("cannot", { detail: outcome.error }) : t("fix")}</p>
        ) : (
          <>
            <div className="space-y-1 text-sm" data-testid="playground-summary">
              <p>{t("summary", { n: c.moved })}</p>
              <p>{championLine}</p>
            </div>
            <ScrollRegion label={t("caption")} hint={tc("scrollHint")}>
              <table className="w-full text-sm" data-testid="playground-table">
                <caption className="sr-only">{t("caption")}</caption>
                <thead>
                  <tr className="text-left text-xs text-stone-600">
                    <th scope="col" className="py-1 pr-2">
                      {t("player")}
                    </th>
                    <th scope="col" className="py-1 pr-2 text-right">
                      {t("current")}
                    </th>
                    <th scope="col" className="py-1 pr-2 text-right">
                      {t("alt")}
                    </th>
                    <th scope="col" className="py-1 text-right">
                      {t("moved")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {c.rows.map((r) => (
                    <tr key={r.playerId} className="border-t border-stone-200" data-testid="playground-row">
                      <th scope="row" className="py-1 pr-2 text-left font-medium">
                        {name(r.playerId)}
                        {!r.after.qualified && (
                          <span className="block text-xs font-normal text-stone-600">{t("notQualified")}</span>
                        )}
                      </th>
                      <td className="py-1 pr-2 text-right tabular-nums" data-testid="rank-before">
                        <span className="font-semibold">{r.before.rank}º</span>{" "}
                        <span className="text-xs text-stone-600">{pts(r.before.points)}</span>
                      </td>
                      <td className="py-1 pr-2 text-right tabular-nums" data-testid="rank-after">
                        <span className="font-semibold">{r.after.rank}º</span>{" "}
                        <span className="text-xs text-stone-600">{pts(r.after.points)}</span>
                      </td>
                      <td className="py-1 text-right">
                        <Moved n={r.moved} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </>
        )}
      </section>
    </div>
  );
}
