"use client";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-error";
import { useFormAction } from "@/components/ui/use-form-action";
import { editScheduledNight } from "@/server/actions/edit-scheduled-night";
import { scheduleNight } from "@/server/actions/schedule-night";
import { useScheduleError } from "./use-schedule-error";

type Values = { date: string; time: string; place: string; note: string };

/** Schedule a night (seasons: the active ones to choose from when there are several) or edit one (nightId). */
export function NightForm(props: {
  slug: string;
  nightId?: string;
  values?: Values;
  seasons?: { edition: number; name: string }[];
  minDate: string;
}) {
  const t = useTranslations("schedule.form");
  const errorText = useScheduleError();
  const [state, onSubmit, pending] = useFormAction(props.nightId ? editScheduledNight : scheduleNight);
  const errors = (field: string) =>
    state && !state.ok ? state.fieldErrors?.[field]?.map((k) => errorText(k) ?? k) : undefined;
  const idPrefix = props.nightId ? `edit-${props.nightId}` : "new-night";
  const form = useRef<HTMLFormElement>(null);
  // a night scheduled: the form starts empty for the next one (an edit keeps what it saved)
  useEffect(() => {
    if (state?.ok && !props.nightId) form.current?.reset();
  }, [state, props.nightId]);
  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      className="space-y-3"
      noValidate
      data-testid={props.nightId ? `edit-night-${props.nightId}` : "new-night-form"}
    >
      <input type="hidden" name="leagueSlug" value={props.slug} />
      {props.nightId && <input type="hidden" name="nightId" value={props.nightId} />}
      {props.seasons && props.seasons.length > 1 && (
        <div>
          <label htmlFor={`${idPrefix}-season`} className="label">
            {t("season")}
          </label>
          <select id={`${idPrefix}-season`} name="season" className="input" required defaultValue="">
            <option value="" disabled>
              —
            </option>
            {props.seasons.map((s) => (
              <option key={s.edition} value={s.edition}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="grid grid-cols-2 gap-3">
        <Field
          id={`${idPrefix}-date`}
          name="date"
          type="date"
          label={t("date")}
          required
          min={props.minDate}
          defaultValue={props.values?.date}
          errors={errors("date")}
        />
        <Field
          id={`${idPrefix}-time`}
          name="time"
          type="time"
          label={t("time")}
          required
          defaultValue={props.values?.time ?? "21:00"}
          errors={errors("time")}
        />
      </div>
      <Field
        id={`${idPrefix}-place`}
        name="place"
        label={t("place")}
        required
        maxLength={120}
        defaultValue={props.values?.place}
        errors={errors("place")}
      />
      <Field
        id={`${idPrefix}-note`}
        name="note"
        label={t("note")}
        maxLength={500}
        defaultValue={props.values?.note}
        errors={errors("note")}
      />
      {state && !state.ok && !state.fieldErrors && <FormMessage message={errorText(state.formError)} />}
      {state?.ok && <FormMessage tone="success" message={t("saved")} />}
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {props.nightId ? t("save") : t("submit")}
      </button>
    </form>
  );
}
