"use client";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { useFormAction } from "@/components/ui/use-form-action";
import { presets } from "@/scoring";
import { RULE_PRESETS, SEASON_STATUSES } from "@/schemas/season";
import { saveSeasonFormAction } from "@/server/actions/save-season";
import type { SeasonSummary } from "@/server/queries/seasons";

/** A season as the form edits it: a new one has no id yet; rules are JSON text. */
type SeasonValues = Omit<SeasonSummary, "id"> & { id?: string; rules: string; comments: string | null };

export function SeasonForm({ leagueSlug, season }: { leagueSlug: string; season: SeasonValues }) {
  const t = useTranslations("admin.seasons");
  const err = useErrorText();
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
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" name="isPublic" defaultChecked={season.isPublic} className="size-5" />
        {t("isPublic")}
      </label>
      <fieldset className="space-y-2">
        <legend className="label">{t("rules")}</legend>
        <div className="flex flex-wrap gap-2">
          {RULE_PRESETS.map((k) => (
            <button key={k} type="button" className="btn-secondary" onClick={() => { if (rulesRef.current) rulesRef.current.value = JSON.stringify(presets[k], null, 2); }}>
              {t(`preset.${k}`)}
            </button>
          ))}
        </div>
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
