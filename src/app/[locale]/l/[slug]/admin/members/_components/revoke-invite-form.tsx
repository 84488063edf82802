"use client";
import { useTranslations } from "next-intl";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { useFormAction } from "@/components/ui/use-form-action";
import { revokeInvite } from "@/server/actions/revoke-invite";

export function RevokeInviteForm({
  leagueSlug,
  inviteId,
  label,
}: {
  leagueSlug: string;
  inviteId: string;
  label: string;
}) {
  const t = useTranslations("admin.members");
  const err = useErrorText();
  const [state, onSubmit, pending] = useFormAction(revokeInvite);
  return (
    <form onSubmit={onSubmit}>
      <input type="hidden" name="leagueSlug" value={leagueSlug} />
      <input type="hidden" name="inviteId" value={inviteId} />
      <button type="submit" className="btn-secondary" disabled={pending} aria-label={label}>
        {t("revoke")}
      </button>
      <FormMessage message={state && !state.ok ? err(state.formError) : null} />
    </form>
  );
}
