// Shapes the chart modules share. They live apart from the components so no chart module imports another only for
// a type (no import cycles between the charts, issue 24 §6).

/** One row of a chart's data: the x value and one value per series. */
export type Row = Record<string, string | number | null>;

/** One line of a line chart. */
export type LineSpec = { key: string; name: string; color: string };

/** How a line joins its points. */
export type Curve = "monotone" | "linear" | "stepAfter";
