"use client";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { SEASON_STATUSES } from "@/schemas/season";
import type { SeasonSummary } from "@/server/queries/seasons";

/** The season's edition and year, its name, the games planned and its status: plain inputs the action reads. */
export function SeasonBasicFields({
  idPrefix: p,
  season,
  errors,
}: {
  idPrefix: string;
  season: Pick<SeasonSummary, "edition" | "year" | "name" | "plannedGames" | "status">;
  errors: (name: string) => string[] | undefined;
}) {
  const t = useTranslations("admin.seasons");
  return (
    <>
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
    </>
  );
}
