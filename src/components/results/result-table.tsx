import { ScrollRegion } from "@/components/ui/scroll-region";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { ArmyBadge } from "@/components/leaderboard/army-badge";
import type { GameResultView } from "@/server/queries/game-result";
import { numeric, TableHead } from "@/components/ui/table-head";

/** A finished game's table: rank, player, turn, objective (public once finished), points and territories held. */
export async function ResultTable({ view }: { view: GameResultView }) {
  const [t, tc, format, locale] = await Promise.all([
    getTranslations("results"),
    getTranslations("common"),
    getFormatter(),
    getLocale(),
  ]);
  const seats = [...view.seats].sort((a, b) => (a.rank ?? 99) - (b.rank ?? 99) || a.turnOrder - b.turnOrder);
  const g = view.game;
  return (
    <div className="space-y-2">
      <ScrollRegion label={t("caption", { sequence: g.sequence })} hint={tc("scrollHint")}>
        <table className="w-full min-w-max text-sm" data-testid="result-table">
          <caption className="sr-only">{t("caption", { sequence: g.sequence })}</caption>
          <TableHead
            cell="px-2 py-2"
            className="border-b border-stone-300 text-xs text-stone-600"
            columns={[
              numeric(t("rank")),
              t("player"),
              numeric(t("turn")),
              t("objective"),
              numeric(t("objPoints")),
              numeric(t("points")),
            ]}
          />
          <tbody>
            {seats.map((s) => (
              <tr key={s.id} className="border-b border-stone-100 align-top">
                <td className="px-2 py-2 text-right font-semibold">{s.rank}</td>
                <th scope="row" className="px-2 py-2 text-left font-medium">
                  <ArmyBadge name={s.playerName} color={s.armyColor} />
                  {s.objectiveCompleted && (
                    <span className="ml-1 rounded bg-green-100 px-1 text-xs text-green-800">{t("completedMark")}</span>
                  )}
                  {s.eliminatedOrder !== null && (
                    <span className="block text-xs font-normal text-stone-500">
                      {s.eliminatedByName
                        ? t("eliminatedMarkBy", { order: s.eliminatedOrder, name: s.eliminatedByName })
                        : t("eliminatedMark", { order: s.eliminatedOrder })}
                    </span>
                  )}
                </th>
                <td className="px-2 py-2 text-right">{s.turnOrder}</td>
                <td className="px-2 py-2">{s.objective ? `${s.objective.number}. ${s.objective.name}` : "—"}</td>
                <td className="px-2 py-2 text-right tabular-nums">
                  {s.objectivePoints ?? "—"}
                  {s.objectiveTotal ? `/${s.objectiveTotal}` : ""}
                </td>
                <td className="px-2 py-2 text-right font-semibold tabular-nums">
                  {s.points === null
                    ? "—"
                    : format.number(s.points, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="text-sm text-stone-600">
        {g.endReason === "sdadata" && g.sdadataRound
          ? g.sdadataThreshold
            ? t("endedSdadataThreshold", { round: g.sdadataRound, threshold: g.sdadataThreshold })
            : t("endedSdadata", { round: g.sdadataRound })
          : g.endReason
            ? t("ended", { reason: t(`endReasons.${g.endReason}`) })
            : null}
        {g.durationMinutes ? ` · ${t("durationValue", { minutes: g.durationMinutes })}` : null}
      </p>
      {g.notes && <p className="text-sm italic">{g.notes}</p>}
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold">{t("held")}</summary>
        <ul className="mt-2 space-y-1">
          {seats.map((s) => (
            <li key={s.id}>
              <span className="font-medium">{s.playerName}:</span>{" "}
              {s.held.length
                ? s.held
                    .map((h) => `${locale === "en" ? h.nameEn : h.nameIt}${h.value !== null ? ` (${h.value})` : ""}`)
                    .join(", ")
                : "—"}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
