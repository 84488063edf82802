"use client";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { type FormEvent, useState, useTransition } from "react";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import type { ActionResult } from "@/server/action";
import { firstRunFormAction } from "@/server/actions/first-run";

type Result = ActionResult<{ leagueSlug: string; email: string }>;

export function FirstRunForm() {
  const t = useTranslations("auth");
  const err = useErrorText();
  const [state, setState] = useState<Result | null>(null);
  const [pending, start] = useTransition();
  const fe = state && !state.ok ? state.fieldErrors : undefined;
  const errors = (name: string) => fe?.[name]?.map((k) => err(k)!);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formData = new FormData(e.currentTarget);
    start(async () => {
      const res = await firstRunFormAction(null, formData);
      setState(res);
      // Sign in within the same handler: once the organiser exists this page is replaced (it stops being the
      // first-run page), so an effect after the re-render would never run.
      if (res.ok) await signIn("credentials", { email: res.data.email, password: String(formData.get("password")), callbackUrl: `/l/${res.data.leagueSlug}` });
    });
  }

  return (
    <form onSubmit={onSubmit} className="card space-y-4" noValidate>
      <FormMessage message={state && !state.ok ? err(state.formError) : null} />
      <Field name="name" label={t("name")} autoComplete="name" required errors={errors("name")} />
      <Field name="email" type="email" label={t("email")} autoComplete="email" required errors={errors("email")} />
      <Field name="password" type="password" label={t("password")} autoComplete="new-password" required errors={errors("password")} />
      <Field name="confirmPassword" type="password" label={t("confirmPassword")} autoComplete="new-password" required errors={errors("confirmPassword")} />
      <Field name="leagueName" label={t("leagueName")} defaultValue="Italy War" required errors={errors("leagueName")} />
      <button type="submit" className="btn-primary w-full" disabled={pending || state?.ok}>
        {t("create")}
      </button>
    </form>
  );
}
