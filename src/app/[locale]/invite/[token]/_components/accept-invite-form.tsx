"use client";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { type FormEvent, useState, useTransition } from "react";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import type { ActionResult } from "@/server/action";
import { acceptInviteFormAction } from "@/server/actions/accept-invite";

type Result = ActionResult<{ email: string; leagueSlug: string }>;

/** Name, e-mail, password twice → account + membership + player link, then signed in and on the league's page. */
export function AcceptInviteForm({ token }: { token: string }) {
  const t = useTranslations("account");
  const err = useErrorText();
  const [state, setState] = useState<Result | null>(null);
  const [pending, start] = useTransition();
  const fe = state && !state.ok ? state.fieldErrors : undefined;
  const errors = (name: string) => fe?.[name]?.map((k) => err(k)!);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formData = new FormData(e.currentTarget);
    start(async () => {
      const res = await acceptInviteFormAction(null, formData);
      setState(res);
      if (res.ok) await signIn("credentials", { email: res.data.email, password: String(formData.get("password")), callbackUrl: `/l/${res.data.leagueSlug}` });
    });
  }

  return (
    <form onSubmit={onSubmit} className="card space-y-4" noValidate aria-labelledby="new-account">
      <h2 id="new-account" className="h2">{t("newAccount")}</h2>
      <FormMessage message={state && !state.ok && state.formError !== "checkFields" ? err(state.formError) : null} />
      <input type="hidden" name="token" value={token} />
      <Field name="name" label={t("name")} autoComplete="name" required errors={errors("name")} />
      <Field name="email" type="email" label={t("email")} autoComplete="email" required errors={errors("email")} />
      <Field name="password" type="password" label={t("password")} autoComplete="new-password" hint={t("passwordHint")} required errors={errors("password")} />
      <Field name="confirmPassword" type="password" label={t("confirmPassword")} autoComplete="new-password" required errors={errors("confirmPassword")} />
      <button type="submit" className="btn-primary w-full" disabled={pending || state?.ok}>{t("join")}</button>
    </form>
  );
}
