import { useLocale } from "next-intl";
import type { Row } from "./types";
import { LazyLinePlot } from "./lazy-plots";
import type { Curve, LineSpec } from "./types";
import { StaticLinePlot } from "./static-plot";

export type { LineSpec };

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
  /**
   * "touch" for a chart at the top of a phone screen: drawn on the server as plain SVG, and the interactive chart
   * (tooltips) mounts at the first touch, so the page's first seconds run no chart script at all.
   */
  interactive?: "visible" | "touch";
};

/** A line chart with its data as a table under <details> (the text alternative). */
export function SeriesLineChart({
  title,
  data,
  xKey,
  xLabel,
  lines,
  reversed = false,
  decimals = 0,
  unit = "",
  curve,
  interactive = "visible",
}: Props) {
  const locale = useLocale();
  const kind = curve ?? (reversed ? "linear" : "monotone");
  const poster =
    interactive === "touch" ? (
      <StaticLinePlot data={data} xKey={xKey} lines={lines} reversed={reversed} curve={kind} locale={locale} />
    ) : undefined;
  return (
    <figure className="space-y-2">
      <LazyLinePlot
        label={title}
        data={data}
        xKey={xKey}
        xLabel={xLabel}
        lines={lines}
        reversed={reversed}
        curve={kind}
        unit={unit}
        decimals={decimals}
        poster={poster}
        mount={interactive}
      />
    </figure>
  );
}
