"use client";
import dynamic from "next/dynamic";
import { DataTable, type Row } from "./data-table";
import type { Curve } from "./line-chart-plot";
import { useFixedDecimals } from "./use-fixed-decimals";

export type LineSpec = { key: string; name: string; color: string };

// Recharts is the heaviest script of these pages: it loads in its own chunk once the page is interactive,
// while the data table (the text alternative) is there from the first paint.
const LinePlot = dynamic(() => import("./line-chart-plot").then((m) => m.LinePlot), {
  ssr: false,
  loading: () => <div className="size-full animate-pulse rounded bg-stone-100" />,
});

type Props = {
  /** what the chart shows, read by screen readers and used as the table caption */
  title: string;
  data: Row[];
  xKey: string;
  xLabel: string;
  lines: LineSpec[];
  /** ranks: 1 at the top, whole numbers joined by straight segments (a smoothed curve would invent half ranks) */
  reversed?: boolean;
  /** decimals shown in tooltips and tables */
  decimals?: number;
  /** appended to tooltip values ("°", " pt") */
  unit?: string;
  curve?: Curve;
};

/** A line chart with its data as a table under <details> (the text alternative). */
export function SeriesLineChart({ title, data, xKey, xLabel, lines, reversed = false, decimals = 0, unit = "", curve }: Props) {
  const format = useFixedDecimals(decimals);
  return (
    <figure className="space-y-2">
      <div className="h-64 w-full" role="img" aria-label={title}>
        <LinePlot data={data} xKey={xKey} xLabel={xLabel} lines={lines} reversed={reversed} curve={curve ?? (reversed ? "linear" : "monotone")} unit={unit} format={format} />
      </div>
      <DataTable title={title} data={data} xKey={xKey} xLabel={xLabel} columns={lines} decimals={decimals} />
    </figure>
  );
}
