import { useFormatter } from "next-intl";

/** Formats chart numbers in the reader's locale with exactly `decimals` decimals (tooltips and text tables alike). */
export function useFixedDecimals(decimals: number): (value: number) => string {
  const fmt = useFormatter();
  return (value) => fmt.number(value, { maximumFractionDigits: decimals, minimumFractionDigits: decimals });
}

/** A Recharts tooltip value: numbers formatted, anything else as text. */
export const tooltipValue = (format: (value: number) => string) => (value: unknown) =>
  typeof value === "number" ? format(value) : String(value);

/** An axis tick in the reader's locale: whole numbers bare, at most one decimal ("2,5" in Italian). */
export function useTickFormat(): (value: number) => string {
  const fmt = useFormatter();
  return (value) => fmt.number(value, { maximumFractionDigits: 1 });
}
