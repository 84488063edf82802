"use client";
import { useTranslations } from "next-intl";
import { Field } from "./field";

/**
 * Choosing a password: the password with its rule, and the same again. One block for every form that sets one (first
 * run, invite, reset, change), so the rule and the autocomplete hints that let a phone suggest a strong one agree.
 * `fresh`: the account's first password ("Password"), else a replacement ("Nuova password").
 */
export function NewPasswordFields({
  errors,
  fresh = false,
}: {
  errors: (name: "password" | "confirmPassword") => string[] | undefined;
  fresh?: boolean;
}) {
  const t = useTranslations("auth");
  return (
    <>
      <Field
        name="password"
        type="password"
        label={fresh ? t("password") : t("newPassword")}
        autoComplete="new-password"
        hint={t("passwordHint")}
        required
        errors={errors("password")}
      />
      <Field
        name="confirmPassword"
        type="password"
        label={t("confirmPassword")}
        autoComplete="new-password"
        required
        errors={errors("confirmPassword")}
      />
    </>
  );
}
