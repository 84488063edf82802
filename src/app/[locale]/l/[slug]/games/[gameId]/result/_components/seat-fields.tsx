"use client";
import { useLocale, useTranslations } from "next-intl";
import type { CatalogueObjective, EntrySeat } from "@/server/queries/result-entry";
import { ArmyBadge } from "@/components/leaderboard/army-badge";

export type SeatState = {
  objectiveId: string;
  held: string[];
  objectiveTotal: string;
  objectivePoints: string;
  completed: boolean;
  eliminated: boolean;
  eliminatedOrder: string;
  eliminatedById: string;
  armies: string;
};

type Props = {
  seat: EntrySeat;
  index: number;
  value: SeatState;
  onChange: (patch: Partial<SeatState>) => void;
  catalogue: CatalogueObjective[];
  others: EntrySeat[];
  /** live objective points, null for a seat left to its holder's report (secret until the result is saved) */
  score: { points: number; total: number } | null;
  /**
   * A dealt seat's end-of-game report: "used" (every holder sent theirs: nothing of the card is entered here),
   * "sent" (this one did, others not yet), "waiting" (not yet); null for a seat without a deal or a correction.
   */
  report: "used" | "sent" | "waiting" | null;
  /** switches every seat to entering the cards by hand */
  onEnterByHand: () => void;
  /** the season's game tie-break uses the armies left on the board */
  usesArmies: boolean;
  /** territories another seat entered by hand holds, with that player's name: a territory is held by one player */
  heldElsewhere: ReadonlyMap<string, string>;
  /** players already eliminated when this seat went out: they cannot have eliminated it */
  outBefore: ReadonlySet<string>;
  errors: string[];
};

/** One seat of the result form: objective and held territories, completion, elimination, armies. */
export function SeatFields({
  seat,
  index,
  value,
  onChange,
  catalogue,
  others,
  score,
  report,
  onEnterByHand,
  usesArmies,
  heldElsewhere,
  outBefore,
  errors,
}: Props) {
  const fromReport = report === "used";
  const t = useTranslations("results");
  const locale = useLocale();
  const objective = catalogue.find((o) => o.id === value.objectiveId);
  const id = (name: string) => `seat-${index}-${name}`;
  const toggle = (territoryId: string, on: boolean) =>
    onChange({ held: on ? [...value.held, territoryId] : value.held.filter((h) => h !== territoryId) });
  return (
    <fieldset
      className="card space-y-3"
      data-testid={`seat-${seat.turnOrder}`}
      aria-describedby={errors.length ? id("errors") : undefined}
    >
      <legend className="sr-only">{t("seatHeading", { turn: seat.turnOrder, name: seat.playerName })}</legend>
      <div className="flex items-center justify-between gap-2" aria-hidden="true">
        <span className="font-semibold">
          <ArmyBadge name={seat.playerName} color={seat.armyColor} />
        </span>
        <span className="text-sm text-stone-500">
          {t("turn")} {seat.turnOrder}
        </span>
      </div>
      {errors.length > 0 && (
        <p id={id("errors")} className="field-error" role="alert">
          {errors.join(" ")}
        </p>
      )}
      {fromReport ? (
        <div
          className="rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900"
          data-testid={`seat-${seat.turnOrder}-reported`}
        >
          <p>{t("reportedByPlayer", { name: seat.playerName })}</p>
          <button type="button" className="mt-1 underline" onClick={onEnterByHand}>
            {t("enterByHand")}
          </button>
        </div>
      ) : (
        <div>
          {report === "waiting" && (
            <p className="mb-1 text-sm text-stone-600" data-testid={`seat-${seat.turnOrder}-waiting`}>
              {t("waitingForPlayer", { name: seat.playerName })}
            </p>
          )}
          {report === "sent" && (
            <p className="mb-1 text-sm text-green-800" data-testid={`seat-${seat.turnOrder}-sent`}>
              {t("sentByPlayer", { name: seat.playerName })}
            </p>
          )}
          <label htmlFor={id("objective")} className="label">
            {t("objective")}
          </label>
          <select
            id={id("objective")}
            className="input"
            value={value.objectiveId}
            onChange={(e) => onChange({ objectiveId: e.target.value, held: [] })}
          >
            <option value="">{seat.dealt ? t("chooseObjective") : t("noObjective")}</option>
            {catalogue.map((o) => (
              <option key={o.id} value={o.id}>{`${o.number}. ${o.name} (${o.total})`}</option>
            ))}
          </select>
          {seat.dealt && <p className="mt-1 text-xs text-stone-500">{t("dealtHint")}</p>}
        </div>
      )}
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="size-5"
          checked={value.completed}
          disabled={value.eliminated}
          onChange={(e) => onChange({ completed: e.target.checked })}
        />
        <span>{t("completed")}</span>
      </label>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="size-5"
          checked={value.eliminated}
          disabled={value.completed}
          onChange={(e) => onChange({ eliminated: e.target.checked })}
        />
        <span>{t("eliminated")}</span>
      </label>
      {value.eliminated && (
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={id("order")} className="label">
              {t("eliminatedOrder")}
            </label>
            <select
              id={id("order")}
              className="input"
              value={value.eliminatedOrder}
              onChange={(e) => onChange({ eliminatedOrder: e.target.value })}
            >
              {others.map((_, i) => (
                <option key={i} value={String(i + 1)}>
                  {i + 1}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={id("by")} className="label">
              {t("eliminatedBy")}
            </label>
            <select
              id={id("by")}
              className="input"
              value={value.eliminatedById}
              onChange={(e) => onChange({ eliminatedById: e.target.value })}
            >
              <option value="">{t("unknown")}</option>
              {others.map((o) => (
                <option key={o.playerId} value={o.playerId} disabled={outBefore.has(o.playerId)}>
                  {o.playerName}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      {!fromReport && !value.eliminated && objective && !value.completed && (
        <fieldset>
          <legend className="label">{t("territories")}</legend>
          <ul className="grid grid-cols-1 gap-x-3 sm:grid-cols-2">
            {objective.territories.map((tr) => {
              const holder = value.held.includes(tr.id) ? undefined : heldElsewhere.get(tr.id);
              return (
                <li key={tr.id}>
                  <label className="flex min-h-11 items-center gap-3 border-b border-stone-100">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={value.held.includes(tr.id)}
                      disabled={holder !== undefined}
                      onChange={(e) => toggle(tr.id, e.target.checked)}
                    />
                    <span className="flex-1">{locale === "en" ? tr.nameEn : tr.nameIt}</span>
                    {holder !== undefined && (
                      <span className="text-xs text-stone-500">{t("heldBy", { name: holder })}</span>
                    )}
                    <span className="tabular-nums text-stone-500">{tr.value}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {!fromReport && !objective && (
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={id("total")} className="label">
              {t("objectiveTotal")}
            </label>
            <input
              id={id("total")}
              className="input"
              inputMode="numeric"
              value={value.objectiveTotal}
              onChange={(e) => onChange({ objectiveTotal: e.target.value })}
            />
          </div>
          {!value.eliminated && !value.completed && (
            <div>
              <label htmlFor={id("points")} className="label">
                {t("objectivePoints")}
              </label>
              <input
                id={id("points")}
                className="input"
                inputMode="numeric"
                value={value.objectivePoints}
                onChange={(e) => onChange({ objectivePoints: e.target.value })}
              />
            </div>
          )}
        </div>
      )}
      {!value.eliminated && (usesArmies || value.armies !== "") && (
        <div>
          <label htmlFor={id("armies")} className="label">
            {t("armies")}
          </label>
          <input
            id={id("armies")}
            className="input"
            inputMode="numeric"
            value={value.armies}
            onChange={(e) => onChange({ armies: e.target.value })}
            aria-describedby={id("armies-hint")}
          />
          <p id={id("armies-hint")} className="mt-1 text-xs text-stone-500">
            {t("armiesHint")}
          </p>
        </div>
      )}
      <p className="text-right text-sm font-semibold" aria-live="polite" data-testid={`seat-${seat.turnOrder}-points`}>
        {score ? t("pointsLive", score) : t("pointsFromPlayer")}
      </p>
    </fieldset>
  );
}
