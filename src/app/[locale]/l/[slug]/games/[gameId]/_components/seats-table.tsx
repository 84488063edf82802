import { getFormatter, getTranslations } from "next-intl/server";
import { shortHash } from "@/lib/display/device";
import { armyHex } from "@/lib/display/army-colors";
import type { GameNightSeat, OpensWith } from "@/server/queries/game-night";
import { TableHead } from "@/components/ui/table-head";

/**
 * Seats in turn order with colours and the public commitment of each seat's objective. For members, how each seat's
 * card can be opened (fixed at the first deal, decision 0033) and every reveal link the organiser issued for a seat are
 * shown to the whole table (the organiser could open one themselves, or link an account of his to a player).
 */
export async function SeatsTable({ seats, showViewed }: { seats: GameNightSeat[]; showViewed: boolean }) {
  const [t, format] = await Promise.all([getTranslations("gameNight"), getFormatter()]);
  const time = (at: Date) => format.dateTime(at, { hour: "2-digit", minute: "2-digit" });
  // how the seat's card can be opened, fixed at the first deal: by the player's own account, by an account the named
  // organiser linked, or only by reveal links (how many, when the last)
  const opensText = (opens: OpensWith, links: { issued: number; lastAt: Date | null }) =>
    opens.by === "ownAccount"
      ? t("game.opensOwnAccount")
      : opens.by === "linkedAccount"
        ? t("game.opensLinkedAccount", { name: opens.linkedBy })
        : links.lastAt && links.issued > 0
          ? t("game.opensRevealLinkLast", { count: links.issued, time: time(links.lastAt) })
          : t("game.opensRevealLink", { count: links.issued });
  return (
    <section aria-labelledby="seats-title" className="space-y-2">
      <h2 id="seats-title" className="h2">
        {t("game.seats")}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="seats-table">
          <caption className="sr-only">{t("game.seatsCaption")}</caption>
          <TableHead
            cell="pr-2"
            className="text-stone-500"
            columns={[
              t("game.turn"),
              t("game.player"),
              t("game.commitment"),
              ...(showViewed ? [t("game.viewed")] : []),
            ]}
          />
          <tbody>
            {seats.map((s) => (
              <tr key={s.id} className="border-t border-stone-100 align-top" data-testid={`game-seat-${s.turnOrder}`}>
                <td className="py-2 pr-2 tabular-nums">{s.turnOrder}</td>
                <th scope="row" className="py-2 pr-2 text-left font-medium">
                  <span
                    aria-hidden
                    className="mr-1 inline-block size-3 rounded-full border border-stone-300"
                    style={{ background: armyHex(s.armyColor) }}
                  />
                  {s.player.displayName}
                  {s.isMine && <span className="ml-1 text-xs text-brand-700">({t("game.you")})</span>}
                  <span className="block text-xs font-normal text-stone-500">
                    {t(`colors.${s.armyColor}` as "colors.blu")}
                    {s.player.armyName ? ` · ${s.player.armyName}` : ""}
                  </span>
                  {s.opensWith && s.revealLinks && (
                    <span className="block text-xs font-normal text-stone-600" data-testid="card-binding">
                      {opensText(s.opensWith, s.revealLinks)}
                    </span>
                  )}
                  {s.opensWith?.by !== "revealLink" &&
                    s.revealLinks &&
                    (s.revealLinks.issued > 0 || s.player.cardByLink) && (
                      <span className="block text-xs font-normal text-amber-800" data-testid="reveal-links-issued">
                        {s.revealLinks.lastAt
                          ? t("game.linksIssued", {
                              count: s.revealLinks.issued,
                              time: format.dateTime(s.revealLinks.lastAt, { hour: "2-digit", minute: "2-digit" }),
                            })
                          : t("game.noLinkIssued")}
                      </span>
                    )}
                </th>
                <td className="py-2 pr-2">
                  {s.commitment ? (
                    // 8 characters on a phone; a tap shows the whole SHA-256 to check against the card after the game.
                    <details
                      className="font-mono text-[11px] leading-tight"
                      data-testid="commitment"
                      data-full={s.commitment}
                    >
                      <summary className="cursor-pointer">{shortHash(s.commitment)}…</summary>
                      <code className="block max-w-[11rem] break-all sm:max-w-none">{s.commitment}</code>
                    </details>
                  ) : (
                    "—"
                  )}
                </td>
                {showViewed && <td className="py-2">{s.viewed ? t("game.viewedYes") : t("game.viewedNo")}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-stone-500">{t("game.commitmentHint")}</p>
      {seats.some((s) => s.opensWith) && <p className="text-xs text-stone-500">{t("game.opensHint")}</p>}
    </section>
  );
}
