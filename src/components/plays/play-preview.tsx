"use client";
import { useFormatter, useTranslations } from "next-intl";
import { useMemo } from "react";
import { issuesByField } from "@/lib/plays/play-form";
import {
  parseRules,
  ScoringInputError,
  scorePlay,
  type GameSystem,
  type Play,
  type PlaySettings,
  type ScoredPlay,
} from "@/scoring";
import { numeric, TableHead } from "@/components/ui/table-head";
import type { PlayText } from "./use-play-text";

/**
 * The live preview: the play ranked with the season's rules and club settings in the browser (the same scorePlay
 * the server runs), or the problems that keep it from ranking, each named by its player and field. Nothing until
 * every seat has a player.
 */
export function PlayPreview({
  system,
  play,
  rules,
  settings,
  names,
  text,
}: {
  system: GameSystem;
  play: Play;
  /** the season's rules (JSON text) */
  rules: string;
  settings: PlaySettings | undefined;
  names: ReadonlyMap<string, string>;
  text: PlayText;
}) {
  const t = useTranslations("plays");
  const format = useFormatter();
  const preview = useMemo((): { scored: ScoredPlay | null; issues: Record<string, string[]> } => {
    if (play.seats.some((s) => !s.playerId)) return { scored: null, issues: {} };
    try {
      return { scored: scorePlay(system.id, play, parseRules(JSON.parse(rules)), settings), issues: {} };
    } catch (e) {
      if (e instanceof ScoringInputError) return { scored: null, issues: issuesByField(play, e.issues) };
      return { scored: null, issues: {} };
    }
  }, [system.id, play, rules, settings]);
  /** where a problem of the preview is: the player and the field, by their names */
  const where = (key: string) => {
    const parts = key.split(".");
    const label = (k: string | undefined) => {
      const def = [...system.gameFields, ...system.seatFields, ...system.identity].find((d) => d.key === k);
      return def ? text.label(def.label) : (k ?? "");
    };
    if (parts[0] === "game" || parts[0] === "table") return label(parts.at(-1));
    if (parts[0] === "seats") {
      const name = names.get(parts[1]) ?? "";
      if (parts[2] === "values" || parts[2] === "identity") return `${name}: ${label(parts[3])}`;
      return parts[2] === "seatOrder" ? `${name}: ${t("seatOrder")}` : name;
    }
    if (parts[0] === "endedBy") return t("endedBy");
    if (parts[0] === "endedAt") return t("endedAt", { unit: system.length.unit });
    if (parts[0] === "variants") return t("variants");
    return t("game");
  };
  const scored = preview.scored;
  return (
    <section className="card space-y-2" aria-labelledby="play-preview-title" data-testid="play-preview">
      <h2 id="play-preview-title" className="h2">
        {t("preview")}
      </h2>
      <p className="text-xs text-stone-500">{t("previewHint")}</p>
      {scored && (
        <>
          <p data-testid="preview-result">{t("resultOf", { result: t(`result.${scored.result.result}`) })}</p>
          <table className="w-full text-sm">
            <caption className="sr-only">{t("preview")}</caption>
            <TableHead cell="" className="" columns={[t("rank"), t("playerLabel"), numeric(t("points"))]} />
            <tbody>
              {[...scored.seats]
                .sort((a, b) => a.rank - b.rank)
                .map((s) => (
                  <tr key={s.playerId}>
                    <td>
                      {s.rank}
                      {s.isWinner
                        ? ` · ${t("winner")}`
                        : scored.result.result === "draw" && s.rank === 1
                          ? ` · ${t("draw")}`
                          : ""}
                    </td>
                    <td>{names.get(s.playerId)}</td>
                    <td className="text-right">{format.number(s.points, { maximumFractionDigits: 2 })}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </>
      )}
      {Object.keys(preview.issues).length > 0 && (
        <div>
          <p className="text-sm font-semibold">{t("previewIssues")}</p>
          <ul className="list-disc pl-5 text-sm text-red-800" data-testid="preview-issues">
            {Object.entries(preview.issues).map(([k, messages]) => (
              <li key={k}>
                {where(k)}: {messages.map(text.say).join(" ")}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
