"use client";
import { useTranslations } from "next-intl";
import { FORMULA_KINDS, formulaAllowed, getSystem, TABLE_SIZES, type RuleProblem, type RulesForm } from "@/scoring";
import { NumberInput } from "./number-input";
import { PlacementFields } from "./placement-fields";
import type { RulesPartProps } from "./rules-part";

/** The formula that turns a game's ranking into tournament points (those the system allows), then its parameters. */
export function FormulaFields(props: RulesPartProps & { systemId: string; problems: readonly RuleProblem[] }) {
  const { id, systemId, form, set, errors, problems } = props;
  const t = useTranslations("rules");
  const kind = form.kind;
  return (
    <>
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
      {kind === "placement" && <PlacementFields {...props} />}
      {kind === "winnerBonus" && <WinnerBonusFields {...props} />}
      {kind === "league100" && <League100Fields {...props} />}
      {kind === "winsFirst" && <WinsFirstFields {...props} />}
    </>
  );
}

/** The winner's bonus, and a factor per table size (those the system plays and any already switched on). */
function WinnerBonusFields({ id, systemId, form, set, errors }: RulesPartProps & { systemId: string }) {
  const t = useTranslations("rules");
  const system = getSystem(systemId);
  const factorSizes = TABLE_SIZES.filter(
    (n) => (n >= system.players.min && n <= system.players.max) || form.winnerBonus.tableFactor[n]?.on,
  );
  return (
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
  );
}

/** The league-100 formula's base and a completed objective's score. */
function League100Fields({ id, form, set, errors }: RulesPartProps) {
  const t = useTranslations("rules");
  return (
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
  );
}

/** The wins-first formula's points of a win and the divisor of the objective points. */
function WinsFirstFields({ id, form, set, errors }: RulesPartProps) {
  const t = useTranslations("rules");
  return (
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
  );
}
