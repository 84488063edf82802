import type { Curve, LineSpec, Row } from "./types";

const W = 360;
const H = 256;
const M = { top: 8, right: 10, bottom: 24, left: 40 };

/** Up to five round tick values covering [lo, hi]; whole numbers only for ranks. */
function ticks(lo: number, hi: number, whole: boolean): number[] {
  if (hi === lo) return [lo];
  const raw = (hi - lo) / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(whole ? 1 : 0, [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw);
  const out = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi + 1e-9; v += step) out.push(Number(v.toFixed(6)));
  return out;
}

/**
 * The line chart drawn on the server as plain SVG (no script): what a phone shows at once, before (or instead of)
 * the interactive Recharts chart, which mounts on the first touch (issue 13: charts never block input; Recharts 3
 * cannot render on the server). Same data, colours, axis direction and curve kind as LinePlot; decorative for
 * assistive technology (the box is role="img" with the chart's name, and the data table is the text alternative).
 */
export function StaticLinePlot({
  data,
  xKey,
  lines,
  reversed,
  curve,
  locale,
}: {
  data: Row[];
  xKey: string;
  lines: LineSpec[];
  reversed: boolean;
  curve: Curve;
  locale: string;
}) {
  const values = data.flatMap((row) => lines.map((l) => row[l.key])).filter((v): v is number => typeof v === "number");
  if (!values.length || data.length < 2) return null;
  let lo = reversed ? 1 : Math.min(...values);
  let hi = Math.max(...values);
  if (hi === lo) [lo, hi] = reversed ? [1, lo + 1] : [lo - 1, hi + 1];
  const ys = ticks(lo, hi, reversed);
  // the reader's number format: "2,5" on Italian pages, never toFixed's "2.5"
  const tick = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const x = (i: number) => M.left + (i * (W - M.left - M.right)) / (data.length - 1);
  const y = (v: number) => {
    const t = (v - lo) / (hi - lo);
    return reversed ? M.top + t * (H - M.top - M.bottom) : H - M.bottom - t * (H - M.top - M.bottom);
  };
  const path = (key: string) => {
    const points = data
      .map((row, i) => [i, row[key]] as const)
      .filter((p): p is readonly [number, number] => typeof p[1] === "number");
    return points
      .map(([i, v], n) => {
        if (n === 0) return `M${x(i).toFixed(1)},${y(v).toFixed(1)}`;
        const step = curve === "stepAfter" ? `H${x(i).toFixed(1)}` : "";
        return `${step}L${x(i).toFixed(1)},${y(v).toFixed(1)}`;
      })
      .join("");
  };
  const xLabels = [...new Set([0, Math.floor((data.length - 1) / 2), data.length - 1])];
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="size-full" aria-hidden="true" data-testid="static-plot">
      {ys.map((v) => (
        <g key={v}>
          <line x1={M.left} x2={W - M.right} y1={y(v)} y2={y(v)} stroke="#e7e5e4" strokeDasharray="3 3" />
          <text x={M.left - 6} y={y(v) + 4} textAnchor="end" fontSize={11} fill="#57534e">
            {tick.format(v)}
          </text>
        </g>
      ))}
      <line x1={M.left} x2={W - M.right} y1={H - M.bottom} y2={H - M.bottom} stroke="#a8a29e" />
      {xLabels.map((i) => (
        <text key={i} x={x(i)} y={H - 6} textAnchor="middle" fontSize={11} fill="#57534e">
          {String(data[i][xKey] ?? "")}
        </text>
      ))}
      {lines.map((l) => (
        <path key={l.key} d={path(l.key)} fill="none" stroke={l.color} strokeWidth={2} />
      ))}
    </svg>
  );
}
