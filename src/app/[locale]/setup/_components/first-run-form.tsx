"use client";
import { useTranslations } from "next-intl";
import { PlaysTooFields } from "@/components/account/plays-too-fields";
import { Field } from "@/components/ui/field";
import { NewPasswordFields } from "@/components/ui/new-password-fields";
import { FormMessage } from "@/components/ui/form-error";
import { useSubmitThenSignIn } from "@/components/ui/use-submit-then-sign-in";
import { completeFirstRun } from "@/server/actions/first-run";

export function FirstRunForm() {
  const t = useTranslations("auth");
  const { state, pending, onSubmit, formError, errors } = useSubmitThenSignIn(
    completeFirstRun,
    (data) => `/l/${data.leagueSlug}`,
  );
  return (
    <form onSubmit={onSubmit} className="card space-y-4" noValidate>
      <FormMessage message={formError} />
      <Field name="name" label={t("name")} autoComplete="name" required errors={errors("name")} />
      <Field name="email" type="email" label={t("email")} autoComplete="email" required errors={errors("email")} />
      <NewPasswordFields errors={errors} fresh />
      <Field
        name="leagueName"
        label={t("leagueName")}
        defaultValue="Italy War"
        required
        errors={errors("leagueName")}
      />
      <PlaysTooFields errors={errors("playerName")} />
      <button type="submit" className="btn-primary w-full" disabled={pending || state?.ok}>
        {t("create")}
      </button>
    </form>
  );
}
