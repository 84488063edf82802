"use client";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { useFormAction } from "@/components/ui/use-form-action";
import { ARMY_COLORS } from "@/lib/army-colors";
import type { AdminPlayer } from "@/server/queries/admin";
import { savePlayerFormAction } from "@/server/actions/save-player";

export function PlayerForm({ leagueSlug, player }: { leagueSlug: string; player?: AdminPlayer }) {
  const t = useTranslations("admin.players");
  const tc = useTranslations("colors");
  const err = useErrorText();
  const [state, onSubmit, pending] = useFormAction(savePlayerFormAction);
  const fe = state && !state.ok ? state.fieldErrors : undefined;
  const errors = (name: string) => fe?.[name]?.map((k) => err(k)!);
  const prefix = player ? `p-${player.id}` : "new-player";
  const formRef = useRef<HTMLFormElement>(null);
  // A new player was added: empty the form for the next one (after an error the typed values stay).
  useEffect(() => {
    if (state?.ok && !player) formRef.current?.reset();
  }, [state, player]);
  return (
    <form ref={formRef} onSubmit={onSubmit} className="space-y-3" noValidate>
      <FormMessage message={state && !state.ok ? err(state.formError) : null} />
      <FormMessage tone="success" message={state?.ok ? t("saved") : null} />
      <input type="hidden" name="leagueSlug" value={leagueSlug} />
      {player && <input type="hidden" name="playerId" value={player.id} />}
      <Field id={`${prefix}-name`} name="displayName" label={t("displayName")} defaultValue={player?.displayName} required errors={errors("displayName")} />
      <Field id={`${prefix}-nick`} name="nickname" label={t("nickname")} defaultValue={player?.nickname ?? ""} errors={errors("nickname")} />
      <Field id={`${prefix}-army`} name="armyName" label={t("armyName")} defaultValue={player?.armyName ?? ""} placeholder="BRIGATE NERE" errors={errors("armyName")} />
      <div>
        <label className="label" htmlFor={`${prefix}-color`}>{t("armyColor")}</label>
        <select id={`${prefix}-color`} name="armyColor" className="input" defaultValue={player?.armyColor ?? "blu"}>
          {ARMY_COLORS.map((c) => (
            <option key={c} value={c}>{tc(c)}</option>
          ))}
        </select>
      </div>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" name="active" defaultChecked={player?.active ?? true} className="size-5" />
        {t("active")}
      </label>
      <button type="submit" className="btn-primary" disabled={pending}>
        {player ? t("save") : t("create")}
      </button>
    </form>
  );
}
