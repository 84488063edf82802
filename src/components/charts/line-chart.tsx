import { DataTable, type Row } from "./data-table";
import { LazyLinePlot } from "./lazy-plots";
import type { Curve } from "./line-chart-plot";

export type LineSpec = { key: string; name: string; color: string };

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
  return (
    <figure className="space-y-2">
      <LazyLinePlot label={title} data={data} xKey={xKey} xLabel={xLabel} lines={lines} reversed={reversed} curve={curve ?? (reversed ? "linear" : "monotone")} unit={unit} decimals={decimals} />
      <DataTable title={title} data={data} xKey={xKey} xLabel={xLabel} columns={lines} decimals={decimals} />
    </figure>
  );
}
