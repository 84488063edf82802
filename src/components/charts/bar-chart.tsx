"use client";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { DataTable, type Row } from "./data-table";
import { tooltipValue, useFixedDecimals } from "./use-fixed-decimals";

type Props = {
  title: string;
  data: Row[];
  xKey: string;
  xLabel: string;
  bar: { key: string; name: string; color: string };
  /** extra columns shown only in the text alternative */
  extra?: Array<{ key: string; name: string }>;
  /** decimals shown in tooltips and tables */
  decimals?: number;
};

/** A bar chart with its data as a table under <details> (the text alternative). */
export function SeriesBarChart({ title, data, xKey, xLabel, bar, extra = [], decimals = 0 }: Props) {
  const format = useFixedDecimals(decimals);
  return (
    <figure className="space-y-2">
      <div className="h-56 w-full" role="img" aria-label={title}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
            <XAxis dataKey={xKey} tick={{ fontSize: 11 }} />
            <YAxis width={40} tick={{ fontSize: 11 }} />
            <Tooltip formatter={tooltipValue(format)} />
            <Bar dataKey={bar.key} name={bar.name} fill={bar.color} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <DataTable title={title} data={data} xKey={xKey} xLabel={xLabel} columns={[bar, ...extra]} decimals={decimals} />
    </figure>
  );
}
