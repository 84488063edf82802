"use client";
import { useLocale, useTranslations } from "next-intl";
import { type ReactNode, useMemo, useState } from "react";
import {
  DISCARD_MODES,
  FORMULA_KINDS,
  formulaAllowed,
  GAME_TIE_BREAKS,
  getSystem,
  problemsAt,
  recordsPlays,
  presetsFor,
  rulesPreset,
  rulesToForm,
  STANDINGS_TIE_BREAKS,
  TABLE_SIZES,
  type RuleProblem,
  type RulesForm,
} from "@/scoring";
import { ChainEditor } from "./chain-editor";
import { NumberInput } from "./number-input";
import { decimalComma } from "@/lib/display/decimal-comma";

type Props = {
  /** unique per page: prefixes every id */
  id: string;
  systemId: string;
  form: RulesForm;
  onChange: (form: RulesForm) => void;
  problems: readonly RuleProblem[];
  /** shown right under the presets: what the chosen rules do (the playground's answer, issue 22 §5) */
  presetAnswer?: ReactNode;
};

/**
 * Season scoring rules as a form: presets, the formula and its parameters, the game tie-break chain (RisiKo!),
 * discards, minimum games and the standings order. Controlled: the caller keeps the RulesForm and validates it.
 */
export function RulesEditor({ id, systemId, form, onChange, problems, presetAnswer }: Props) {
  const t = useTranslations("rules");
  const comma = decimalComma(useLocale());
  const [applied, setApplied] = useState<string | null>(null);
  // the preset the form holds right now (aria-pressed): applied and not edited since, or typed to the same values
  const presetForms = useMemo(
    () => new Map(presetsFor(systemId).map((p) => [p, JSON.stringify(rulesToForm(rulesPreset(p, systemId), comma))])),
    [systemId, comma],
  );
  const current = JSON.stringify(form);
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
  const system = getSystem(systemId);
  const sizes = TABLE_SIZES.filter(
    (n) => (n >= system.players.min && n <= system.players.max) || form.placement.table[n]?.on,
  );
  const factorSizes = TABLE_SIZES.filter(
    (n) => (n >= system.players.min && n <= system.players.max) || form.winnerBonus.tableFactor[n]?.on,
  );
  const kind = form.kind;

  return (
    <div className="space-y-4" data-testid={`${id}-editor`}>
      <fieldset className="space-y-2">
        <legend className="label">{t("presets.legend")}</legend>
        <p className="text-xs text-stone-500">{t("presets.hint")}</p>
        <div className="flex flex-wrap gap-2">
          {presetsFor(systemId).map((p) => {
            const pressed = presetForms.get(p) === current;
            return (
              <button
                key={p}
                type="button"
                data-testid={`${id}-preset-${p}`}
                aria-pressed={pressed}
                className="btn-secondary aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:hover:bg-brand-800"
                onClick={() => {
                  onChange(rulesToForm(rulesPreset(p, systemId), comma));
                  setApplied(t(`presets.${p}`));
                }}
              >
                {t(`presets.${p}`)}
              </button>
            );
          })}
        </div>
        <p role="status" className="text-sm text-green-800" data-testid={`${id}-preset-status`}>
          {applied ? t("presets.applied", { name: applied }) : ""}
        </p>
        {presetAnswer}
      </fieldset>

      <div>
        <label className="label" htmlFor={`${id}-kind`}>
          {t("formula.label")}
        </label>
        <select
          id={`${id}-kind`}
          className="input"
          value={kind}
          aria-describedby={`${id}-kind-help`}
          data-testid={`${id}-kind`}
          onChange={(e) => set((d) => (d.kind = e.target.value as RulesForm["kind"]))}
        >
          {FORMULA_KINDS.map((k) => (
            <option key={k} value={k} disabled={!formulaAllowed(systemId, k)}>
              {t(`formula.kind.${k}`)}
            </option>
          ))}
        </select>
        <p id={`${id}-kind-help`} className="mt-1 text-xs text-stone-500">
          {t(`formula.help.${kind}`)}
        </p>
        {errors("formula.kind") && <p className="field-error">{errors("formula.kind")!.join(" ")}</p>}
        {problems.some((p) => p.key === "tooPrecise") && <p className="field-error">{t("problems.tooPrecise")}</p>}
      </div>

      {kind === "placement" && (
        <>
          <fieldset className="space-y-2">
            <legend className="label">{t("placement.table")}</legend>
            <p className="text-xs text-stone-500">{t("placement.tableHint")}</p>
            {sizes.map((n) => {
              const row = form.placement.table[n];
              return (
                <div key={n} className="space-y-1" data-testid={`${id}-table-${n}`}>
                  <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={row.on}
                      onChange={(e) => set((d) => (d.placement.table[n].on = e.target.checked))}
                    />
                    {t("placement.size", { n })}
                  </label>
                  {row.on && (
                    <div className="grid grid-cols-6 gap-1">
                      {row.values.map((v, i) => (
                        <div key={i}>
                          <span aria-hidden="true" className="block text-center text-xs text-stone-500">
                            {t("placement.placeShort", { place: i + 1 })}
                          </span>
                          <NumberInput
                            id={`${id}-table-${n}-${i}`}
                            srLabel
                            label={t("placement.place", { n, place: i + 1 })}
                            value={v}
                            onChange={(value) => set((d) => (d.placement.table[n].values[i] = value))}
                          />
                        </div>
                      ))}
                    </div>
                  )}
                  {row.on && errors(`formula.table.${n}`) && (
                    <p className="field-error">{errors(`formula.table.${n}`)!.join(" ")}</p>
                  )}
                </div>
              );
            })}
          </fieldset>
          <div className="grid grid-cols-2 gap-3">
            <NumberInput
              id={`${id}-completed`}
              label={t("placement.completedPoints")}
              value={form.placement.completedPoints}
              errors={errors("formula.completedPoints")}
              onChange={(v) => set((d) => (d.placement.completedPoints = v))}
              testId={`${id}-completed`}
            />
            <NumberInput
              id={`${id}-decimals`}
              label={t("placement.decimals")}
              hint={t("placement.decimalsHint")}
              value={form.placement.decimals}
              errors={errors("formula.decimals")}
              onChange={(v) => set((d) => (d.placement.decimals = v))}
            />
          </div>
          <fieldset className="space-y-2">
            <legend className="label">{t("placement.eliminatedPoints")}</legend>
            <div className="grid grid-cols-3 gap-2">
              {form.placement.eliminatedPoints.map((v, i) => (
                <NumberInput
                  key={i}
                  id={`${id}-elim-${i}`}
                  label={t("placement.eliminated", { n: i + 1 })}
                  value={v}
                  errors={errors(`formula.eliminatedPoints.${i}`)}
                  onChange={(value) => set((d) => (d.placement.eliminatedPoints[i] = value))}
                />
              ))}
            </div>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn-secondary"
                onClick={() =>
                  set((d) => d.placement.eliminatedPoints.push(String(d.placement.eliminatedPoints.length + 1)))
                }
              >
                {t("placement.addEliminated")}
              </button>
              {form.placement.eliminatedPoints.length > 0 && (
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() => set((d) => d.placement.eliminatedPoints.pop())}
                >
                  {t("placement.removeEliminated")}
                </button>
              )}
            </div>
          </fieldset>
        </>
      )}

      {kind === "winnerBonus" && (
        <>
          <NumberInput
            id={`${id}-bonus`}
            label={t("winnerBonus.bonus")}
            value={form.winnerBonus.bonus}
            errors={errors("formula.bonus")}
            onChange={(v) => set((d) => (d.winnerBonus.bonus = v))}
            testId={`${id}-bonus`}
          />
          <fieldset className="space-y-2">
            <legend className="label">{t("winnerBonus.tableFactor")}</legend>
            <p className="text-xs text-stone-500">{t("winnerBonus.tableFactorHint")}</p>
            {factorSizes.map((n) => {
              const f = form.winnerBonus.tableFactor[n];
              return (
                <div key={n} className="flex items-center gap-3">
                  <label className="flex min-h-11 w-36 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={f.on}
                      onChange={(e) => set((d) => (d.winnerBonus.tableFactor[n].on = e.target.checked))}
                    />
                    {t("winnerBonus.sizeOn", { n })}
                  </label>
                  {f.on && (
                    <div className="flex-1">
                      <NumberInput
                        id={`${id}-factor-${n}`}
                        srLabel
                        label={t("winnerBonus.size", { n })}
                        value={f.value}
                        errors={errors(`formula.tableFactor.${n}`)}
                        onChange={(v) => set((d) => (d.winnerBonus.tableFactor[n].value = v))}
                      />
                    </div>
                  )}
                </div>
              );
            })}
          </fieldset>
        </>
      )}

      {kind === "league100" && (
        <div className="grid grid-cols-2 gap-3">
          <NumberInput
            id={`${id}-base`}
            label={t("league100.base")}
            value={form.league100.base}
            errors={errors("formula.base")}
            onChange={(v) => set((d) => (d.league100.base = v))}
          />
          <NumberInput
            id={`${id}-completed-score`}
            label={t("league100.completedScore")}
            value={form.league100.completedScore}
            errors={errors("formula.completedScore")}
            onChange={(v) => set((d) => (d.league100.completedScore = v))}
          />
        </div>
      )}

      {kind === "winsFirst" && (
        <div className="grid grid-cols-2 gap-3">
          <NumberInput
            id={`${id}-win`}
            label={t("winsFirst.win")}
            value={form.winsFirst.win}
            errors={errors("formula.win")}
            onChange={(v) => set((d) => (d.winsFirst.win = v))}
          />
          <NumberInput
            id={`${id}-divisor`}
            label={t("winsFirst.divisor")}
            value={form.winsFirst.divisor}
            errors={errors("formula.divisor")}
            onChange={(v) => set((d) => (d.winsFirst.divisor = v))}
          />
        </div>
      )}

      {!recordsPlays(systemId) && (
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
