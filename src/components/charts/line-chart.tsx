"use client";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { DataTable, type Row } from "./data-table";
import { tooltipValue, useFixedDecimals } from "./use-fixed-decimals";

export type LineSpec = { key: string; name: string; color: string };

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
  const format = useFixedDecimals(decimals);
  return (
    <figure className="space-y-2">
      <div className="h-64 w-full" role="img" aria-label={title}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
            <XAxis dataKey={xKey} tick={{ fontSize: 11 }} />
            <YAxis reversed={reversed} allowDecimals={!reversed} width={40} tick={{ fontSize: 11 }} domain={reversed ? [1, "dataMax"] : ["auto", "auto"]} />
            <Tooltip formatter={tooltipValue(format)} />
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
