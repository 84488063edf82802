"use client";
import { useTranslations } from "next-intl";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { useFormAction } from "@/components/ui/use-form-action";
import { linkPlayer } from "@/server/actions/link-player";
import { unlinkPlayer } from "@/server/actions/unlink-player";

/** Links a member without a player record to a player without a login (issue 22 §5, decision 0050). */
export function LinkPlayerForm({
  leagueSlug,
  membershipId,
  players,
}: {
  leagueSlug: string;
  membershipId: string;
  players: { id: string; name: string }[];
}) {
  const t = useTranslations("admin.members");
  const err = useErrorText();
  const [state, onSubmit, pending] = useFormAction(linkPlayer);
  const id = `link-${membershipId}`;
  const fieldError = state && !state.ok ? state.fieldErrors?.playerId?.map((k) => err(k)!).join(" ") : undefined;
  if (state?.ok) return <FormMessage tone="success" message={t("linkPlayerDone", { player: state.data.playerName })} />;
  return (
    <details>
      <summary className="cursor-pointer text-sm font-medium">{t("linkPlayer")}</summary>
      {players.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{t("noUnlinkedPlayers")}</p>
      ) : (
        <form onSubmit={onSubmit} className="mt-2 space-y-2" aria-label={t("linkPlayer")}>
          <input type="hidden" name="leagueSlug" value={leagueSlug} />
          <input type="hidden" name="membershipId" value={membershipId} />
          <p id={`${id}-hint`} className="text-sm text-stone-600">
            {t("linkPlayerHint")}
          </p>
          <div>
            <label className="label" htmlFor={`${id}-player`}>
              {t("linkPlayerSelect")}
            </label>
            <select
              id={`${id}-player`}
              name="playerId"
              className="input"
              aria-describedby={`${id}-hint`}
              aria-invalid={Boolean(fieldError)}
            >
              {players.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
            {fieldError && <p className="field-error">{fieldError}</p>}
          </div>
          <button type="submit" className="btn-secondary" disabled={pending}>
            {t("linkPlayerSubmit")}
          </button>
          <FormMessage message={state && !state.ok && !fieldError ? err(state.formError) : null} />
        </form>
      )}
    </details>
  );
}

/** Takes the login away from the member's player record (the membership stays). */
export function UnlinkPlayerForm({
  leagueSlug,
  playerId,
  playerName,
}: {
  leagueSlug: string;
  playerId: string;
  playerName: string;
}) {
  const t = useTranslations("admin.members");
  const err = useErrorText();
  const [state, onSubmit, pending] = useFormAction(unlinkPlayer);
  if (state?.ok) return <FormMessage tone="success" message={t("unlinked")} />;
  // a player seated in a game in play keeps its login until the game is over: the refusal comes as a field error
  const refusal =
    state && !state.ok ? (state.fieldErrors?.playerId?.map((k) => err(k)!).join(" ") ?? err(state.formError)) : null;
  return (
    <form onSubmit={onSubmit}>
      <input type="hidden" name="leagueSlug" value={leagueSlug} />
      <input type="hidden" name="playerId" value={playerId} />
      <button type="submit" className="btn-secondary" disabled={pending}>
        {t("unlinkPlayer", { player: playerName })}
      </button>
      <FormMessage message={refusal} />
    </form>
  );
}
