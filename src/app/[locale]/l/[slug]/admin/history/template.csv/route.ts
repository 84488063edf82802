import { serializeCsv } from "@/history/csv";
import { COMPUTED_COLUMNS, SEASON_COLUMNS } from "@/history/season-csv";

/** The empty import template (same header as examples/season-import-template.csv). Public: it holds no data. */
export function GET() {
  const header = SEASON_COLUMNS.filter((c) => !COMPUTED_COLUMNS.includes(c));
  return new Response(serializeCsv([header]), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="season-import-template.csv"',
    },
  });
}
