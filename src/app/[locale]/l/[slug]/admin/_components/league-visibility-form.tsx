"use client";
import { useTranslations } from "next-intl";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { useFormAction } from "@/components/ui/use-form-action";
import { saveLeagueVisibility } from "@/server/actions/save-league-visibility";

/** Public league or members only (decision 0033): one checkbox, saved by the organiser. */
export function LeagueVisibilityForm({ slug, isPublic }: { slug: string; isPublic: boolean }) {
  const t = useTranslations("admin.visibility");
  const err = useErrorText();
  const [state, onSubmit, pending] = useFormAction(saveLeagueVisibility);
  const saved = state?.ok ? t(state.data.isPublic ? "savedPublic" : "savedPrivate") : null;
  return (
    <form
      onSubmit={onSubmit}
      className="card space-y-3"
      aria-labelledby="league-visibility"
      data-testid="league-visibility"
    >
      <h2 id="league-visibility" className="h2">
        {t("title")}
      </h2>
      <input type="hidden" name="leagueSlug" value={slug} />
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" name="isPublic" defaultChecked={isPublic} className="size-5" />
        {t("isPublic")}
      </label>
      <p className="text-sm text-stone-600">{t("hint")}</p>
      <FormMessage
        message={saved ?? (state && !state.ok ? err(state.formError) : null)}
        tone={saved ? "success" : "error"}
      />
      <button type="submit" className="btn-secondary w-full" disabled={pending}>
        {t("save")}
      </button>
    </form>
  );
}
