import { ScrollRegion } from "@/components/ui/scroll-region";
import { getTranslations } from "next-intl/server";
import type { EliminationMatrix } from "@/scoring";
import { ArmyBadge } from "@/components/leaderboard/army-badge";

type Players = Record<string, { displayName: string; armyColor: string } | undefined>;

/**
 * Who eliminated whom: rows are the eliminators, columns their victims. `omitted`: players of the season left out,
 * `known`: the season's eliminations with their eliminator, shown or not (mostInvolved). Cells carry no classes and index keys: the table's `data-rows` styles them, greyed by the body's
 * colour, a count above zero in bold (issue 25: a 12 × 12 matrix is 144 cells, in the HTML and in the RSC payload).
 */
export async function EliminationMatrixTable({
  matrix,
  players,
}: {
  matrix: EliminationMatrix & { omitted: number; known: number };
  players: Players;
}) {
  const [t, tc] = await Promise.all([getTranslations("stats"), getTranslations("common")]);
  const name = (id: string) => players[id]?.displayName ?? "?";
  return (
    <div className="card space-y-2">
      <h3 className="h2">{t("eliminationMatrix")}</h3>
      {matrix.known === 0 && matrix.unknown === 0 ? (
        <p className="text-sm">{t("noEliminations")}</p>
      ) : (
        <>
          <ScrollRegion label={t("eliminationMatrixCaption")} hint={tc("scrollHint")} className="">
            <table className="data-rows min-w-max text-sm" data-testid="elimination-matrix">
              <caption className="mb-1 text-left text-xs text-stone-600">
                {t("eliminationMatrixCaption")}{" "}
                {matrix.omitted > 0
                  ? t("eliminationMatrixTop", {
                      shown: matrix.playerIds.length,
                      total: matrix.playerIds.length + matrix.omitted,
                    })
                  : null}
              </caption>
              <thead className="text-xs text-stone-600">
                <tr>
                  <td />
                  {matrix.playerIds.map((id, j) => (
                    <th key={j} scope="col" className="px-2 py-1 text-right font-semibold">
                      {name(id)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="text-stone-500">
                {matrix.playerIds.map((killer, i) => (
                  <tr key={i}>
                    <th scope="row" className="font-medium text-stone-900">
                      <ArmyBadge name={name(killer)} color={players[killer]?.armyColor ?? ""} />
                    </th>
                    {matrix.counts[i].map((n, j) =>
                      i === j ? (
                        <td key={j}>—</td>
                      ) : n ? (
                        <td key={j} className="font-semibold text-stone-900">
                          {n}
                        </td>
                      ) : (
                        <td key={j}>0</td>
                      ),
                    )}
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
