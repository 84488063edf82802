"use client";
import { useTranslations } from "next-intl";
import { END_REASONS, SDADATA_THRESHOLDS } from "@/schemas/result";
import type { EndingKey, ResultDraft } from "./result-draft";

/** How the game ended (the sdadata's round and threshold when it ended so), its length and notes, and why a saved result is changed. */
export function EndingFields({
  draft,
  set,
  gameError,
  editing,
}: {
  draft: ResultDraft;
  set: (key: EndingKey) => (value: string) => void;
  gameError: (name: string) => string | undefined;
  editing: boolean;
}) {
  const t = useTranslations("results");
  const { endReason, sdadataRound, duration, notes, reason } = draft;
  const sdadataThreshold = draft.sdadataThreshold ?? "";
  return (
    <fieldset className="card space-y-3">
      <legend className="h2 float-left mb-2 w-full">{t("ending")}</legend>
      <div className="clear-both">
        <label htmlFor="endReason" className="label">
          {t("endReason")}
        </label>
        <select
          id="endReason"
          className="input"
          value={endReason}
          onChange={(e) => set("endReason")(e.target.value)}
          aria-invalid={Boolean(gameError("endedBy"))}
          aria-describedby={gameError("endedBy") ? "endReason-error" : undefined}
        >
          <option value="">—</option>
          {END_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`endReasons.${r}`)}
            </option>
          ))}
        </select>
        {gameError("endedBy") && (
          <p id="endReason-error" className="field-error">
            {gameError("endedBy")}
          </p>
        )}
      </div>
      {endReason === "sdadata" && (
        <div>
          <label htmlFor="sdadataRound" className="label">
            {t("sdadataRound")}
          </label>
          <input
            id="sdadataRound"
            className="input"
            inputMode="numeric"
            value={sdadataRound}
            onChange={(e) => set("sdadataRound")(e.target.value)}
            aria-invalid={Boolean(gameError("game.endedRound"))}
          />
          {gameError("game.endedRound") && <p className="field-error">{gameError("game.endedRound")}</p>}
        </div>
      )}
      {endReason === "sdadata" && (
        <div>
          <label htmlFor="sdadataThreshold" className="label">
            {t("sdadataThreshold")}
          </label>
          {/* 4 rising to 7 (domain README): the choices are the bounds */}
          <select
            id="sdadataThreshold"
            className="input"
            value={sdadataThreshold}
            onChange={(e) => set("sdadataThreshold")(e.target.value)}
            aria-invalid={Boolean(gameError("game.sdadataThreshold"))}
            aria-describedby="sdadataThreshold-hint"
          >
            <option value="">{t("sdadataThresholdUnknown")}</option>
            {SDADATA_THRESHOLDS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <p id="sdadataThreshold-hint" className="mt-1 text-xs text-stone-500">
            {t("sdadataThresholdHint")}
          </p>
          {gameError("game.sdadataThreshold") && <p className="field-error">{gameError("game.sdadataThreshold")}</p>}
        </div>
      )}
      <div>
        <label htmlFor="duration" className="label">
          {t("duration")}
        </label>
        <input
          id="duration"
          className="input"
          inputMode="numeric"
          value={duration}
          onChange={(e) => set("duration")(e.target.value)}
        />
        {gameError("durationMinutes") && <p className="field-error">{gameError("durationMinutes")}</p>}
      </div>
      <div>
        <label htmlFor="notes" className="label">
          {t("notes")}
        </label>
        <textarea id="notes" className="input" rows={2} value={notes} onChange={(e) => set("notes")(e.target.value)} />
      </div>
      {editing && (
        <div>
          <label htmlFor="reason" className="label">
            {t("reason")}
          </label>
          <input
            id="reason"
            className="input"
            required
            value={reason}
            onChange={(e) => set("reason")(e.target.value)}
            aria-invalid={Boolean(gameError("reason"))}
          />
          {gameError("reason") && <p className="field-error">{gameError("reason")}</p>}
        </div>
      )}
    </fieldset>
  );
}
