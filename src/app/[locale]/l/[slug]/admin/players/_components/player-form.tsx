"use client";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { OfflineStatus } from "@/components/offline/offline-status";
import { useFormDraft } from "@/components/offline/use-draft";
import { formEntries, toFormData, useOfflineSubmit } from "@/components/offline/use-offline-submit";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { ARMY_COLORS } from "@/lib/display/army-colors";
import type { ActionResult } from "@/server/action";
import type { AdminPlayer } from "@/server/queries/admin";
import { savePlayer } from "@/server/actions/save-player";

/**
 * Adds or edits a player. Offline-safe (decision 0025): what is typed is kept on the phone, and a save without a
 * connection waits in the phone's outbox with its submission id, so the player is created once when it returns.
 */
export function PlayerForm({ leagueSlug, player }: { leagueSlug: string; player?: AdminPlayer }) {
  const t = useTranslations("admin.players");
  const tc = useTranslations("colors");
  const err = useErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<ActionResult<{ id: string }> | null>(null);
  const name = `player:${leagueSlug}:${player?.id ?? "new"}`;
  const clearDraft = useFormDraft(formRef, name);
  const offline = useOfflineSubmit({
    form: name,
    send: (entries: [string, string][], submissionId: string) => savePlayer(toFormData(entries, { submissionId })),
    onAnswer: (res) => {
      setState(res);
      if (!res.ok) return;
      clearDraft();
      if (!player) formRef.current?.reset(); // ready for the next new player
    },
  });
  const fe = state && !state.ok ? state.fieldErrors : undefined;
  const errors = (name: string) => fe?.[name]?.map((k) => err(k)!);
  const prefix = player ? `p-${player.id}` : "new-player";
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setState(null);
    void offline.submit(formEntries(e.currentTarget));
  };
  return (
    <form ref={formRef} onSubmit={onSubmit} className="space-y-3" noValidate>
      <FormMessage message={state && !state.ok ? err(state.formError) : null} />
      <FormMessage tone="success" message={state?.ok ? t("saved") : null} />
      <OfflineStatus status={offline.status} />
      <input type="hidden" name="leagueSlug" value={leagueSlug} />
      {player && <input type="hidden" name="playerId" value={player.id} />}
      <Field
        id={`${prefix}-name`}
        name="displayName"
        label={t("displayName")}
        defaultValue={player?.displayName}
        required
        errors={errors("displayName")}
      />
      <Field
        id={`${prefix}-nick`}
        name="nickname"
        label={t("nickname")}
        defaultValue={player?.nickname ?? ""}
        errors={errors("nickname")}
      />
      <Field
        id={`${prefix}-army`}
        name="armyName"
        label={t("armyName")}
        defaultValue={player?.armyName ?? ""}
        placeholder="BRIGATE NERE"
        errors={errors("armyName")}
      />
      <div>
        <label className="label" htmlFor={`${prefix}-color`}>
          {t("armyColor")}
        </label>
        <select id={`${prefix}-color`} name="armyColor" className="input" defaultValue={player?.armyColor ?? "blu"}>
          {ARMY_COLORS.map((c) => (
            <option key={c} value={c}>
              {tc(c)}
            </option>
          ))}
        </select>
      </div>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" name="active" defaultChecked={player?.active ?? true} className="size-5" />
        {t("active")}
      </label>
      <button type="submit" className="btn-primary" disabled={offline.pending}>
        {player ? t("save") : t("create")}
      </button>
    </form>
  );
}
