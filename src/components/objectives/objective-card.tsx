"use client";
import { useLocale, useTranslations } from "next-intl";
import { ObjectiveMap } from "@/components/map/objective-map";
import { continentTextColor } from "@/components/map/positions";
import type { Board, CardData } from "./board";
import { numeric, TableHead } from "@/components/ui/table-head";

/** An objective card: number, name, total, its territories by continent with values, and the map. */
export function ObjectiveCard({
  card,
  board,
  showMap = true,
  testId,
}: {
  card: CardData;
  board: Board;
  showMap?: boolean;
  testId?: string;
}) {
  const t = useTranslations("objectives");
  const locale = useLocale();
  const name = (x: { nameIt: string; nameEn: string }) => (locale === "en" ? x.nameEn : x.nameIt);
  const values = Object.fromEntries(card.territories.map((x) => [x.territoryId, x.value]));
  const byId = new Map(board.territories.map((x) => [x.id, x]));
  return (
    <article className="card space-y-4" data-testid={testId} aria-labelledby={`card-${card.number}`}>
      <header className="flex items-baseline justify-between gap-2">
        <h3 id={`card-${card.number}`} className="h2">
          <span className="text-stone-500">
            {t("number")} {card.number}
          </span>{" "}
          · <span data-testid="objective-name">{card.name}</span>
        </h3>
        <p className="text-lg font-bold tabular-nums" data-testid="objective-total">
          {t("total")}: {card.total}
        </p>
      </header>
      <table className="w-full text-sm">
        <caption className="sr-only">{t("map.tableCaption")}</caption>
        <TableHead cell="" className="text-stone-500" columns={[t("territories"), numeric(t("value"))]} />
        {board.continents
          .filter((c) => c.territoryIds.some((id) => values[id] !== undefined))
          .map((c) => (
            <tbody key={c.id}>
              <tr>
                <th
                  scope="colgroup"
                  colSpan={2}
                  className="pt-2 text-left text-xs font-semibold uppercase tracking-wide"
                  style={{ color: continentTextColor(c.id) }}
                >
                  {name(c)}
                </th>
              </tr>
              {c.territoryIds
                .filter((id) => values[id] !== undefined)
                .map((id) => (
                  <tr key={id} className="border-t border-stone-100">
                    <th scope="row" className="py-1 text-left font-normal">
                      {byId.get(id) ? name(byId.get(id)!) : id}
                    </th>
                    <td className="text-right font-semibold tabular-nums">{values[id]}</td>
                  </tr>
                ))}
            </tbody>
          ))}
      </table>
      {showMap && (
        <ObjectiveMap
          territories={board.territories.map((x) => ({ id: x.id, name: name(x), continentId: x.continentId }))}
          continents={board.continents.map((c) => ({
            id: c.id,
            name: name(c),
            total: c.total,
            territoryIds: c.territoryIds,
          }))}
          borders={board.borders}
          values={values}
          labels={{
            title: t("map.title"),
            legend: t("map.legend"),
            continentTotals: t("map.continentTotals"),
            inObjective: t("map.inObjective"),
            ofContinent: t("map.ofContinent"),
            tableCaption: t("map.tableCaption"),
            territory: t("territories"),
            value: t("value"),
            continent: t("continent"),
            total: t("total"),
          }}
        />
      )}
    </article>
  );
}
