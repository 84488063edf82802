"use client";
import { useTranslations } from "next-intl";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { useFormAction } from "@/components/ui/use-form-action";
import { SEASON_PLAYER_COMMENT_MAX } from "@/schemas/season-comment";
import { saveSeasonPlayerComment } from "@/server/actions/save-season-player-comment";

/** The organiser's closing comment on one player (decision 0045): shown to the organiser only, folded under the line. */
export function PlayerCommentForm({
  slug,
  edition,
  playerId,
  playerName,
  text,
}: {
  slug: string;
  edition: number;
  playerId: string;
  playerName: string;
  text: string | null;
}) {
  const t = useTranslations("recap.season");
  const err = useErrorText();
  const [state, onSubmit, pending] = useFormAction(saveSeasonPlayerComment);
  const id = `comment-${playerId}`;
  const fieldError = state && !state.ok ? state.fieldErrors?.text?.map((k) => err(k)).join(" ") : null;
  return (
    <details className="mt-1 text-sm">
      <summary className="cursor-pointer text-stone-600">
        {t(text ? "editComment" : "addComment", { player: playerName })}
      </summary>
      <form onSubmit={onSubmit} className="mt-2 space-y-2" data-testid={`player-comment-form-${playerId}`}>
        <input type="hidden" name="leagueSlug" value={slug} />
        <input type="hidden" name="edition" value={edition} />
        <input type="hidden" name="playerId" value={playerId} />
        <label htmlFor={id} className="label">
          {t("commentLabel", { player: playerName })}
        </label>
        <textarea
          id={id}
          name="text"
          rows={3}
          maxLength={SEASON_PLAYER_COMMENT_MAX}
          defaultValue={text ?? ""}
          className="input"
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="text-xs text-stone-500">
          {t("commentHint", { max: SEASON_PLAYER_COMMENT_MAX })}
        </p>
        <FormMessage
          message={state?.ok ? t("commentSaved") : fieldError || (state && !state.ok ? err(state.formError) : null)}
          tone={state?.ok ? "success" : "error"}
        />
        <button type="submit" className="btn-secondary" disabled={pending}>
          {t("saveComment")}
        </button>
      </form>
    </details>
  );
}
