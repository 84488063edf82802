"use client";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { useFormAction } from "@/components/ui/use-form-action";
import { requestPasswordReset } from "@/server/actions/request-password-reset";

export function ForgotPasswordForm() {
  const t = useTranslations("account");
  const err = useErrorText();
  const [state, onSubmit, pending] = useFormAction(requestPasswordReset);
  const fe = state && !state.ok ? state.fieldErrors : undefined;
  return (
    <form onSubmit={onSubmit} className="card space-y-4" noValidate>
      <p className="text-sm text-stone-600">{t("forgotIntro")}</p>
      <FormMessage message={state && !state.ok && state.formError !== "checkFields" ? err(state.formError) : null} />
      <FormMessage tone="success" message={state?.ok ? t("forgotSent") : null} />
      <Field
        name="email"
        type="email"
        label={t("email")}
        autoComplete="username"
        required
        errors={fe?.email?.map((k) => err(k)!)}
      />
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {t("forgotSend")}
      </button>
    </form>
  );
}
