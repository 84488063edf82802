"use client";
import dynamic from "next/dynamic";
import { DataTable, type Row } from "./data-table";
import { useFixedDecimals } from "./use-fixed-decimals";

// Recharts loads in its own chunk once the page is interactive; the data table is there from the first paint.
const BarPlot = dynamic(() => import("./bar-chart-plot").then((m) => m.BarPlot), {
  ssr: false,
  loading: () => <div className="size-full animate-pulse rounded bg-stone-100" />,
});

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
  /** appended to tooltip values (" %", " pt") */
  unit?: string;
};

/** A bar chart with its data as a table under <details> (the text alternative). */
export function SeriesBarChart({ title, data, xKey, xLabel, bar, extra = [], decimals = 0, unit = "" }: Props) {
  const format = useFixedDecimals(decimals);
  return (
    <figure className="space-y-2">
      <div className="h-56 w-full" role="img" aria-label={title}>
        <BarPlot data={data} xKey={xKey} xLabel={xLabel} bar={bar} unit={unit} format={format} />
      </div>
      <DataTable title={title} data={data} xKey={xKey} xLabel={xLabel} columns={[bar, ...extra]} decimals={decimals} />
    </figure>
  );
}
