import type { Row } from "./types";
import { LazyBarPlot } from "./lazy-plots";

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
  return (
    <figure className="space-y-2">
      <LazyBarPlot
        label={title}
        data={data}
        xKey={xKey}
        xLabel={xLabel}
        bar={bar}
        unit={unit}
        decimals={decimals}
        extra={extra}
      />
    </figure>
  );
}
