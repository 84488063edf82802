"use client";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { useFormAction } from "@/components/ui/use-form-action";
import { setMemberPasswordFormAction } from "@/server/actions/set-member-password";

export function MemberPasswordForm({ leagueSlug, membershipId }: { leagueSlug: string; membershipId: string }) {
  const t = useTranslations("admin.members");
  const err = useErrorText();
  const [state, onSubmit, pending] = useFormAction(setMemberPasswordFormAction);
  const fe = state && !state.ok ? state.fieldErrors : undefined;
  return (
    <details>
      <summary className="cursor-pointer text-sm font-medium text-brand-800">{t("setPassword")}</summary>
      <form onSubmit={onSubmit} className="mt-2 space-y-2" noValidate>
        <input type="hidden" name="leagueSlug" value={leagueSlug} />
        <input type="hidden" name="membershipId" value={membershipId} />
        <Field id={`pw-${membershipId}`} name="password" type="password" autoComplete="new-password" label={t("newPassword")} hint={t("passwordHint")} errors={fe?.password?.map((k) => err(k)!)} />
        <button type="submit" className="btn-secondary" disabled={pending}>{t("setPassword")}</button>
        <FormMessage message={state && !state.ok ? err(state.formError) : null} />
        <FormMessage tone="success" message={state?.ok ? t("passwordSet") : null} />
      </form>
    </details>
  );
}
