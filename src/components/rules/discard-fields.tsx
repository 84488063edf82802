"use client";
import { useTranslations } from "next-intl";
import { DISCARD_MODES, type RulesForm } from "@/scoring";
import { NumberInput } from "./number-input";
import type { RulesPartProps } from "./rules-part";

/** Which games count in a player's standing (all, all but the worst, only the best) and how many are dropped or counted. */
export function DiscardFields({ id, form, set, errors }: RulesPartProps) {
  const t = useTranslations("rules");
  return (
    <fieldset className="space-y-2">
      <legend className="label">{t("discards.legend")}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label className="label" htmlFor={`${id}-discards`}>
            {t("discards.modeLabel")}
          </label>
          <select
            id={`${id}-discards`}
            className="input"
            value={form.discards.mode}
            onChange={(e) => set((d) => (d.discards.mode = e.target.value as RulesForm["discards"]["mode"]))}
            data-testid={`${id}-discards`}
          >
            {DISCARD_MODES.map((m) => (
              <option key={m} value={m}>
                {t(`discards.mode.${m}`)}
              </option>
            ))}
          </select>
        </div>
        {form.discards.mode !== "none" && (
          <NumberInput
            id={`${id}-discard-count`}
            whole
            label={t(`discards.${form.discards.mode}`)}
            value={form.discards.count}
            errors={errors("discards")}
            onChange={(v) => set((d) => (d.discards.count = v))}
            testId={`${id}-discard-count`}
          />
        )}
      </div>
    </fieldset>
  );
}
