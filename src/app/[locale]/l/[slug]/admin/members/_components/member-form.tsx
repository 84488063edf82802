"use client";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { useFormAction } from "@/components/ui/use-form-action";
import { createMemberFormAction } from "@/server/actions/create-member";

export function MemberForm({ leagueSlug, players }: { leagueSlug: string; players: { id: string; name: string }[] }) {
  const t = useTranslations("admin.members");
  const err = useErrorText();
  const [state, onSubmit, pending] = useFormAction(createMemberFormAction);
  const fe = state && !state.ok ? state.fieldErrors : undefined;
  const errors = (name: string) => fe?.[name]?.map((k) => err(k)!);
  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate>
      <FormMessage message={state && !state.ok ? err(state.formError) : null} />
      <FormMessage tone="success" message={state?.ok ? t("created") : null} />
      <input type="hidden" name="leagueSlug" value={leagueSlug} />
      <Field name="name" label={t("name")} errors={errors("name")} />
      <Field name="email" type="email" label={t("email")} autoComplete="off" errors={errors("email")} />
      <Field name="password" type="password" label={t("password")} autoComplete="new-password" hint={t("passwordHint")} errors={errors("password")} />
      <div>
        <label className="label" htmlFor="member-player">{t("player")}</label>
        <select id="member-player" name="playerId" className="input" defaultValue="">
          <option value="">{t("noPlayer")}</option>
          {players.map((p) => (
            <option key={p.id} value={p.id}>{p.name}</option>
          ))}
        </select>
        {errors("playerId") && <p className="field-error">{errors("playerId")!.join(" ")}</p>}
      </div>
      <div>
        <label className="label" htmlFor="member-role">{t("role")}</label>
        <select id="member-role" name="role" className="input" defaultValue="player">
          <option value="player">{t("roles.player")}</option>
          <option value="organiser">{t("roles.organiser")}</option>
        </select>
      </div>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" name="canRecordResults" className="size-5" />
        {t("canRecordResults")}
      </label>
      <button type="submit" className="btn-primary" disabled={pending}>{t("create")}</button>
    </form>
  );
}
