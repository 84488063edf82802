"use client";
import { useTranslations } from "next-intl";
import type { PlayDraft, PlayDraftKey } from "@/lib/plays/play-draft";
import type { PlayText } from "./use-play-text";

/** The play's notes and, for a correction of a stored play, why it is changed. */
export function PlayNoteFields({
  draft,
  set,
  correcting,
  text,
}: {
  draft: PlayDraft;
  set: (key: PlayDraftKey) => (value: string) => void;
  correcting: boolean;
  text: PlayText;
}) {
  const t = useTranslations("plays");
  const reasonErrors = text.errorsAt("reason");
  return (
    <>
      <div>
        <label className="label" htmlFor="play-notes">
          {t("notes")}
        </label>
        <textarea
          id="play-notes"
          className="input"
          rows={2}
          value={draft.notes}
          onChange={(e) => set("notes")(e.target.value)}
        />
      </div>
      {correcting && (
        <div>
          <label className="label" htmlFor="play-reason">
            {t("reason")}
          </label>
          <input
            id="play-reason"
            className="input"
            required
            value={draft.reason}
            onChange={(e) => set("reason")(e.target.value)}
          />
          {reasonErrors && (
            <p className="field-error" data-testid="error-reason">
              {reasonErrors.join(" ")}
            </p>
          )}
        </div>
      )}
    </>
  );
}
