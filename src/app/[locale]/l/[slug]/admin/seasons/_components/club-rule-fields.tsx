"use client";
import { useLocale, useTranslations } from "next-intl";
import { labelIn } from "@/lib/plays/label-in";
import { getSystem, dealsObjectives, type PlaySettings } from "@/scoring";

/**
 * The rules a play system's rulebook leaves to the club, where the definition makes them a setting: the tie-break
 * keys in order, how an unresolved tie ends and where eliminated players rank. Nothing for RisiKo! (its game
 * tie-break is part of the scoring rules) nor for a system without such a setting.
 */
export function ClubRuleFields({
  idPrefix: p,
  systemId,
  settings,
  errors,
}: {
  idPrefix: string;
  systemId: string;
  settings: PlaySettings;
  errors: (name: string) => string[] | undefined;
}) {
  const tp = useTranslations("plays");
  const locale = useLocale();
  const system = getSystem(systemId);
  const plays = !dealsObjectives(systemId);
  const tieBreak = plays ? system.ranking.tieBreak : null;
  const unresolved = plays && system.ranking.unresolved.setting ? system.ranking.unresolved : null;
  const elimination = plays && system.ranking.elimination?.setting ? system.ranking.elimination : null;
  if (!tieBreak && !unresolved && !elimination) return null;
  return (
    // a new key per system: the selects start again from that system's defaults
    <fieldset className="space-y-2" key={systemId}>
      <legend className="label">
        {tp("clubRules")} <span className="rounded bg-amber-100 px-1 text-xs text-amber-900">{tp("clubRule")}</span>
      </legend>
      <p className="text-xs text-stone-500">{tp("clubRulesHint")}</p>
      {tieBreak?.options.map((_, i) => (
        <div key={i}>
          <label className="label" htmlFor={`${p}-tb-${i}`}>
            {tp("tieBreak", { n: i + 1 })}
          </label>
          <select
            id={`${p}-tb-${i}`}
            name="tieBreak[]"
            className="input"
            defaultValue={settings.tieBreak?.[i] ?? (settings.tieBreak ? "" : (tieBreak.keys[i]?.field ?? ""))}
          >
            <option value="">{tp("tieBreakNone")}</option>
            {tieBreak.options.map((o) => {
              const def = [...system.seatFields, ...system.derived].find((d) => d.key === o.field);
              return (
                <option key={o.field} value={o.field}>
                  {o.label ? labelIn(o.label, locale) : def ? labelIn(def.label, locale) : tp("seatOrder")}
                </option>
              );
            })}
          </select>
        </div>
      ))}
      {unresolved && (
        <div>
          <label className="label" htmlFor={`${p}-unresolved`}>
            {tp("unresolved")}
          </label>
          <select id={`${p}-unresolved`} name="unresolved" className="input" defaultValue={settings.unresolved ?? ""}>
            <option value="">{tp("unresolvedDefault", { value: tp(`unresolvedValue.${unresolved.value}`) })}</option>
            <option value="shareRank">{tp("unresolvedValue.shareRank")}</option>
            <option value="draw">{tp("unresolvedValue.draw")}</option>
          </select>
        </div>
      )}
      {elimination && (
        <div>
          <label className="label" htmlFor={`${p}-eliminated`}>
            {tp("eliminated")}
          </label>
          <select id={`${p}-eliminated`} name="eliminated" className="input" defaultValue={settings.eliminated ?? ""}>
            <option value="">{tp("unresolvedDefault", { value: tp("eliminatedValue.belowSurvivors") })}</option>
            <option value="belowSurvivors">{tp("eliminatedValue.belowSurvivors")}</option>
            <option value="byScore">{tp("eliminatedValue.byScore")}</option>
          </select>
        </div>
      )}
      {errors("settings") && (
        <p className="field-error" data-testid="error-settings">
          {errors("settings")!.join(" ")}
        </p>
      )}
    </fieldset>
  );
}
