"use client";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { useFormAction } from "@/components/ui/use-form-action";
import { NOTIFICATION_KINDS } from "@/lib/notifications/kinds";
import { saveNotificationSettings } from "@/server/actions/save-notification-settings";
import type { NotificationSettings } from "@/server/queries/notification-settings";

/** One switch per kind and league (all on until switched off), quiet hours, and the e-mail fallback. */
export function NotificationSettingsForm({ settings }: { settings: NotificationSettings }) {
  const t = useTranslations("notifications.settings");
  const err = useErrorText();
  const [state, onSubmit, pending] = useFormAction(saveNotificationSettings);
  const fieldError = (name: string) =>
    state && !state.ok
      ? state.fieldErrors?.[name]?.map((k) => (t.has(`errors.${k}`) ? t(`errors.${k}`) : (err(k) ?? k)))
      : undefined;
  return (
    <form onSubmit={onSubmit} className="card space-y-4" noValidate data-testid="notification-settings">
      <h2 className="h2">{t("leagues")}</h2>
      {settings.leagues.length === 0 && <p className="text-sm text-stone-600">{t("noLeagues")}</p>}
      {settings.leagues.map((league) => (
        <fieldset key={league.id} className="space-y-1">
          <legend className="font-semibold">{league.name}</legend>
          {NOTIFICATION_KINDS.map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name="on[]"
                value={`${league.id}:${kind}`}
                defaultChecked={league.on.includes(kind)}
                className="size-5"
              />
              {t(`kinds.${kind}`)}
            </label>
          ))}
        </fieldset>
      ))}
      <fieldset className="space-y-2">
        <legend className="font-semibold">{t("quiet")}</legend>
        <p className="text-sm text-stone-600">{t("quietIntro")}</p>
        <div className="grid grid-cols-2 gap-3">
          <Field
            name="quietStart"
            type="time"
            label={t("quietStart")}
            defaultValue={settings.quietStart}
            errors={fieldError("quietStart")}
          />
          <Field
            name="quietEnd"
            type="time"
            label={t("quietEnd")}
            defaultValue={settings.quietEnd}
            errors={fieldError("quietEnd")}
          />
        </div>
      </fieldset>
      {settings.mailEnabled ? (
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" name="email" defaultChecked={settings.email} className="size-5" />
          {t("email")}
        </label>
      ) : (
        <p className="text-sm text-stone-600">{t("emailOff")}</p>
      )}
      <FormMessage
        message={state?.ok ? t("saved") : state && !state.ok ? err(state.formError) : null}
        tone={state?.ok ? "success" : "error"}
      />
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {t("save")}
      </button>
    </form>
  );
}
