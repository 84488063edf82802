import { continentColor, TERRITORY_POSITIONS } from "./positions";
import { numeric, TableHead } from "@/components/ui/table-head";

export type MapTerritoryProps = { id: string; name: string; continentId: string };
export type MapContinentProps = { id: string; name: string; total: number; territoryIds: string[] };
export type MapProps = {
  territories: MapTerritoryProps[];
  continents: MapContinentProps[];
  borders: [string, string][];
  /** territoryId → value on this objective */
  values: Record<string, number>;
  labels: {
    title: string;
    legend: string;
    continentTotals: string;
    inObjective: string;
    ofContinent: string;
    tableCaption: string;
    territory: string;
    value: string;
    continent: string;
    total: string;
  };
};

/**
 * Schematic board: every territory a node at its rough place on the world, borders as lines, the objective's
 * territories filled with their values. A table next to it gives the same facts in text (and per-continent totals).
 */
export function ObjectiveMap({ territories, continents, borders, values, labels }: MapProps) {
  const pos = (id: string, i: number): [number, number] => TERRITORY_POSITIONS[id] ?? [40 + (i % 20) * 48, 545];
  const index = new Map(territories.map((t, i) => [t.id, i]));
  const at = (id: string) => pos(id, index.get(id) ?? 0);
  const grandTotal = Object.values(values).reduce((s, v) => s + v, 0);
  return (
    <figure className="space-y-3">
      <figcaption className="sr-only">{labels.legend}</figcaption>
      <svg
        viewBox="0 0 1000 560"
        role="img"
        aria-label={`${labels.title}. ${labels.legend}`}
        className="w-full rounded-lg border border-stone-200 bg-sky-50"
      >
        <g stroke="#a8a29e" strokeWidth={1.5}>
          {borders.map(([a, b]) => {
            const [x1, y1] = at(a);
            const [x2, y2] = at(b);
            if (Math.abs(x1 - x2) > 500) {
              // Alaska–Kamchatka: drawn as two stubs off the edges of the board
              const [lx, ly, rx, ry] = x1 < x2 ? [x1, y1, x2, y2] : [x2, y2, x1, y1];
              return (
                <g key={`${a}-${b}`} strokeDasharray="4 4">
                  <line x1={lx} y1={ly} x2={0} y2={ly} />
                  <line x1={rx} y1={ry} x2={1000} y2={ry} />
                </g>
              );
            }
            return <line key={`${a}-${b}`} x1={x1} y1={y1} x2={x2} y2={y2} />;
          })}
        </g>
        {territories.map((t) => {
          const [x, y] = at(t.id);
          const value = values[t.id];
          const on = value !== undefined;
          const color = continentColor(t.continentId);
          return (
            <g key={t.id} data-territory={t.id} data-selected={on || undefined}>
              <title>{on ? `${t.name}: ${value}` : t.name}</title>
              <circle
                cx={x}
                cy={y}
                r={on ? 21 : 12}
                fill={on ? color : "#f5f5f4"}
                stroke={color}
                strokeWidth={on ? 3 : 2}
              />
              {on && (
                <text x={x} y={y + 7} textAnchor="middle" fontSize={20} fontWeight={700} fill="#fff">
                  {value}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table className="w-full text-sm">
        <caption className="mb-1 text-left font-semibold">{labels.continentTotals}</caption>
        <TableHead
          cell=""
          className="text-stone-500"
          columns={[labels.continent, numeric(labels.inObjective), numeric(labels.ofContinent)]}
        />
        <tbody>
          {continents.map((c) => {
            const inObj = c.territoryIds.filter((id) => values[id] !== undefined);
            return (
              <tr key={c.id} className="border-t border-stone-100">
                <th scope="row" className="py-1 text-left font-medium">
                  <span
                    aria-hidden
                    className="mr-2 inline-block size-3 rounded-full"
                    style={{ background: continentColor(c.id) }}
                  />
                  {c.name}
                </th>
                <td className="text-right tabular-nums">
                  {inObj.reduce((s, id) => s + values[id], 0)} ({inObj.length}/{c.territoryIds.length})
                </td>
                <td className="text-right tabular-nums">{c.total}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="border-t border-stone-300 font-semibold">
            <th scope="row" className="py-1 text-left">
              {labels.total}
            </th>
            <td className="text-right tabular-nums">{grandTotal}</td>
            <td className="text-right tabular-nums">{continents.reduce((s, c) => s + c.total, 0)}</td>
          </tr>
        </tfoot>
      </table>
    </figure>
  );
}
