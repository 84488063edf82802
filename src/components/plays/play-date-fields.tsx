"use client";
import { useTranslations } from "next-intl";
import { NUMBER_BOUNDS } from "@/schemas/numbers";
import type { PlayDraft, PlayDraftKey } from "@/lib/plays/play-draft";
import type { PlayText } from "./use-play-text";

/** When the play was played and how many minutes it took, side by side at the top of the form. */
export function PlayDateFields({
  draft,
  set,
  text,
}: {
  draft: PlayDraft;
  set: (key: PlayDraftKey) => (value: string) => void;
  text: PlayText;
}) {
  const t = useTranslations("plays");
  const dateErrors = text.errorsAt("playedOn");
  const durationErrors = text.errorsAt("durationMinutes");
  return (
    <div className="grid grid-cols-2 gap-3">
      <div>
        <label className="label" htmlFor="play-date">
          {t("date")}
        </label>
        <input
          id="play-date"
          type="date"
          className="input"
          value={draft.playedOn}
          onChange={(e) => set("playedOn")(e.target.value)}
        />
        {dateErrors && <p className="field-error">{dateErrors.join(" ")}</p>}
      </div>
      <div>
        <label className="label" htmlFor="play-duration">
          {t("duration")}
        </label>
        <input
          id="play-duration"
          type="number"
          inputMode="numeric"
          min={0}
          max={NUMBER_BOUNDS.durationMinutes.max}
          className="input"
          value={draft.duration}
          onChange={(e) => set("duration")(e.target.value)}
        />
        {durationErrors && (
          <p className="field-error" data-testid="error-durationMinutes">
            {durationErrors.join(" ")}
          </p>
        )}
      </div>
    </div>
  );
}
