"use client";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Row } from "./types";

/** The Recharts part of SeriesBarChart, loaded on its own after the page is interactive (next/dynamic). */
export function BarPlot(props: {
  data: Row[];
  xKey: string;
  xLabel: string;
  bar: { key: string; name: string; color: string };
  unit: string;
  format: (v: number) => string;
  tickFormat: (v: number) => string;
  /** the values are counts: the axis shows whole numbers only */
  integer: boolean;
}) {
  const { data, xKey, xLabel, bar, unit, format, tickFormat, integer } = props;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
        <XAxis dataKey={xKey} tick={{ fontSize: 11 }} />
        <YAxis
          width={40}
          allowDecimals={!integer}
          tick={{ fontSize: 11 }}
          tickFormatter={(v: number) => tickFormat(v)}
        />
        <Tooltip
          labelFormatter={(label) => `${xLabel} ${String(label)}`}
          formatter={(value, name) => [typeof value === "number" ? `${format(value)}${unit}` : String(value), name]}
        />
        <Bar dataKey={bar.key} name={bar.name} fill={bar.color} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
