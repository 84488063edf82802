"use client";
import { useTranslations } from "next-intl";
import { takenBy } from "@/lib/plays/play-draft";
import { fieldsAt, type PlayFormSeat, type RawValue } from "@/lib/plays/play-form";
import type { GameSystem } from "@/scoring";
import { FieldInput } from "./field-input";
import type { PlayText } from "./use-play-text";

/**
 * One seat's fieldset: the player (a new play only: a stored or planned play's seats are fixed), the seat order,
 * the identity fields (values another seat holds disabled) and the seat's fields at this table size.
 */
export function PlaySeatFields({
  system,
  seats,
  index: i,
  players,
  names,
  fixedSeats,
  onChange,
  onRemove,
  text,
}: {
  system: GameSystem;
  /** every seat of the table: players and identities are distinct across them */
  seats: readonly PlayFormSeat[];
  index: number;
  players: { id: string; displayName: string }[];
  names: ReadonlyMap<string, string>;
  fixedSeats: boolean;
  onChange: (change: (s: PlayFormSeat) => PlayFormSeat) => void;
  /** null when the table is at the system's fewest players */
  onRemove: (() => void) | null;
  text: PlayText;
}) {
  const t = useTranslations("plays");
  const seat = seats[i];
  // fields of one table size only (HOTRE's second group, played by two) are shown at that size
  const identityFields = fieldsAt(system.identity, seats.length);
  const seatFields = fieldsAt(system.seatFields, seats.length);
  const orderErrors = text.errorsAt(`seats.${seat.playerId}.seatOrder`);
  return (
    <fieldset className="card space-y-3" data-testid={`seat-${i}`}>
      <legend className="font-semibold">
        {seat.playerId ? names.get(seat.playerId) : `${t("playerLabel")} ${i + 1}`}
      </legend>
      {!fixedSeats && (
        <div>
          <label className="label" htmlFor={`seat-${i}-player`}>
            {t("playerLabel")}
          </label>
          <select
            id={`seat-${i}-player`}
            className="input"
            value={seat.playerId}
            onChange={(e) => onChange((s) => ({ ...s, playerId: e.target.value }))}
            data-testid={`seat-${i}-player`}
          >
            <option value="">—</option>
            {players.map((p) => (
              <option key={p.id} value={p.id} disabled={seats.some((s, j) => j !== i && s.playerId === p.id)}>
                {p.displayName}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <label className="label" htmlFor={`seat-${i}-order`}>
          {t("seatOrder")}
        </label>
        <input
          id={`seat-${i}-order`}
          type="number"
          inputMode="numeric"
          min={1}
          max={seats.length}
          className="input"
          value={seat.seatOrder}
          onChange={(e) => onChange((s) => ({ ...s, seatOrder: Number(e.target.value) }))}
          aria-describedby={`seat-${i}-order-hint`}
        />
        <p id={`seat-${i}-order-hint`} className="mt-1 text-xs text-stone-500">
          {t("seatOrderHint", { meaning: system.seatOrder.meaning })}
        </p>
        {orderErrors && <p className="field-error">{orderErrors.join(" ")}</p>}
      </div>
      {identityFields.map((def) => (
        <FieldInput
          key={def.key}
          id={`seat-${i}-identity-${def.key}`}
          def={def}
          label={text.label(def.label)}
          hint={text.hint(def)}
          optionLabel={text.label}
          disabledOptions={takenBy(identityFields, seats, def, i)}
          value={seat.identity[def.key]}
          onChange={(v) => onChange((s) => ({ ...s, identity: { ...s.identity, [def.key]: String(v) } }))}
          errors={text.errorsAt(`seats.${seat.playerId}.identity.${def.key}`)}
          yes={text.yes}
          no={text.no}
        />
      ))}
      {seatFields.map((def) => (
        <FieldInput
          key={def.key}
          id={`seat-${i}-values-${def.key}`}
          def={def}
          label={text.label(def.label)}
          hint={text.hint(def)}
          optionLabel={text.label}
          value={seat.values[def.key]}
          onChange={(v: RawValue) => onChange((s) => ({ ...s, values: { ...s.values, [def.key]: v } }))}
          errors={text.errorsAt(`seats.${seat.playerId}.values.${def.key}`)}
          yes={text.yes}
          no={text.no}
        />
      ))}
      {onRemove && (
        <button type="button" className="btn-secondary" onClick={onRemove}>
          {t("remove")}
        </button>
      )}
    </fieldset>
  );
}
