import { getFormatter, getTranslations } from "next-intl/server";
import { deviceLabel } from "@/lib/display/device";
import type { Board } from "@/components/objectives/board";
import { ObjectiveCard } from "@/components/objectives/objective-card";
import type { GameNight } from "@/server/queries/game-night";
import { TableHead } from "@/components/ui/table-head";

/** After the game: every card with its salt and commitment check, who viewed which card, and the re-deals. */
export async function RevealedObjectives({ night, board }: { night: GameNight; board: Board }) {
  const [t, format] = await Promise.all([getTranslations("gameNight.revealed"), getFormatter()]);
  const seatName = new Map(night.seats.map((s) => [s.id, s.player.displayName]));
  return (
    <section aria-labelledby="revealed-title" className="space-y-4" data-testid="revealed-objectives">
      <h2 id="revealed-title" className="h2">
        {t("title")}
      </h2>
      <p className="text-sm text-stone-600">{t("intro")}</p>
      {night.revealed!.map((r) => (
        <details key={r.seatId} className="card" data-testid="revealed-seat">
          <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 font-semibold">
            <span>
              {seatName.get(r.seatId)}
              {r.card && (
                <span className="block text-sm font-normal text-stone-600">{`${r.card.number} · ${r.card.name} (${r.card.total})`}</span>
              )}
            </span>
            {r.commitment && (
              <span className={r.commitmentVerified ? "text-green-700" : "text-red-700"}>
                {r.commitmentVerified ? "✓" : "✗"}
              </span>
            )}
          </summary>
          <div className="mt-3 space-y-2">
            {r.card ? (
              <ObjectiveCard card={r.card} board={board} showMap={false} />
            ) : (
              <p className="text-sm">{t("noObjective")}</p>
            )}
            {r.commitment && (
              <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
                <dt className="text-stone-500">{t("salt")}</dt>
                <dd className="break-all font-mono">{r.salt}</dd>
                <dt className="text-stone-500">SHA-256</dt>
                <dd className="break-all font-mono">{r.commitment}</dd>
                <dt className="sr-only">{t("verified")}</dt>
                <dd className={`col-span-2 font-semibold ${r.commitmentVerified ? "text-green-700" : "text-red-700"}`}>
                  {r.commitmentVerified ? `✓ ${t("verified")}` : `✗ ${t("notVerified")}`}
                </dd>
              </dl>
            )}
          </div>
        </details>
      ))}

      <div className="space-y-2">
        <h3 className="font-semibold">{t("views")}</h3>
        {night.viewLog!.length === 0 ? (
          <p className="text-sm">{t("noViews")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="view-log">
              <caption className="sr-only">{t("viewsCaption")}</caption>
              <TableHead
                cell=""
                className="text-stone-500"
                columns={[t("seat"), t("viewer"), t("when"), t("via"), t("device")]}
              />
              <tbody>
                {night.viewLog!.map((v, i) => (
                  <tr key={i} className="border-t border-stone-100 align-top">
                    <th scope="row" className="py-1 pr-2 text-left font-medium">
                      {seatName.get(v.seatId)}
                    </th>
                    <td className="pr-2">{v.viewer ?? t("anonymous")}</td>
                    <td className="pr-2 tabular-nums">
                      {format.dateTime(v.viewedAt, { dateStyle: "short", timeStyle: "medium" })}
                    </td>
                    <td className="pr-2">{t(v.via === "link" ? "via_link" : "via_account")}</td>
                    <td className="max-w-[10rem] truncate text-xs text-stone-500" title={v.device ?? ""}>
                      {deviceLabel(v.device) ?? "—"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>

      {night.redeals!.length > 0 && (
        <div className="space-y-1">
          <h3 className="font-semibold">{t("redeals")}</h3>
          <ul className="list-disc pl-5 text-sm">
            {night.redeals!.map((r, i) => (
              <li key={i}>
                {t("redealBy", {
                  when: format.dateTime(r.at, { dateStyle: "short", timeStyle: "short" }),
                  who: r.actor ?? "—",
                  reason: r.reason ?? t("noReason"),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
