"use client";
import { useLocale, useTranslations } from "next-intl";
import { type ReactNode, useMemo } from "react";
import { decimalComma } from "@/lib/display/decimal-comma";
import { presetsFor, rulesPreset, rulesToForm, type RulesForm } from "@/scoring";

/**
 * The system's presets as toggle buttons: the one the form holds right now is pressed (applied and not edited since,
 * or typed to the same values), and applying one is announced.
 */
export function RulePresets({
  id,
  systemId,
  form,
  applied,
  onApply,
  answer,
}: {
  id: string;
  systemId: string;
  form: RulesForm;
  /** the name of the preset just applied, until the next edit */
  applied: string | null;
  onApply: (form: RulesForm, name: string) => void;
  /** shown right under the presets: what the chosen rules do */
  answer?: ReactNode;
}) {
  const t = useTranslations("rules");
  const comma = decimalComma(useLocale());
  const presetForms = useMemo(
    () => new Map(presetsFor(systemId).map((p) => [p, JSON.stringify(rulesToForm(rulesPreset(p, systemId), comma))])),
    [systemId, comma],
  );
  const current = JSON.stringify(form);
  return (
    <fieldset className="space-y-2">
      <legend className="label">{t("presets.legend")}</legend>
      <p className="text-xs text-stone-500">{t("presets.hint")}</p>
      <div className="flex flex-wrap gap-2">
        {presetsFor(systemId).map((p) => (
          <button
            key={p}
            type="button"
            data-testid={`${id}-preset-${p}`}
            aria-pressed={presetForms.get(p) === current}
            className="btn-secondary aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:hover:bg-brand-800"
            onClick={() => onApply(rulesToForm(rulesPreset(p, systemId), comma), t(`presets.${p}`))}
          >
            {t(`presets.${p}`)}
          </button>
        ))}
      </div>
      <p role="status" className="text-sm text-green-800" data-testid={`${id}-preset-status`}>
        {applied ? t("presets.applied", { name: applied }) : ""}
      </p>
      {answer}
    </fieldset>
  );
}
