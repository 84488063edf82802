"use client";
import { useFormatter } from "next-intl";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { numeric, TableHead } from "@/components/ui/table-head";

export type LineSpec = { key: string; name: string; color: string };
type Row = Record<string, string | number | null>;

type Props = {
  /** what the chart shows, read by screen readers and used as the table caption */
  title: string;
  data: Row[];
  xKey: string;
  xLabel: string;
  lines: LineSpec[];
  /** ranks: 1 at the top */
  reversed?: boolean;
  /** decimals shown in tooltips and tables */
  decimals?: number;
};

/** A line chart with its data as a table under <details> (the text alternative). */
export function SeriesLineChart({ title, data, xKey, xLabel, lines, reversed = false, decimals = 0 }: Props) {
  const fmt = useFormatter();
  const format = (v: number) => fmt.number(v, { maximumFractionDigits: decimals, minimumFractionDigits: decimals });
  return (
    <figure className="space-y-2">
      <div className="h-64 w-full" role="img" aria-label={title}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
            <XAxis dataKey={xKey} tick={{ fontSize: 11 }} />
            <YAxis reversed={reversed} allowDecimals={!reversed} width={40} tick={{ fontSize: 11 }} domain={reversed ? [1, "dataMax"] : ["auto", "auto"]} />
            <Tooltip formatter={(v) => (typeof v === "number" ? format(v) : String(v))} />
            {lines.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
            {lines.map((l) => (
              <Line key={l.key} type="monotone" dataKey={l.key} name={l.name} stroke={l.color} strokeWidth={2} dot={false} connectNulls isAnimationActive={false} />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <DataTable title={title} data={data} xKey={xKey} xLabel={xLabel} columns={lines} decimals={decimals} />
    </figure>
  );
}

export function DataTable({ title, data, xKey, xLabel, columns, decimals = 0 }: { title: string; data: Row[]; xKey: string; xLabel: string; columns: Array<{ key: string; name: string }>; decimals?: number }) {
  const fmt = useFormatter();
  const format = (v: number) => fmt.number(v, { maximumFractionDigits: decimals, minimumFractionDigits: decimals });
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-stone-700">{title}</summary>
      <div className="mt-2 max-h-72 overflow-auto">
        <table className="w-full min-w-max">
          <caption className="sr-only">{title}</caption>
          <TableHead columns={[xLabel, ...columns.map((c) => numeric(c.name))]} />
          <tbody>
            {data.map((row, i) => (
              <tr key={i} className="border-t border-stone-100">
                <th scope="row" className="px-2 py-1 text-left font-normal">{row[xKey]}</th>
                {columns.map((c) => {
                  const v = row[c.key];
                  return <td key={c.key} className="px-2 py-1 text-right tabular-nums">{typeof v === "number" ? format(v) : (v ?? "—")}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
