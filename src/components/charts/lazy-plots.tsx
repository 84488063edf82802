"use client";
import dynamic from "next/dynamic";
import type { ComponentProps, ReactNode } from "react";
import type { BarPlot as BarPlotType } from "./bar-chart-plot";
import type { LinePlot as LinePlotType } from "./line-chart-plot";
import { DataTable } from "./data-table";
import { useFixedDecimals, useTickFormat } from "./use-fixed-decimals";
import { WhenVisible } from "./when-visible";

// Recharts is the heaviest script of the chart pages: it loads in its own chunk, and a chart draws only once it is near
// the viewport and the page is idle (WhenVisible). These and the data table (drawn from the same props, when opened:
// the rows travel once, issue 25) are the only client parts of a chart: the figure and its poster come from the server.
const placeholder = () => <div className="size-full animate-pulse rounded bg-stone-100" />;
const LinePlot = dynamic(() => import("./line-chart-plot").then((m) => m.LinePlot), {
  ssr: false,
  loading: placeholder,
});
const BarPlot = dynamic(() => import("./bar-chart-plot").then((m) => m.BarPlot), { ssr: false, loading: placeholder });

type Lazy<P> = Omit<P, "format" | "tickFormat" | "integer"> & {
  label: string;
  decimals: number;
  extra?: Array<{ key: string; name: string }>;
};

export function LazyLinePlot({
  label,
  decimals,
  poster,
  mount,
  extra = [],
  ...plot
}: Lazy<ComponentProps<typeof LinePlotType>> & { poster?: ReactNode; mount?: "visible" | "touch" }) {
  const format = useFixedDecimals(decimals);
  const tickFormat = useTickFormat();
  return (
    <>
      <WhenVisible className="h-64 w-full" label={label} poster={poster} mount={mount}>
        <LinePlot {...plot} format={format} tickFormat={tickFormat} />
      </WhenVisible>
      <DataTable
        title={label}
        data={plot.data}
        xKey={plot.xKey}
        xLabel={plot.xLabel}
        columns={[...plot.lines, ...extra]}
        format={format}
      />
    </>
  );
}

export function LazyBarPlot({ label, decimals, extra = [], ...plot }: Lazy<ComponentProps<typeof BarPlotType>>) {
  const format = useFixedDecimals(decimals);
  const tickFormat = useTickFormat();
  return (
    <>
      <WhenVisible className="h-56 w-full" label={label}>
        <BarPlot {...plot} format={format} tickFormat={tickFormat} integer={decimals === 0} />
      </WhenVisible>
      <DataTable
        title={label}
        data={plot.data}
        xKey={plot.xKey}
        xLabel={plot.xLabel}
        columns={[plot.bar, ...extra]}
        format={format}
      />
    </>
  );
}
