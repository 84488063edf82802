"use client";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { labelIn } from "@/lib/plays/label-in";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { useFormAction } from "@/components/ui/use-form-action";
import {
  checkRulesForm,
  formToRaw,
  gameSystems,
  getSystem,
  recordsPlays,
  rulesPreset,
  rulesToForm,
  type PlaySettings,
  type RuleProblem,
  type RuleProblemKey,
  type ScoringRules,
} from "@/scoring";
import { SEASON_STATUSES } from "@/schemas/season";
import { RulesEditor } from "@/components/rules/rules-editor";
import { SamplePreview } from "@/components/rules/sample-preview";
import { saveSeason } from "@/server/actions/save-season";
import type { SeasonSummary } from "@/server/queries/seasons";
import { decimalComma } from "@/lib/display/decimal-comma";

/** A season as the form edits it: a new one has no id yet; rules come parsed (defaults filled). */
type SeasonValues = Omit<SeasonSummary, "id"> & {
  id?: string;
  rules: ScoringRules;
  comments: string | null;
  systemId?: string;
  systemSettings?: string | null;
  games?: number;
};

/** Problems the server found in the rules ("rules.<path>": [key]), for the fields of the rules form. */
function serverProblems(fieldErrors: Record<string, string[]> | undefined): RuleProblem[] {
  return Object.entries(fieldErrors ?? {}).flatMap(([name, keys]) =>
    name.startsWith("rules.")
      ? keys.map((key) => ({ path: name.slice("rules.".length), key: key as RuleProblemKey }))
      : [],
  );
}

/**
 * Creates or edits a season. The scoring rules are a form (RulesEditor) with a live preview; they travel as one
 * hidden JSON field that the action checks with the same schema. A new season's success stays on screen, focused,
 * with the next steps, instead of the form folding away.
 */
export function SeasonForm({
  leagueSlug,
  season,
  onAnother,
}: {
  leagueSlug: string;
  season: SeasonValues;
  onAnother?: () => void;
}) {
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
  const elimination = recordsPlays(systemId) && system.ranking.elimination?.setting ? system.ranking.elimination : null;
  const editions = recordsPlays(systemId) ? (system.editions ?? null) : null;
  const tr = useTranslations("rules");
  const [rulesForm, setRulesForm] = useState(() => rulesToForm(season.rules, decimalComma(locale)));
  const checked = useMemo(() => checkRulesForm(rulesForm, systemId), [rulesForm, systemId]);
  const [state, submit, pending] = useFormAction(saveSeason);
  // the server's rule problems are shown until the rules change again (the browser's own check takes over then)
  const [editedSinceSubmit, setEditedSinceSubmit] = useState(false);
  const onSubmit: typeof submit = (e) => {
    setEditedSinceSubmit(false);
    submit(e);
  };
  const fe = state && !state.ok ? state.fieldErrors : undefined;
  const problems = checked.problems.length > 0 || editedSinceSubmit ? checked.problems : serverProblems(fe);
  const errors = (name: string) => fe?.[name]?.map((k) => err(k)!);
  const p = season.id ? `s-${season.id}` : "new-season";
  const successRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state?.ok) successRef.current?.focus();
  }, [state]);
  const editRules = (next: typeof rulesForm) => {
    setRulesForm(next);
    setEditedSinceSubmit(true);
  };

  if (!season.id && state?.ok)
    return (
      <div className="space-y-3">
        <p
          ref={successRef}
          tabIndex={-1}
          role="status"
          data-testid="form-success"
          className="rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-800"
        >
          {t("saved")}
        </p>
        <div className="flex flex-wrap gap-2">
          <Link
            className="btn-primary"
            href={`/l/${leagueSlug}/seasons/${state.data.edition}`}
            data-testid="season-created-open"
          >
            {tr("season.open")}
          </Link>
          <Link className="btn-secondary" href={`/l/${leagueSlug}/admin/players`}>
            {tr("season.players")}
          </Link>
          {onAnother && (
            <button type="button" className="btn-secondary" onClick={onAnother}>
              {tr("season.another")}
            </button>
          )}
        </div>
      </div>
    );

  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate>
      <FormMessage message={state && !state.ok ? err(state.formError) : null} />
      {state?.ok && (
        <p
          ref={successRef}
          tabIndex={-1}
          role="status"
          data-testid="form-success"
          className="rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-800"
        >
          {t("saved")}
        </p>
      )}
      <input type="hidden" name="leagueSlug" value={leagueSlug} />
      {season.id && <input type="hidden" name="seasonId" value={season.id} />}
      <div className="grid grid-cols-2 gap-3">
        <Field
          id={`${p}-edition`}
          name="edition"
          type="number"
          inputMode="numeric"
          label={t("edition")}
          defaultValue={season.edition}
          errors={errors("edition")}
        />
        <Field
          id={`${p}-year`}
          name="year"
          type="number"
          inputMode="numeric"
          label={t("year")}
          defaultValue={season.year}
          errors={errors("year")}
        />
      </div>
      <Field id={`${p}-name`} name="name" label={t("name")} defaultValue={season.name} errors={errors("name")} />
      <div className="grid grid-cols-2 gap-3">
        <Field
          id={`${p}-planned`}
          name="plannedGames"
          type="number"
          inputMode="numeric"
          label={t("plannedGames")}
          defaultValue={season.plannedGames}
          errors={errors("plannedGames")}
        />
        <div>
          <label className="label" htmlFor={`${p}-status`}>
            {t("statusLabel")}
          </label>
          <select id={`${p}-status`} name="status" className="input" defaultValue={season.status}>
            {SEASON_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <label className="label" htmlFor={`${p}-system`}>
          {tp("system")}
        </label>
        <select
          id={`${p}-system`}
          name="systemId"
          className="input"
          value={systemId}
          disabled={locked}
          onChange={(e) => {
            setSystemId(e.target.value);
            // a new season starts from the club's preset fitted to the system (2-player table for Julius Caesar)
            if (!season.id) setRulesForm(rulesToForm(rulesPreset("italyWar", e.target.value), decimalComma(locale)));
          }}
          aria-describedby={`${p}-system-hint`}
          data-testid="season-system"
        >
          {gameSystems.map((s) => (
            <option key={s.id} value={s.id}>
              {labelIn(s.name, locale)}
            </option>
          ))}
        </select>
        {locked && <input type="hidden" name="systemId" value={systemId} />}
        <p id={`${p}-system-hint`} className="mt-1 text-xs text-stone-500">
          {tp("systemHint")}
        </p>
        {errors("systemId") && (
          <p className="field-error" data-testid="error-systemId">
            {errors("systemId")!.join(" ")}
          </p>
        )}
      </div>
      {editions && (
        <div key={`edition-${systemId}`}>
          <label className="label" htmlFor={`${p}-rulesEdition`}>
            {tp("rulesEdition")}
          </label>
          <select
            id={`${p}-rulesEdition`}
            name="rulesEdition"
            className="input"
            defaultValue={String(settings.edition ?? editions.default)}
            data-testid="season-rulesEdition"
          >
            {editions.values.map((year) => (
              <option key={year} value={year}>
                {tp("rulesEditionValue", { year })}
              </option>
            ))}
          </select>
        </div>
      )}
      {(tieBreak || unresolved || elimination) && (
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
              <select
                id={`${p}-unresolved`}
                name="unresolved"
                className="input"
                defaultValue={settings.unresolved ?? ""}
              >
                <option value="">
                  {tp("unresolvedDefault", { value: tp(`unresolvedValue.${unresolved.value}`) })}
                </option>
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
              <select
                id={`${p}-eliminated`}
                name="eliminated"
                className="input"
                defaultValue={settings.eliminated ?? ""}
              >
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
      )}
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" name="isPublic" defaultChecked={season.isPublic} className="size-5" />
        {t("isPublic")}
      </label>
      {errors("isPublic") && (
        <p className="field-error" data-testid="error-isPublic">
          {errors("isPublic")!.join(" ")}
        </p>
      )}
      <fieldset className="space-y-3 rounded-lg border border-stone-200 p-3">
        <legend className="px-1 font-semibold">{t("rules")}</legend>
        <input type="hidden" name="rules" value={JSON.stringify(formToRaw(rulesForm))} />
        <RulesEditor id={`${p}-rules`} systemId={systemId} form={rulesForm} onChange={editRules} problems={problems} />
        <SamplePreview id={`${p}-rules`} rules={checked.rules} systemId={systemId} />
        {problems.length > 0 && (
          <p className="field-error" data-testid="error-rules">
            {tr("problems.summary", { n: new Set(problems.map((x) => x.path)).size })}
          </p>
        )}
        {problems.length === 0 && errors("rules") && (
          <p className="field-error" data-testid="error-rules">
            {errors("rules")!.join(" ")}
          </p>
        )}
        {season.id && (
          <p className="text-sm">
            <Link className="text-brand-800 underline" href={`/l/${leagueSlug}/seasons/${season.edition}/playground`}>
              {tr("playground.link")}
            </Link>
          </p>
        )}
      </fieldset>
      <div>
        <label className="label" htmlFor={`${p}-comments`}>
          {t("comments")}
        </label>
        <textarea
          id={`${p}-comments`}
          name="comments"
          rows={3}
          defaultValue={season.comments ?? ""}
          className="input"
        />
      </div>
      <button type="submit" className="btn-primary" disabled={pending}>
        {season.id ? t("save") : t("create")}
      </button>
    </form>
  );
}
