"use client";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { NewPasswordFields } from "@/components/ui/new-password-fields";
import { FormMessage } from "@/components/ui/form-error";
import { useSubmitThenSignIn } from "@/components/ui/use-submit-then-sign-in";
import { changePassword } from "@/server/actions/change-password";

/**
 * Current + new password. The change ends every session of the account, this one too, so the form signs in again
 * with the new password (a fresh token) and comes back here (decision 0014).
 */
export function ChangePasswordForm({ changed }: { changed: boolean }) {
  const t = useTranslations("account");
  const { state, pending, onSubmit, formError, errors } = useSubmitThenSignIn(
    changePassword,
    () => "/account/password?changed=1",
  );
  return (
    <form onSubmit={onSubmit} className="card space-y-4" noValidate>
      <FormMessage tone="success" message={changed && !state ? t("changed") : null} />
      <FormMessage message={formError} />
      <Field
        name="currentPassword"
        type="password"
        label={t("currentPassword")}
        autoComplete="current-password"
        required
        errors={errors("currentPassword")}
      />
      <NewPasswordFields errors={errors} />
      <button type="submit" className="btn-primary w-full" disabled={pending || state?.ok}>
        {t("change")}
      </button>
    </form>
  );
}
