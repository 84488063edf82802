"use client";
import { useFormatter, useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { OneTimeLink } from "@/components/account/one-time-link";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { useFormAction } from "@/components/ui/use-form-action";
import { createResetLink } from "@/server/actions/create-reset-link";
import { removeMember } from "@/server/actions/remove-member";

/** A reset link for a member who forgot their password (refused when the account belongs to other leagues too). */
export function ResetLinkButton({
  leagueSlug,
  membershipId,
  name,
}: {
  leagueSlug: string;
  membershipId: string;
  name: string;
}) {
  const t = useTranslations("admin.members");
  const err = useErrorText();
  const format = useFormatter();
  const [pending, start] = useTransition();
  const [result, setResult] = useState<Awaited<ReturnType<typeof createResetLink>> | null>(null);
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return (
    <div className="space-y-2">
      <button
        type="button"
        className="btn-secondary"
        disabled={pending}
        onClick={() => start(async () => setResult(await createResetLink({ leagueSlug, membershipId })))}
      >
        {t("resetLink")}
      </button>
      <FormMessage message={result && !result.ok ? err(result.formError) : null} />
      {result?.ok && (
        <OneTimeLink
          url={`${origin}/reset/${result.data.token}`}
          title={t("resetLinkTitle", { name })}
          qrLabel={t("resetQr", { name })}
          note={t("resetShownOnce", {
            name,
            date: format.dateTime(new Date(result.data.expiresAt), { dateStyle: "medium", timeStyle: "short" }),
          })}
          copyLabel={t("copy")}
          copiedLabel={t("copied")}
          testId="reset-link"
        />
      )}
    </div>
  );
}

/** Removal, behind a confirmation step. */
export function RemoveMemberForm({
  leagueSlug,
  membershipId,
  name,
}: {
  leagueSlug: string;
  membershipId: string;
  name: string;
}) {
  const t = useTranslations("admin.members");
  const err = useErrorText();
  const [state, onSubmit, pending] = useFormAction(removeMember);
  if (state?.ok) return <FormMessage tone="success" message={t("removed")} />;
  return (
    <details>
      <summary className="cursor-pointer text-sm font-medium text-red-800">{t("remove")}</summary>
      <form onSubmit={onSubmit} className="mt-2 space-y-2">
        <input type="hidden" name="leagueSlug" value={leagueSlug} />
        <input type="hidden" name="membershipId" value={membershipId} />
        <p className="text-sm">{t("removeConfirm", { name })}</p>
        <button type="submit" className="btn-secondary border-red-300 text-red-800" disabled={pending}>
          {t("removeYes", { name })}
        </button>
        <FormMessage message={state && !state.ok ? err(state.formError) : null} />
      </form>
    </details>
  );
}
