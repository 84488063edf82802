import { getTranslations } from "next-intl/server";
import type { LeaderboardRow } from "@/server/queries/standings";

/** "How ties were broken", on demand: for each row, the criterion that put it below the row above. */
export async function TieBreaks({ rows }: { rows: LeaderboardRow[] }) {
  const t = await getTranslations("standings");
  const lines = rows.slice(1).flatMap((row, i) => {
    const above = rows[i];
    if (row.tieBreak.key === null && row.tieBreak.shared)
      return [t("tieBreakShared", { name: above.player.displayName, below: row.player.displayName })];
    if (row.tieBreak.key && row.tieBreak.key !== "points")
      return [
        t("tieBreakLine", {
          name: above.player.displayName,
          below: row.player.displayName,
          key: t(`tieKeys.${row.tieBreak.key}`),
        }),
      ];
    return [];
  });
  return (
    <details className="card text-sm">
      <summary className="cursor-pointer font-semibold">{t("tieBreaks")}</summary>
      {lines.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {lines.map((l, i) => (
            <li key={i}>{l}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2">{t("noTies")}</p>
      )}
    </details>
  );
}
