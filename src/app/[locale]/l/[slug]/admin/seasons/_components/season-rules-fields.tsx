"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { RulesEditor } from "@/components/rules/rules-editor";
import { SamplePreview } from "@/components/rules/sample-preview";
import { formToRaw, type RuleProblem, type RulesForm, type ScoringRules } from "@/scoring";

/**
 * The season's scoring rules: the rules form with a live sample, sent as one hidden JSON field that the action checks
 * with the same schema; a count of the problems under it, and for a saved season the way to its playground.
 */
export function SeasonRulesFields({
  idPrefix: p,
  leagueSlug,
  season,
  systemId,
  form,
  onChange,
  rules,
  problems,
  errors,
}: {
  idPrefix: string;
  leagueSlug: string;
  season: { id?: string; edition: number };
  systemId: string;
  form: RulesForm;
  onChange: (form: RulesForm) => void;
  /** the rules the form holds, checked (the sample's input) */
  rules: ScoringRules | null;
  problems: readonly RuleProblem[];
  errors: (name: string) => string[] | undefined;
}) {
  const t = useTranslations("admin.seasons");
  const tr = useTranslations("rules");
  return (
    <fieldset className="space-y-3 rounded-lg border border-stone-200 p-3">
      <legend className="px-1 font-semibold">{t("rules")}</legend>
      <input type="hidden" name="rules" value={JSON.stringify(formToRaw(form))} />
      <RulesEditor id={`${p}-rules`} systemId={systemId} form={form} onChange={onChange} problems={problems} />
      <SamplePreview id={`${p}-rules`} rules={rules} systemId={systemId} />
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
  );
}
