"use client";
import { useTranslations } from "next-intl";
import { FormMessage } from "@/components/ui/form-error";
import { useFormAction } from "@/components/ui/use-form-action";
import { cancelScheduledNight } from "@/server/actions/cancel-scheduled-night";
import { useScheduleError } from "./use-schedule-error";

export function CancelNight(props: { slug: string; nightId: string }) {
  const t = useTranslations("schedule.form");
  const errorText = useScheduleError();
  const [state, onSubmit, pending] = useFormAction(cancelScheduledNight);
  return (
    <form
      onSubmit={(e) => (window.confirm(t("cancelConfirm")) ? onSubmit(e) : e.preventDefault())}
      className="space-y-2"
    >
      <input type="hidden" name="leagueSlug" value={props.slug} />
      <input type="hidden" name="nightId" value={props.nightId} />
      {state && !state.ok && <FormMessage message={errorText(state.formError)} />}
      <button type="submit" className="btn-secondary w-full text-red-800" disabled={pending}>
        {t("cancel")}
      </button>
    </form>
  );
}
