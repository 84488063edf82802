"use client";
import { useEffect, useRef, useState } from "react";
import { numeric, TableHead } from "@/components/ui/table-head";
import type { Row } from "./types";

export type { Row };

/**
 * A chart's data as a table under <details>: the text alternative of every chart. It is drawn from the chart's own
 * props (the rows travel once, not again as table HTML and its RSC copy) and only once the reader opens it (issue 25,
 * decision 0056): a closed <details> shows nothing of its table, so nothing is lost.
 */
export function DataTable({
  title,
  data,
  xKey,
  xLabel,
  columns,
  format,
}: {
  title: string;
  data: Row[];
  xKey: string;
  xLabel: string;
  columns: Array<{ key: string; name: string }>;
  format: (v: number) => string;
}) {
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // opened before hydration (a quick tap on a slow phone): its toggle event came before React listened
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);
  return (
    <details ref={details} className="text-sm" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer text-stone-700">{title}</summary>
      {open && (
        <div className="mt-2 max-h-72 overflow-auto" role="region" aria-label={title} tabIndex={0}>
          <table className="data-rows w-full min-w-max">
            <caption className="sr-only">{title}</caption>
            <TableHead columns={[xLabel, ...columns.map((c) => numeric(c.name))]} />
            <tbody>
              {data.map((row, i) => (
                <tr key={i}>
                  <th scope="row">{row[xKey]}</th>
                  {columns.map((c) => {
                    const v = row[c.key];
                    return <td key={c.key}>{typeof v === "number" ? format(v) : (v ?? "—")}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
