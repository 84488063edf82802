"use client";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { useFormAction } from "@/components/ui/use-form-action";
import { decimalComma } from "@/lib/display/decimal-comma";
import {
  checkRulesForm,
  rulesPreset,
  rulesToForm,
  type PlaySettings,
  type RuleProblem,
  type RuleProblemKey,
  type ScoringRules,
} from "@/scoring";
import { saveSeason } from "@/server/actions/save-season";
import type { SeasonSummary } from "@/server/queries/seasons";
import { ClubRuleFields } from "./club-rule-fields";
import { SeasonBasicFields } from "./season-basic-fields";
import { SeasonRulesFields } from "./season-rules-fields";
import { SeasonCreated, SeasonSaved } from "./season-saved";
import { SeasonSystemFields } from "./season-system-fields";

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
 * Creates or edits a season: its basics, game system and club rules, scoring rules with a live preview, public
 * flag and comments. A new season's success stays on screen, focused, with the next steps, instead of the form
 * folding away.
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
  const locale = useLocale();
  const err = useErrorText();
  const [systemId, setSystemId] = useState(season.systemId ?? "risiko");
  const settings: PlaySettings = season.systemSettings ? JSON.parse(season.systemSettings) : {};
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
  const chooseSystem = (next: string) => {
    setSystemId(next);
    // a new season starts from the club's preset fitted to the system (2-player table for Julius Caesar)
    if (!season.id) setRulesForm(rulesToForm(rulesPreset("italyWar", next), decimalComma(locale)));
  };

  if (!season.id && state?.ok)
    return (
      <SeasonCreated savedRef={successRef} leagueSlug={leagueSlug} edition={state.data.edition} onAnother={onAnother} />
    );

  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate>
      <FormMessage message={state && !state.ok ? err(state.formError) : null} />
      {state?.ok && <SeasonSaved ref={successRef} />}
      <input type="hidden" name="leagueSlug" value={leagueSlug} />
      {season.id && <input type="hidden" name="seasonId" value={season.id} />}
      <SeasonBasicFields idPrefix={p} season={season} errors={errors} />
      <SeasonSystemFields
        idPrefix={p}
        systemId={systemId}
        onSystem={chooseSystem}
        locked={(season.games ?? 0) > 0}
        settings={settings}
        errors={errors}
      />
      <ClubRuleFields idPrefix={p} systemId={systemId} settings={settings} errors={errors} />
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" name="isPublic" defaultChecked={season.isPublic} className="size-5" />
        {t("isPublic")}
      </label>
      {errors("isPublic") && (
        <p className="field-error" data-testid="error-isPublic">
          {errors("isPublic")!.join(" ")}
        </p>
      )}
      <SeasonRulesFields
        idPrefix={p}
        leagueSlug={leagueSlug}
        season={season}
        systemId={systemId}
        form={rulesForm}
        onChange={editRules}
        rules={checked.rules}
        problems={problems}
        errors={errors}
      />
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
