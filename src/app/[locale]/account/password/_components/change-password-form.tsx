"use client";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { type FormEvent, useState, useTransition } from "react";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import type { ActionResult } from "@/server/action";
import { changePasswordFormAction } from "@/server/actions/change-password";

/**
 * Current + new password. The change ends every session of the account, this one too, so the form signs in again
 * with the new password (a fresh token) and comes back here (decision 0014).
 */
export function ChangePasswordForm({ changed }: { changed: boolean }) {
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
      const res = await changePasswordFormAction(null, formData);
      setState(res);
      if (res.ok) await signIn("credentials", { email: res.data.email, password: String(formData.get("password")), callbackUrl: "/account/password?changed=1" });
    });
  }
  return (
    <form onSubmit={onSubmit} className="card space-y-4" noValidate>
      <FormMessage tone="success" message={changed && !state ? t("changed") : null} />
      <FormMessage message={state && !state.ok && state.formError !== "checkFields" ? err(state.formError) : null} />
      <Field name="currentPassword" type="password" label={t("currentPassword")} autoComplete="current-password" required errors={errors("currentPassword")} />
      <Field name="password" type="password" label={t("newPassword")} autoComplete="new-password" hint={t("passwordHint")} required errors={errors("password")} />
      <Field name="confirmPassword" type="password" label={t("confirmPassword")} autoComplete="new-password" required errors={errors("confirmPassword")} />
      <button type="submit" className="btn-primary w-full" disabled={pending || state?.ok}>{t("change")}</button>
    </form>
  );
}
