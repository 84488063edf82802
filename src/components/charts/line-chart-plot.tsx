"use client";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Curve, LineSpec, Row } from "./types";

export type { Curve };

/** The Recharts part of SeriesLineChart, loaded on its own after the page is interactive (next/dynamic). */
export function LinePlot(props: {
  data: Row[];
  xKey: string;
  xLabel: string;
  lines: LineSpec[];
  reversed: boolean;
  curve: Curve;
  unit: string;
  format: (v: number) => string;
  tickFormat: (v: number) => string;
}) {
  const { data, xKey, xLabel, lines, reversed, curve, unit, format, tickFormat } = props;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
        <XAxis dataKey={xKey} tick={{ fontSize: 11 }} />
        <YAxis
          reversed={reversed}
          allowDecimals={!reversed}
          width={40}
          tick={{ fontSize: 11 }}
          tickFormatter={(v: number) => tickFormat(v)}
          domain={reversed ? [1, "dataMax"] : ["auto", "auto"]}
        />
        {/* "Partita 24" and "Posizione: 3°", never a bare "24" */}
        <Tooltip
          labelFormatter={(label) => `${xLabel} ${String(label)}`}
          formatter={(value, name) => [typeof value === "number" ? `${format(value)}${unit}` : String(value), name]}
        />
        {lines.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
        {lines.map((l) => (
          <Line
            key={l.key}
            type={curve}
            dataKey={l.key}
            name={l.name}
            stroke={l.color}
            strokeWidth={2}
            dot={curve !== "monotone"}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
