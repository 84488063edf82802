"use client";
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { labelIn } from "@/lib/play-form";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { useFormAction } from "@/components/ui/use-form-action";
import { formulaAllowed, gameSystems, getSystem, presetFor, recordsPlays, type PlaySettings } from "@/scoring";
import { RULE_PRESETS, SEASON_STATUSES } from "@/schemas/season";
import { saveSeasonFormAction } from "@/server/actions/save-season";
import type { SeasonSummary } from "@/server/queries/seasons";

/** A season as the form edits it: a new one has no id yet; rules are JSON text. */
type SeasonValues = Omit<SeasonSummary, "id"> & { id?: string; rules: string; comments: string | null; systemId?: string; systemSettings?: string | null; games?: number };

export function SeasonForm({ leagueSlug, season }: { leagueSlug: string; season: SeasonValues }) {
  const t = useTranslations("admin.seasons");
  const tp = useTranslations("plays");
  const locale = useLocale();
  const err = useErrorText();
  const [systemId, setSystemId] = useState(season.systemId ?? "risiko");
  const system = getSystem(systemId);
  const locked = (season.games ?? 0) > 0;
  const settings: PlaySettings = season.systemSettings ? JSON.parse(season.systemSettings) : {};
  const tieBreak = recordsPlays(systemId) ? system.ranking.tieBreak : null;
  const unresolved = recordsPlays(systemId) && system.ranking.unresolved.setting ? system.ranking.unresolved : null;
  const rulesRef = useRef<HTMLTextAreaElement>(null);
  const [state, onSubmit, pending] = useFormAction(saveSeasonFormAction);
  const fe = state && !state.ok ? state.fieldErrors : undefined;
  const errors = (name: string) => fe?.[name]?.map((k) => err(k)!);
  const p = season.id ? `s-${season.id}` : "new-season";
  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate>
      <FormMessage message={state && !state.ok ? err(state.formError) : null} />
      <FormMessage tone="success" message={state?.ok ? t("saved") : null} />
      <input type="hidden" name="leagueSlug" value={leagueSlug} />
      {season.id && <input type="hidden" name="seasonId" value={season.id} />}
      <div className="grid grid-cols-2 gap-3">
        <Field id={`${p}-edition`} name="edition" type="number" inputMode="numeric" label={t("edition")} defaultValue={season.edition} errors={errors("edition")} />
        <Field id={`${p}-year`} name="year" type="number" inputMode="numeric" label={t("year")} defaultValue={season.year} errors={errors("year")} />
      </div>
      <Field id={`${p}-name`} name="name" label={t("name")} defaultValue={season.name} errors={errors("name")} />
      <div className="grid grid-cols-2 gap-3">
        <Field id={`${p}-planned`} name="plannedGames" type="number" inputMode="numeric" label={t("plannedGames")} defaultValue={season.plannedGames} errors={errors("plannedGames")} />
        <div>
          <label className="label" htmlFor={`${p}-status`}>{t("statusLabel")}</label>
          <select id={`${p}-status`} name="status" className="input" defaultValue={season.status}>
            {SEASON_STATUSES.map((s) => (
              <option key={s} value={s}>{t(`status.${s}`)}</option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <label className="label" htmlFor={`${p}-system`}>{tp("system")}</label>
        <select
          id={`${p}-system`} name="systemId" className="input" value={systemId} disabled={locked}
          onChange={(e) => {
            setSystemId(e.target.value);
            // a new season starts from the placement preset fitted to the system (2-player table for Julius Caesar)
            if (!season.id && rulesRef.current) rulesRef.current.value = JSON.stringify(presetFor(e.target.value, "placement"), null, 2);
          }} aria-describedby={`${p}-system-hint`} data-testid="season-system"
        >
          {gameSystems.map((s) => (
            <option key={s.id} value={s.id}>{labelIn(s.name, locale)}</option>
          ))}
        </select>
        {locked && <input type="hidden" name="systemId" value={systemId} />}
        <p id={`${p}-system-hint`} className="mt-1 text-xs text-stone-500">{tp("systemHint")}</p>
        {errors("systemId") && <p className="field-error" data-testid="error-systemId">{errors("systemId")!.join(" ")}</p>}
      </div>
      {(tieBreak || unresolved) && (
        <fieldset className="space-y-2" key={systemId}>
          <legend className="label">
            {tp("clubRules")} <span className="rounded bg-amber-100 px-1 text-xs text-amber-900">{tp("clubRule")}</span>
          </legend>
          <p className="text-xs text-stone-500">{tp("clubRulesHint")}</p>
          {tieBreak?.options.map((_, i) => (
            <div key={i}>
              <label className="label" htmlFor={`${p}-tb-${i}`}>{tp("tieBreak", { n: i + 1 })}</label>
              <select id={`${p}-tb-${i}`} name="tieBreak[]" className="input" defaultValue={settings.tieBreak?.[i] ?? (settings.tieBreak ? "" : (tieBreak.keys[i]?.field ?? ""))}>
                <option value="">{tp("tieBreakNone")}</option>
                {tieBreak.options.map((o) => {
                  const def = [...system.seatFields, ...system.derived].find((d) => d.key === o.field);
                  return <option key={o.field} value={o.field}>{def ? labelIn(def.label, locale) : tp("seatOrder")}</option>;
                })}
              </select>
            </div>
          ))}
          {unresolved && (
            <div>
              <label className="label" htmlFor={`${p}-unresolved`}>{tp("unresolved")}</label>
              <select id={`${p}-unresolved`} name="unresolved" className="input" defaultValue={settings.unresolved ?? ""}>
                <option value="">{tp("unresolvedDefault", { value: tp(`unresolvedValue.${unresolved.value}`) })}</option>
                <option value="shareRank">{tp("unresolvedValue.shareRank")}</option>
                <option value="draw">{tp("unresolvedValue.draw")}</option>
              </select>
            </div>
          )}
          {errors("settings") && <p className="field-error" data-testid="error-settings">{errors("settings")!.join(" ")}</p>}
        </fieldset>
      )}
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" name="isPublic" defaultChecked={season.isPublic} className="size-5" />
        {t("isPublic")}
      </label>
      <fieldset className="space-y-2">
        <legend className="label">{t("rules")}</legend>
        <div className="flex flex-wrap gap-2">
          {RULE_PRESETS.map((k) => (
            <button
              key={k} type="button" className="btn-secondary" disabled={!formulaAllowed(systemId, k)}
              onClick={() => { if (rulesRef.current) rulesRef.current.value = JSON.stringify(presetFor(systemId, k), null, 2); }}
            >
              {t(`preset.${k}`)}
            </button>
          ))}
        </div>
        {RULE_PRESETS.some((k) => !formulaAllowed(systemId, k)) && <p className="text-xs text-stone-500">{tp("scoreFormulaOff")}</p>}
        <label className="label" htmlFor={`${p}-rules`}>{t("rulesJson")}</label>
        <textarea
          ref={rulesRef} id={`${p}-rules`} name="rules" rows={10} defaultValue={season.rules}
          className="input font-mono text-xs" aria-invalid={Boolean(errors("rules"))} aria-describedby={`${p}-rules-help`}
        />
        <p id={`${p}-rules-help`} className="text-xs text-stone-500">{t("rulesHelp")}</p>
        {errors("rules") && <p className="field-error" data-testid="error-rules">{errors("rules")!.join(" ")}</p>}
      </fieldset>
      <div>
        <label className="label" htmlFor={`${p}-comments`}>{t("comments")}</label>
        <textarea id={`${p}-comments`} name="comments" rows={3} defaultValue={season.comments ?? ""} className="input" />
      </div>
      <button type="submit" className="btn-primary" disabled={pending}>
        {season.id ? t("save") : t("create")}
      </button>
    </form>
  );
}
