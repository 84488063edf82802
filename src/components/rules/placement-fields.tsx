"use client";
import { useTranslations } from "next-intl";
import { getSystem, TABLE_SIZES } from "@/scoring";
import { NumberInput } from "./number-input";
import type { RulesPartProps } from "./rules-part";

/**
 * The placement formula's parameters: points per place for each table size the system plays (and any size already
 * switched on), the completed objective's points, the decimals kept, and the points of the eliminated players.
 */
export function PlacementFields({ id, systemId, form, set, errors }: RulesPartProps & { systemId: string }) {
  const t = useTranslations("rules");
  const system = getSystem(systemId);
  const sizes = TABLE_SIZES.filter(
    (n) => (n >= system.players.min && n <= system.players.max) || form.placement.table[n]?.on,
  );
  const eliminated = form.placement.eliminatedPoints;
  return (
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
          {eliminated.map((v, i) => (
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
          {eliminated.length > 0 && (
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
  );
}
