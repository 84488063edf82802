"use client";
import { useFormatter, useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { OneTimeLink } from "@/components/account/one-time-link";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { createInvite } from "@/server/actions/create-invite";

type Shown = { playerId: string; name: string; id: string; token: string; expiresAt: string };

/**
 * Invitations at the table (decision 0024): for each seated player without an account, the organiser makes the
 * invitation (decision 0013's machinery, as a player linked to that seat's player record) and shows its QR right here.
 * Accepting it lands the player on their own dealt card.
 */
export function SeatInvites({ slug, players }: { slug: string; players: { id: string; name: string }[] }) {
  const t = useTranslations("night.invite");
  const err = useErrorText();
  const format = useFormatter();
  const [pending, start] = useTransition();
  const [shown, setShown] = useState<Shown | null>(null);
  const [error, setError] = useState<string | null>(null);
  const origin = typeof window === "undefined" ? "" : window.location.origin;

  const make = (player: { id: string; name: string }) =>
    start(async () => {
      const res = await createInvite({
        leagueSlug: slug,
        role: "player",
        canRecordResults: false,
        playerId: player.id,
      });
      if (res.ok) {
        setShown({ playerId: player.id, name: player.name, ...res.data });
        setError(null);
      } else {
        setShown(null);
        setError(err(res.fieldErrors?.playerId?.[0] ?? res.formError) ?? null);
      }
    });

  return (
    <section aria-labelledby="seat-invites-title" className="card space-y-3" data-testid="seat-invites">
      <h2 id="seat-invites-title" className="h2">
        {t("title")}
      </h2>
      <p className="text-sm text-stone-600">{t("intro")}</p>
      <FormMessage message={error} />
      <ul className="flex flex-wrap gap-2">
        {players.map((p) => (
          <li key={p.id}>
            <button type="button" className="btn-secondary" onClick={() => make(p)} disabled={pending}>
              {t("make", { name: p.name })}
            </button>
          </li>
        ))}
      </ul>
      {shown && (
        <OneTimeLink
          key={shown.id}
          url={`${origin}/invite/${shown.token}`}
          title={t("linkFor", { name: shown.name })}
          qrLabel={t("qr", { name: shown.name })}
          note={t("note", {
            date: format.dateTime(new Date(shown.expiresAt), { dateStyle: "medium", timeStyle: "short" }),
          })}
          copyLabel={t("copy")}
          copiedLabel={t("copied")}
          testId="seat-invite-link"
        />
      )}
    </section>
  );
}
