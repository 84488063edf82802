"use client";
import { useTranslations } from "next-intl";
import type { PlayFormState } from "@/lib/plays/play-form";
import type { GameSystem } from "@/scoring";
import type { PlayText } from "./use-play-text";

/**
 * How the play ended (empty: derived from what was recorded) and, for a system whose length is not a game field,
 * the turn or round it ended at.
 */
export function PlayEndingFields({
  system,
  state,
  onChange,
  text,
}: {
  system: GameSystem;
  state: PlayFormState;
  onChange: (patch: Pick<PlayFormState, "endedBy"> | Pick<PlayFormState, "endedAt">) => void;
  text: PlayText;
}) {
  const t = useTranslations("plays");
  const endedByErrors = text.errorsAt("endedBy");
  return (
    <>
      <div>
        <label className="label" htmlFor="play-endedBy">
          {t("endedBy")}
        </label>
        <select
          id="play-endedBy"
          className="input"
          value={state.endedBy}
          onChange={(e) => onChange({ endedBy: e.target.value })}
          data-testid="play-endedBy"
        >
          <option value="">{t("endedByDerived")}</option>
          {system.endings.map((end) => (
            <option key={end.value} value={end.value}>
              {text.label(end.label)}
              {end.clubDefault ? ` (${t("clubRule")})` : ""}
            </option>
          ))}
        </select>
        {endedByErrors && (
          <p className="field-error" data-testid="error-endedBy">
            {endedByErrors.join(" ")}
          </p>
        )}
      </div>
      {system.length.gameField === null && system.length.max !== null && (
        <div>
          <label className="label" htmlFor="play-endedAt">
            {t("endedAt", { unit: system.length.unit })}
          </label>
          <input
            id="play-endedAt"
            type="number"
            inputMode="numeric"
            min={1}
            max={system.length.max}
            className="input"
            value={state.endedAt}
            onChange={(e) => onChange({ endedAt: e.target.value })}
          />
        </div>
      )}
    </>
  );
}
