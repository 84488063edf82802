"use client";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { fieldErrorsOf } from "@/lib/forms/field-errors";
import { loginSchema } from "@/schemas/auth";

export function LoginForm({ callbackUrl, initialError }: { callbackUrl: string; initialError: string | null }) {
  const t = useTranslations("auth");
  const err = useErrorText();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(initialError);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = Object.fromEntries(new FormData(e.currentTarget));
    const parsed = loginSchema.safeParse(data);
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setFieldErrors({});
    setPending(true);
    const res = await signIn("credentials", { ...parsed.data, redirect: false });
    setPending(false);
    if (res?.ok && !res.error) window.location.assign(callbackUrl);
    else setFormError(res?.error ?? "CredentialsSignin");
  }

  const errors = (name: string) => fieldErrors[name]?.map((k) => err(k)!);
  return (
    <form onSubmit={onSubmit} className="card space-y-4" noValidate>
      <FormMessage message={err(formError)} />
      <Field name="email" type="email" label={t("email")} autoComplete="username" required errors={errors("email")} />
      <Field
        name="password"
        type="password"
        label={t("password")}
        autoComplete="current-password"
        required
        errors={errors("password")}
      />
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {t("submit")}
      </button>
    </form>
  );
}
