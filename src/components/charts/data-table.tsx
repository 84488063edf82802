import { numeric, TableHead } from "@/components/ui/table-head";
import type { Row } from "./types";
import { useFixedDecimals } from "./use-fixed-decimals";

export type { Row };

/** A chart's data as a table under <details>: the text alternative of every chart. */
export function DataTable({
  title,
  data,
  xKey,
  xLabel,
  columns,
  decimals = 0,
}: {
  title: string;
  data: Row[];
  xKey: string;
  xLabel: string;
  columns: Array<{ key: string; name: string }>;
  decimals?: number;
}) {
  const format = useFixedDecimals(decimals);
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-stone-700">{title}</summary>
      <div className="mt-2 max-h-72 overflow-auto" role="region" aria-label={title} tabIndex={0}>
        <table className="w-full min-w-max">
          <caption className="sr-only">{title}</caption>
          <TableHead columns={[xLabel, ...columns.map((c) => numeric(c.name))]} />
          <tbody>
            {data.map((row, i) => (
              <tr key={i} className="border-t border-stone-100">
                <th scope="row" className="px-2 py-1 text-left font-normal">
                  {row[xKey]}
                </th>
                {columns.map((c) => {
                  const v = row[c.key];
                  return (
                    <td key={c.key} className="px-2 py-1 text-right tabular-nums">
                      {typeof v === "number" ? format(v) : (v ?? "—")}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
