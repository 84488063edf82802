// The season's rules as players read them, every rule the rulebook leaves to the club marked as the club's
// (issue 22 §2): shown with the standings, the result preview and the recap. Plays of the other games are ranked by
// their definition and the season's settings (HowRanked, as in the play form); a RisiKo! game by the objective points
// and the season's own tie-break chain, which is the club's choice (decision 0041).
import { getLocale, getTranslations } from "next-intl/server";
import { HowRanked } from "@/components/plays/how-ranked";
import { labelIn } from "@/lib/plays/label-in";
import { getSystem, parseSystemSettings, dealsObjectives, type GameTieBreakKey, type PlaySettings } from "@/scoring";

/** The stored settings column, or none when it does not read (the rules shown are then the system's defaults). */
function readSettings(systemId: string, text: string | null): PlaySettings | undefined {
  try {
    return parseSystemSettings(systemId, text ? JSON.parse(text) : null);
  } catch {
    return undefined;
  }
}

export async function SeasonRules({
  systemId,
  systemSettings,
  gameTieBreak,
}: {
  systemId: string;
  systemSettings: string | null;
  gameTieBreak: GameTieBreakKey[];
}) {
  const system = getSystem(systemId);
  if (!dealsObjectives(systemId))
    return <HowRanked system={system} settings={readSettings(systemId, systemSettings)} />;
  const [t, tr, locale] = await Promise.all([
    getTranslations("plays"),
    getTranslations("rules.gameTieBreak.key"),
    getLocale(),
  ]);
  const score = system.seatFields.find((f) => f.key === system.primaryScore);
  const badge = <span className="ml-1 rounded bg-amber-100 px-1 text-xs text-amber-900">{t("clubRule")}</span>;
  return (
    <details className="text-sm" data-testid="how-ranked">
      <summary className="cursor-pointer font-semibold">{t("howRanked.title")}</summary>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {score && (
          <li data-testid="how-ranked-keys">
            {t("howRanked.keys", { keys: labelIn(score.label, locale) })}
            {system.ranking.keys.some((k) => k.origin === "default") && badge}
          </li>
        )}
        {gameTieBreak.length > 0 && (
          <li data-testid="how-ranked-tieBreak">
            {t("howRanked.tieBreaks", { keys: gameTieBreak.map((k) => tr(k)).join(", ") })}
            {badge}
          </li>
        )}
        {system.ranking.elimination && (
          <li data-testid="how-ranked-elimination">
            {t("howRanked.eliminationBelow")}
            {system.ranking.elimination.clubDefault && badge}
          </li>
        )}
      </ul>
    </details>
  );
}
