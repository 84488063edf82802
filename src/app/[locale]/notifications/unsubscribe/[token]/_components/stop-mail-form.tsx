"use client";
import { useTranslations } from "next-intl";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { useFormAction } from "@/components/ui/use-form-action";
import { stopNotificationMail } from "@/server/actions/stop-notification-mail";

export function StopMailForm({ token }: { token: string }) {
  const t = useTranslations("notifications.settings");
  const err = useErrorText();
  const [state, onSubmit, pending] = useFormAction(stopNotificationMail);
  return (
    <form onSubmit={onSubmit} className="card space-y-3">
      <input type="hidden" name="token" value={token} />
      <FormMessage
        message={state?.ok ? t("unsubscribed") : state && !state.ok ? err(state.formError) : null}
        tone={state?.ok ? "success" : "error"}
      />
      <button type="submit" className="btn-primary w-full" disabled={pending || state?.ok}>
        {t("unsubscribeButton")}
      </button>
    </form>
  );
}
