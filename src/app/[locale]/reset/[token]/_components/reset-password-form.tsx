"use client";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { type FormEvent, useState, useTransition } from "react";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import type { ActionResult } from "@/server/action";
import { resetPasswordFormAction } from "@/server/actions/reset-password";

/** New password twice; then signed in with it (every older session of the account has ended). */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("account");
  const err = useErrorText();
  const [state, setState] = useState<ActionResult<{ email: string }> | null>(null);
  const [pending, start] = useTransition();
  const fe = state && !state.ok ? state.fieldErrors : undefined;
  const errors = (name: string) => fe?.[name]?.map((k) => err(k)!);
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formData = new FormData(e.currentTarget);
    start(async () => {
      const res = await resetPasswordFormAction(null, formData);
      setState(res);
      if (res.ok) await signIn("credentials", { email: res.data.email, password: String(formData.get("password")), callbackUrl: "/" });
    });
  }
  return (
    <form onSubmit={onSubmit} className="card space-y-4" noValidate>
      <FormMessage message={state && !state.ok && state.formError !== "checkFields" ? err(state.formError) : null} />
      <input type="hidden" name="token" value={token} />
      <Field name="password" type="password" label={t("newPassword")} autoComplete="new-password" hint={t("passwordHint")} required errors={errors("password")} />
      <Field name="confirmPassword" type="password" label={t("confirmPassword")} autoComplete="new-password" required errors={errors("confirmPassword")} />
      <button type="submit" className="btn-primary w-full" disabled={pending || state?.ok}>{t("saveNewPassword")}</button>
    </form>
  );
}
