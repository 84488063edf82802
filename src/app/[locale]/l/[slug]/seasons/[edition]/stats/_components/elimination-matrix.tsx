import { ScrollRegion } from "@/components/ui/scroll-region";
import { getTranslations } from "next-intl/server";
import type { EliminationMatrix } from "@/scoring";
import { ArmyBadge } from "@/components/leaderboard/army-badge";

type Players = Record<string, { displayName: string; armyColor: string } | undefined>;

/** Who eliminated whom: rows are the eliminators, columns their victims. */
export async function EliminationMatrixTable({ matrix, players }: { matrix: EliminationMatrix; players: Players }) {
  const [t, tc] = await Promise.all([getTranslations("stats"), getTranslations("common")]);
  const name = (id: string) => players[id]?.displayName ?? "?";
  const total = matrix.counts.reduce((sum, row) => sum + row.reduce((a, b) => a + b, 0), 0);
  return (
    <div className="card space-y-2">
      <h3 className="h2">{t("eliminationMatrix")}</h3>
      {total === 0 && matrix.unknown === 0 ? (
        <p className="text-sm">{t("noEliminations")}</p>
      ) : (
        <>
          <ScrollRegion label={t("eliminationMatrixCaption")} hint={tc("scrollHint")} className="">
            <table className="min-w-max text-sm" data-testid="elimination-matrix">
              <caption className="mb-1 text-left text-xs text-stone-600">{t("eliminationMatrixCaption")}</caption>
              <thead className="text-xs text-stone-600">
                <tr>
                  <td />
                  {matrix.playerIds.map((id) => (
                    <th key={id} scope="col" className="px-2 py-1 text-right font-semibold">
                      {name(id)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {matrix.playerIds.map((killer, i) => (
                  <tr key={killer} className="border-t border-stone-100">
                    <th scope="row" className="px-2 py-1 text-left font-medium">
                      <ArmyBadge name={name(killer)} color={players[killer]?.armyColor ?? ""} />
                    </th>
                    {matrix.counts[i].map((n, j) => (
                      <td
                        key={matrix.playerIds[j]}
                        className={`px-2 py-1 text-right tabular-nums ${i === j ? "text-stone-500" : n ? "font-semibold" : "text-stone-500"}`}
                      >
                        {i === j ? "—" : n}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          {matrix.unknown > 0 && (
            <p className="mt-1 text-xs text-stone-500">{t("unknownEliminations", { count: matrix.unknown })}</p>
          )}
        </>
      )}
    </div>
  );
}
