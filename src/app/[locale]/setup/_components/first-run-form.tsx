"use client";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { useFormAction } from "@/components/ui/use-form-action";
import { firstRunFormAction } from "@/server/actions/first-run";

export function FirstRunForm() {
  const t = useTranslations("auth");
  const err = useErrorText();
  const [state, onSubmit, pending] = useFormAction(firstRunFormAction);
  const password = useRef("");
  const fe = state && !state.ok ? state.fieldErrors : undefined;
  const errors = (name: string) => fe?.[name]?.map((k) => err(k)!);

  useEffect(() => {
    if (state?.ok) {
      void signIn("credentials", { email: state.data.email, password: password.current, callbackUrl: `/l/${state.data.leagueSlug}` });
    }
  }, [state]);

  return (
    <form onSubmit={onSubmit} className="card space-y-4" noValidate>
      <FormMessage message={state && !state.ok ? err(state.formError) : null} />
      <Field name="name" label={t("name")} autoComplete="name" required errors={errors("name")} />
      <Field name="email" type="email" label={t("email")} autoComplete="email" required errors={errors("email")} />
      <Field name="password" type="password" label={t("password")} autoComplete="new-password" required errors={errors("password")} onChange={(e) => (password.current = e.target.value)} />
      <Field name="confirmPassword" type="password" label={t("confirmPassword")} autoComplete="new-password" required errors={errors("confirmPassword")} />
      <Field name="leagueName" label={t("leagueName")} defaultValue="Italy War" required errors={errors("leagueName")} />
      <button type="submit" className="btn-primary w-full" disabled={pending || state?.ok}>
        {t("create")}
      </button>
    </form>
  );
}
