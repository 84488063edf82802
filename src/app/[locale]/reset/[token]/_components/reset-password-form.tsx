"use client";
import { useTranslations } from "next-intl";
import { NewPasswordFields } from "@/components/ui/new-password-fields";
import { FormMessage } from "@/components/ui/form-error";
import { useSubmitThenSignIn } from "@/components/ui/use-submit-then-sign-in";
import { resetPassword } from "@/server/actions/reset-password";

/** New password twice; then signed in with it (every older session of the account has ended). */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("account");
  const { state, pending, onSubmit, formError, errors } = useSubmitThenSignIn(resetPassword, () => "/");
  return (
    <form onSubmit={onSubmit} className="card space-y-4" noValidate>
      <FormMessage message={formError} />
      <input type="hidden" name="token" value={token} />
      <NewPasswordFields errors={errors} />
      <button type="submit" className="btn-primary w-full" disabled={pending || state?.ok}>
        {t("saveNewPassword")}
      </button>
    </form>
  );
}
