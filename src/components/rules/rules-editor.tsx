"use client";
import { useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";
import {
  GAME_TIE_BREAKS,
  problemsAt,
  dealsObjectives,
  STANDINGS_TIE_BREAKS,
  type RuleProblem,
  type RulesForm,
} from "@/scoring";
import { ChainEditor } from "./chain-editor";
import { DiscardFields } from "./discard-fields";
import { FormulaFields } from "./formula-fields";
import { NumberInput } from "./number-input";
import { RulePresets } from "./rule-presets";
import type { RulesPartProps } from "./rules-part";

type Props = {
  /** unique per page: prefixes every id */
  id: string;
  systemId: string;
  form: RulesForm;
  onChange: (form: RulesForm) => void;
  problems: readonly RuleProblem[];
  /** shown right under the presets: what the chosen rules do (the playground's answer) */
  presetAnswer?: ReactNode;
};

/**
 * Season scoring rules as a form: presets, the formula and its parameters, the game tie-break chain (RisiKo!),
 * discards, minimum games and the standings order. Controlled: the caller keeps the RulesForm and validates it.
 */
export function RulesEditor({ id, systemId, form, onChange, problems, presetAnswer }: Props) {
  const t = useTranslations("rules");
  const [applied, setApplied] = useState<string | null>(null);
  const errors = (path: string) => {
    const keys = problemsAt(problems, path);
    return keys.length ? keys.map((k) => t(`problems.${k}`)) : undefined;
  };
  const set = (change: (draft: RulesForm) => void) => {
    const draft = structuredClone(form);
    change(draft);
    onChange(draft);
    setApplied(null);
  };
  const part: RulesPartProps = { id, form, set, errors };

  return (
    <div className="space-y-4" data-testid={`${id}-editor`}>
      <RulePresets
        id={id}
        systemId={systemId}
        form={form}
        applied={applied}
        onApply={(preset, name) => {
          onChange(preset);
          setApplied(name);
        }}
        answer={presetAnswer}
      />
      <FormulaFields {...part} systemId={systemId} problems={problems} />
      {dealsObjectives(systemId) && (
        <ChainEditor
          id={`${id}-game-tb`}
          legend={t("gameTieBreak.legend")}
          hint={t("gameTieBreak.hint")}
          keys={GAME_TIE_BREAKS}
          value={form.gameTieBreak}
          label={(k) => t(`gameTieBreak.key.${k}`)}
          errors={errors("gameTieBreak")}
          onChange={(v) => set((d) => (d.gameTieBreak = v))}
        />
      )}
      <DiscardFields {...part} />
      <NumberInput
        id={`${id}-min-games`}
        whole
        label={t("minGames")}
        value={form.minGames}
        errors={errors("minGames")}
        onChange={(v) => set((d) => (d.minGames = v))}
        testId={`${id}-min-games`}
      />
      <ChainEditor
        id={`${id}-standings-tb`}
        legend={t("standingsTieBreak.legend")}
        hint={t("standingsTieBreak.hint")}
        keys={STANDINGS_TIE_BREAKS}
        value={form.standingsTieBreak}
        label={(k) => t(`standingsTieBreak.key.${k}`)}
        errors={errors("standingsTieBreak")}
        onChange={(v) => set((d) => (d.standingsTieBreak = v))}
      />
    </div>
  );
}
