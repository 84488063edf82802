"use client";
import { useTranslations } from "next-intl";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { useFormAction } from "@/components/ui/use-form-action";
import type { AdminMember } from "@/server/queries/admin";
import { updateMember } from "@/server/actions/update-member";

export function MemberRoleForm({ leagueSlug, member }: { leagueSlug: string; member: AdminMember }) {
  const t = useTranslations("admin.members");
  const err = useErrorText();
  const [state, onSubmit, pending] = useFormAction(updateMember);
  const id = `m-${member.membershipId}`;
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="leagueSlug" value={leagueSlug} />
      <input type="hidden" name="membershipId" value={member.membershipId} />
      <div>
        <label className="label" htmlFor={`${id}-role`}>
          {t("role")}
        </label>
        <select id={`${id}-role`} name="role" className="input" defaultValue={member.role}>
          <option value="player">{t("roles.player")}</option>
          <option value="organiser">{t("roles.organiser")}</option>
        </select>
      </div>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" name="canRecordResults" defaultChecked={member.canRecordResults} className="size-5" />
        {t("canRecordResults")}
      </label>
      <button type="submit" className="btn-secondary" disabled={pending}>
        {t("update")}
      </button>
      <div className="w-full">
        <FormMessage message={state && !state.ok ? err(state.formError) : null} />
        <FormMessage tone="success" message={state?.ok ? t("updated") : null} />
      </div>
    </form>
  );
}
