import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { numeric, TableHead } from "@/components/ui/table-head";
import type { VariantRow } from "@/scoring";
import { sourceIn } from "@/lib/plays/play-labels";
import { pickLabel } from "./label";

/**
 * The plays split by the variants played (decision 0044): per variant of the definition and for the standard
 * rules, how many plays, drawn plays and share, and each player's plays and wins there. Nothing when the system has no variants.
 */
export async function VariantStats({
  rows,
  players,
}: {
  rows: VariantRow[];
  players: Record<string, { displayName: string }>;
}) {
  if (rows.length === 0) return null;
  const [t, tc, format, locale] = await Promise.all([
    getTranslations("systemStats"),
    getTranslations("common"),
    getFormatter(),
    getLocale(),
  ]);
  const l = pickLabel(locale);
  const pct = (x: number) => format.number(x, { style: "percent", maximumFractionDigits: 0 });
  const name = (r: VariantRow) =>
    r.label
      ? r.source && sourceIn(r.source, locale)
        ? `${l(r.label)} (${sourceIn(r.source, locale)})`
        : l(r.label)
      : t("variantNone");
  return (
    <div className="card space-y-2">
      <ScrollRegion label={t("variantsTitle")} hint={tc("scrollHint")} className="">
        <table className="w-full text-sm" data-testid="system-variants">
          <caption className="mb-1 text-left font-semibold">{t("variantsTitle")}</caption>
          <TableHead
            columns={[t("variant"), numeric(t("plays")), numeric(t("draws")), numeric(t("share")), t("variantWins")]}
          />
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.variant ?? "none"}
                className="border-t border-stone-100"
                data-testid={`variant-${r.variant ?? "none"}`}
              >
                <th scope="row" className="px-2 py-1 text-left font-normal">
                  {name(r)}
                </th>
                <td className="px-2 py-1 text-right tabular-nums">{r.plays}</td>
                <td className="px-2 py-1 text-right tabular-nums">{r.draws}</td>
                <td className="px-2 py-1 text-right tabular-nums">{pct(r.share)}</td>
                <td className="px-2 py-1">
                  {r.players
                    .filter((p) => p.wins > 0)
                    .map((p) =>
                      t("variantPlayer", {
                        name: players[p.playerId]?.displayName ?? "?",
                        wins: p.wins,
                        plays: p.seats,
                      }),
                    )
                    .join(", ") || "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
