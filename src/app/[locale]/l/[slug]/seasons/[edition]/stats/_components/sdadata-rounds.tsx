import { getFormatter, getTranslations } from "next-intl/server";
import type { SdadataRoundRow } from "@/scoring";
import { SeriesBarChart } from "@/components/charts/bar-chart";

/** In which round the dice ended the games that ended "sdadata" (the chart carries its data as a table). */
export async function SdadataRoundsChart({
  rounds,
}: {
  rounds: { games: number; unrecorded: number; rows: SdadataRoundRow[] };
}) {
  const [t, format] = await Promise.all([getTranslations("stats"), getFormatter()]);
  const pct = (x: number) => format.number(x, { style: "percent", maximumFractionDigits: 0 });
  return (
    <div className="card space-y-2" data-testid="sdadata-rounds">
      <h3 className="h2">{t("sdadataRounds")}</h3>
      {rounds.games === 0 ? (
        <p className="text-sm">{t("noSdadata")}</p>
      ) : (
        <>
          <p className="text-sm">{t("sdadataSummary", { games: rounds.games })}</p>
          {rounds.rows.length > 0 && (
            <SeriesBarChart
              title={t("sdadataRounds")}
              xKey="round"
              xLabel={t("sdadataRound")}
              data={rounds.rows.map((r) => ({ round: String(r.round), games: r.games, share: pct(r.share) }))}
              bar={{ key: "games", name: t("games"), color: "#991b1b" }}
              extra={[{ key: "share", name: t("share") }]}
            />
          )}
          {rounds.unrecorded > 0 && (
            <p className="text-xs text-stone-500">{t("sdadataUnrecorded", { count: rounds.unrecorded })}</p>
          )}
        </>
      )}
    </div>
  );
}
