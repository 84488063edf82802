import { ScrollRegion } from "@/components/ui/scroll-region";
import { getFormatter, getTranslations } from "next-intl/server";
import type { TurnAdjacencyRow } from "@/scoring";
import { ArmyBadge } from "@/components/leaderboard/army-badge";
import { numeric, TableHead } from "@/components/ui/table-head";

type Players = Record<string, { displayName: string; armyColor: string } | undefined>;

/** The pairs shown: the most frequent first (turnAdjacency's order); the caption says when some are left out. */
export const ADJACENCY_ROWS = 20;

/** Who played right after whom: for each pair A → B, how often, and how A did when B followed. */
export async function TurnAdjacencyTable({ rows, players }: { rows: TurnAdjacencyRow[]; players: Players }) {
  const [t, tc, format] = await Promise.all([getTranslations("stats"), getTranslations("common"), getFormatter()]);
  const name = (id: string) => players[id]?.displayName ?? "?";
  const pct = (x: number) => format.number(x, { style: "percent", maximumFractionDigits: 0 });
  const num = (x: number) => format.number(x, { maximumFractionDigits: 2 });
  const shown = rows.slice(0, ADJACENCY_ROWS);
  return (
    <div className="card space-y-2">
      <h3 className="h2">{t("turnAdjacency")}</h3>
      {shown.length === 0 ? (
        <p className="text-sm">{t("noTurnAdjacency")}</p>
      ) : (
        <ScrollRegion label={t("turnAdjacency")} hint={tc("scrollHint")} className="">
          <table className="data-rows w-full min-w-max text-sm" data-testid="turn-adjacency">
            <caption className="mb-1 text-left text-xs text-stone-600">
              {t("turnAdjacencyCaption")}{" "}
              {rows.length > shown.length ? t("turnAdjacencyTop", { shown: shown.length, total: rows.length }) : null}
            </caption>
            <TableHead
              columns={[
                t("adjacencyPlayer"),
                t("adjacencyNext"),
                numeric(t("games")),
                numeric(t("wins")),
                numeric(t("winRate")),
                numeric(t("adjacencyAvgPoints")),
                numeric(t("adjacencyNextWins")),
              ]}
            />
            <tbody>
              {shown.map((r, i) => (
                <tr key={i}>
                  <th scope="row" className="font-medium">
                    <ArmyBadge name={name(r.playerId)} color={players[r.playerId]?.armyColor ?? ""} />
                  </th>
                  <td className="text-left">
                    <ArmyBadge name={name(r.nextId)} color={players[r.nextId]?.armyColor ?? ""} />
                  </td>
                  <td>{r.games}</td>
                  <td>{r.wins}</td>
                  <td>{pct(r.winRate)}</td>
                  <td>{num(r.averagePoints)}</td>
                  <td>{r.nextWins}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
