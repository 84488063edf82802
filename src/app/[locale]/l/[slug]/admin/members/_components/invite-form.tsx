"use client";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { OneTimeLink } from "@/components/account/one-time-link";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { useFormAction } from "@/components/ui/use-form-action";
import { createInvite } from "@/server/actions/create-invite";

/** "Invita": role, result-recording right, optionally a player record without login → a one-time link and its QR. */
export function InviteForm({ leagueSlug, players }: { leagueSlug: string; players: { id: string; name: string }[] }) {
  const t = useTranslations("admin.members");
  const err = useErrorText();
  const format = useFormatter();
  const [state, onSubmit, pending] = useFormAction(createInvite);
  const fe = state && !state.ok ? state.fieldErrors : undefined;
  // the link just created stays until the organiser hides it: a revalidated page (another invite redeemed, a
  // member added) re-renders this form but must not take the link away (issue 22 §5)
  const [dismissed, setDismissed] = useState<string | null>(null);
  const shown = state?.ok && state.data.id !== dismissed ? state.data : null;
  const playerErrors = fe?.playerId?.map((k) => err(k)!);
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600">{t("inviteIntro")}</p>
      <form onSubmit={onSubmit} className="space-y-3" noValidate aria-label={t("invite")}>
        <FormMessage message={state && !state.ok ? err(state.formError) : null} />
        <input type="hidden" name="leagueSlug" value={leagueSlug} />
        <div>
          <label className="label" htmlFor="invite-role">
            {t("role")}
          </label>
          <select id="invite-role" name="role" className="input" defaultValue="player">
            <option value="player">{t("roles.player")}</option>
            <option value="organiser">{t("roles.organiser")}</option>
          </select>
        </div>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" name="canRecordResults" className="size-5" />
          {t("canRecordResults")}
        </label>
        <div>
          <label className="label" htmlFor="invite-player">
            {t("player")}
          </label>
          <select
            id="invite-player"
            name="playerId"
            className="input"
            defaultValue=""
            aria-invalid={Boolean(playerErrors)}
            aria-describedby={playerErrors ? "invite-player-error" : undefined}
          >
            <option value="">{t("noPlayer")}</option>
            {players.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
          {playerErrors && (
            <p id="invite-player-error" className="field-error">
              {playerErrors.join(" ")}
            </p>
          )}
        </div>
        <button type="submit" className="btn-primary w-full" disabled={pending}>
          {t("createInvite")}
        </button>
      </form>
      {shown && (
        <div className="space-y-2">
          <OneTimeLink
            key={shown.id}
            url={`${origin}/invite/${shown.token}`}
            title={t("inviteLink")}
            qrLabel={t("inviteQr")}
            note={t("shownOnce", {
              date: format.dateTime(new Date(shown.expiresAt), { dateStyle: "medium", timeStyle: "short" }),
            })}
            copyLabel={t("copy")}
            copiedLabel={t("copied")}
            testId="invite-link"
          />
          <button
            type="button"
            className="btn-secondary w-full"
            onClick={() => setDismissed(shown.id)}
            data-testid="invite-link-dismiss"
          >
            {t("dismissLink")}
          </button>
        </div>
      )}
    </div>
  );
}
