"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { useFormAction } from "@/components/ui/use-form-action";
import { commitTables } from "@/server/actions/commit-tables";

type Season = { edition: number; name: string; sizes: { min: number; max: number; best?: number } };

/**
 * The night's check-in: who is here, the season (`season`: the open plan's, else the scheduled night's, else the
 * newest active one), table sizes, strength balance.
 */
export function CheckInForm({
  slug,
  seasons,
  season: initialSeason,
  players,
  coming,
  kept,
  today,
}: {
  slug: string;
  seasons: Season[];
  season: number | null;
  players: { id: string; displayName: string }[];
  /** ticked at the start: the open plan's players (`kept`), else the night's "coming" answers */
  coming: string[];
  kept: boolean;
  today: string;
}) {
  const t = useTranslations("tables");
  const err = useErrorText();
  const [state, onSubmit, pending] = useFormAction(commitTables);
  const [edition, setEdition] = useState(
    seasons.some((s) => s.edition === initialSeason) ? initialSeason! : seasons[0]?.edition,
  );
  const season = seasons.find((s) => s.edition === edition) ?? seasons[0];
  const fe = (name: string) => (state && !state.ok ? state.fieldErrors?.[name]?.map((k) => err(k)!) : undefined);
  const [checked, setChecked] = useState(() => new Set(coming));
  // the club's usual preference: the game's best size and one more, within what the game allows
  const prefLo = season?.sizes.best ?? season?.sizes.min;
  const prefHi = season ? Math.min(season.sizes.max, (prefLo ?? 0) + 1) : undefined;
  return (
    <form onSubmit={onSubmit} className="card space-y-3" aria-labelledby="check-in-title" data-testid="check-in">
      <h2 id="check-in-title" className="h2">
        {t("checkIn.title")}
      </h2>
      <p className="text-sm text-stone-600">
        {kept
          ? t("checkIn.kept", { count: coming.length })
          : coming.length
            ? t("checkIn.prefilled", { count: coming.length })
            : t("checkIn.intro")}
      </p>
      <input type="hidden" name="leagueSlug" value={slug} />
      {seasons.length > 1 ? (
        <div>
          <label htmlFor="tables-season" className="label">
            {t("checkIn.season")}
          </label>
          <select
            id="tables-season"
            name="season"
            className="input"
            value={edition}
            onChange={(e) => setEdition(Number(e.target.value))}
          >
            {seasons.map((s) => (
              <option key={s.edition} value={s.edition}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <input type="hidden" name="season" value={season?.edition ?? ""} />
      )}
      <Field
        name="playedOn"
        type="date"
        label={t("checkIn.date")}
        defaultValue={today}
        required
        errors={fe("playedOn")}
      />
      <fieldset className="space-y-1" aria-describedby={fe("players[]") ? "players-error" : undefined}>
        <legend className="label">{t("checkIn.players", { count: checked.size })}</legend>
        <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
          {players.map((p) => (
            <li key={p.id}>
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  name="players[]"
                  value={p.id}
                  className="size-5"
                  checked={checked.has(p.id)}
                  onChange={(e) =>
                    setChecked((prev) => {
                      const next = new Set(prev);
                      if (e.target.checked) next.add(p.id);
                      else next.delete(p.id);
                      return next;
                    })
                  }
                />
                {p.displayName}
              </label>
            </li>
          ))}
        </ul>
        {fe("players[]") && (
          <p id="players-error" className="field-error" data-testid="error-players">
            {fe("players[]")!.join(" ")}
          </p>
        )}
      </fieldset>
      <div className="grid grid-cols-2 gap-2" key={season?.edition}>
        <Field
          name="min"
          type="number"
          inputMode="numeric"
          label={t("checkIn.min")}
          defaultValue={season?.sizes.min}
          min={1}
          max={12}
          required
          errors={fe("min")}
        />
        <Field
          name="max"
          type="number"
          inputMode="numeric"
          label={t("checkIn.max")}
          defaultValue={season?.sizes.max}
          min={1}
          max={12}
          required
          errors={fe("max")}
        />
        <Field
          name="preferredMin"
          type="number"
          inputMode="numeric"
          label={t("checkIn.preferredMin")}
          defaultValue={prefLo}
          min={1}
          max={12}
          errors={fe("preferredMin")}
        />
        <Field
          name="preferredMax"
          type="number"
          inputMode="numeric"
          label={t("checkIn.preferredMax")}
          defaultValue={prefHi}
          min={1}
          max={12}
          errors={fe("preferredMax")}
        />
      </div>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" name="balanceStrength" className="size-5" />
        {t("checkIn.balanceStrength")}
      </label>
      <FormMessage message={state && !state.ok ? err(state.formError) : null} />
      <button type="submit" className="btn-primary w-full" disabled={pending || !season}>
        {t("checkIn.commit")}
      </button>
    </form>
  );
}
