/** A header cell: a label (left-aligned, for text columns) or a label of a column of numbers (right-aligned). */
export type Column = string | { label: string; numeric: true };

/** A column of numbers, right-aligned like its cells. */
export const numeric = (label: string): Column => ({ label, numeric: true });

type Props = {
  columns: Column[];
  /** padding of each header cell, to line up with the body cells */
  cell?: string;
  className?: string;
};

/** The header row of a data table: one column header (scope="col") per column, aligned like its cells. */
export function TableHead({ columns, cell = "px-2 py-1", className = "text-xs text-stone-600" }: Props) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((c) => {
          const label = typeof c === "string" ? c : c.label;
          return (
            <th key={label} scope="col" className={`${cell} ${typeof c === "string" ? "text-left" : "text-right"}`}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
