import { ScrollRegion } from "@/components/ui/scroll-region";
import { getFormatter, getTranslations } from "next-intl/server";
import { numeric, TableHead } from "@/components/ui/table-head";
import type { ResultRecord } from "@/scoring";

type Row = ResultRecord & { key: string; name: string };

/**
 * Win, draw and loss counts per group (a side, a base zone, a turn order) as a table with its caption.
 * The bar in the win-rate cell is decoration: the number next to it carries the meaning.
 */
export async function ResultTable({
  caption,
  groupLabel,
  scoreLabel,
  rows,
  testId,
}: {
  caption: string;
  groupLabel: string;
  scoreLabel: string;
  rows: Row[];
  testId?: string;
}) {
  const [t, tc, format] = await Promise.all([
    getTranslations("systemStats"),
    getTranslations("common"),
    getFormatter(),
  ]);
  const pct = (x: number) => format.number(x, { style: "percent", maximumFractionDigits: 0 });
  const num = (x: number | null) => (x === null ? "—" : format.number(x, { maximumFractionDigits: 1 }));
  return (
    <ScrollRegion label={caption} hint={tc("scrollHint")} className="">
      {/* cells styled once by the table (data-rows, narrower side padding) and the bar by rate-bar (issue 25) */}
      <table className="data-rows w-full text-sm [&>tbody>tr>*]:px-1.5" data-testid={testId}>
        <caption className="mb-1 text-left font-semibold">{caption}</caption>
        <TableHead
          cell="px-1.5 py-1"
          columns={[
            groupLabel,
            numeric(t("seats")),
            numeric(t("wins")),
            numeric(t("draws")),
            numeric(t("losses")),
            numeric(t("winRate")),
            numeric(t("avgScore", { score: scoreLabel })),
          ]}
        />
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.name}</th>
              <td>{r.seats}</td>
              <td>{r.wins}</td>
              <td>{r.draws}</td>
              <td>{r.losses}</td>
              <td>
                <span className="rate-bar">
                  <span aria-hidden="true">
                    <span style={{ width: `${Math.round(r.winRate * 100)}%` }} />
                  </span>
                  {pct(r.winRate)}
                </span>
              </td>
              <td>{num(r.averageScore)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
