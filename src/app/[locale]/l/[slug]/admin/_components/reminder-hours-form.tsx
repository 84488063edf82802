"use client";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { useFormAction } from "@/components/ui/use-form-action";
import { REMINDER_HOURS } from "@/lib/notifications/kinds";
import { saveReminderHours } from "@/server/actions/save-reminder-hours";

/** The organiser's choice for a league: how many hours before a night its reminder goes out. */
export function ReminderHoursForm({ slug, hours }: { slug: string; hours: number }) {
  const t = useTranslations("admin.reminder");
  const err = useErrorText();
  const [state, onSubmit, pending] = useFormAction(saveReminderHours);
  return (
    <form onSubmit={onSubmit} className="card space-y-3" noValidate aria-labelledby="reminder-hours">
      <h2 id="reminder-hours" className="h2">
        {t("title")}
      </h2>
      <p className="text-sm text-stone-600">{t("intro")}</p>
      <input type="hidden" name="leagueSlug" value={slug} />
      <Field
        name="reminderHours"
        id="reminder-hours-input"
        type="number"
        inputMode="numeric"
        min={REMINDER_HOURS.min}
        max={REMINDER_HOURS.max}
        label={t("hours")}
        defaultValue={hours}
        errors={state && !state.ok ? state.fieldErrors?.reminderHours?.map((k) => err(k) ?? k) : undefined}
      />
      <FormMessage
        message={state?.ok ? t("saved") : state && !state.ok ? err(state.formError) : null}
        tone={state?.ok ? "success" : "error"}
      />
      <button type="submit" className="btn-secondary w-full" disabled={pending}>
        {t("save")}
      </button>
    </form>
  );
}
