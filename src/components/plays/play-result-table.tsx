import { ScrollRegion } from "@/components/ui/scroll-region";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { fieldsAt } from "@/lib/plays/play-form";
import { labelIn } from "@/lib/plays/label-in";
import { optionLabel, valueText } from "@/lib/plays/play-labels";
import { getSystem, variantLabels } from "@/scoring";
import type { PlayResultView } from "@/server/queries/play-entry";
import { HowRanked } from "./how-ranked";

/** A finished play of any system: result, ranks, winners or draw, points, identities and the fields as typed, labelled from the definition. */
export async function PlayResultTable({ view }: { view: PlayResultView }) {
  const [t, tc, locale, format] = await Promise.all([
    getTranslations("plays"),
    getTranslations("common"),
    getLocale(),
    getFormatter(),
  ]);
  const system = getSystem(view.systemId);
  const L = (l: { it: string; en: string }) => labelIn(l, locale);
  const ending = system.endings.find((e) => e.value === view.endedBy);
  // fields of one table size only (HOTRE's second group, §15.1) where the play has that many seats
  const identityFields = fieldsAt(system.identity, view.seats.length);
  const seatFields = fieldsAt(system.seatFields, view.seats.length);
  // choice values (identities, an Empty Area…) by their label in the reader's language, never the stored id
  const option = (key: string, value: string) => optionLabel(view.systemId, key, value, locale);
  // numbers in the reader's format: "9,5" in Italian, not "9.5"
  const value = (key: string, v: unknown) => valueText(view.systemId, key, v, locale, { yes: t("yes"), no: t("no") });
  return (
    <div className="space-y-2" data-testid="play-result">
      <p className="text-sm">
        <span className="font-semibold">{L(view.systemName)}</span> ·{" "}
        <span data-testid="play-outcome">{t("resultOf", { result: t(`result.${view.outcome ?? "win"}`) })}</span>
        {ending && <> · {L(ending.label)}</>}
      </p>
      {system.variants.length > 0 && (
        <p className="text-sm" data-testid="play-variants">
          {t("variants")}:{" "}
          {view.variants.length > 0
            ? variantLabels(system, view.variants)
                .map((v) => L(v.label))
                .join(", ")
            : t("variantsNone")}
        </p>
      )}
      {view.olderRecord && (
        <p className="text-sm" data-testid="play-older-record">
          {L(view.olderRecord)}
        </p>
      )}
      <ScrollRegion label={L(view.systemName)} hint={tc("scrollHint")} className="">
        <table className="w-full text-sm">
          <caption className="sr-only">{L(view.systemName)}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-left">
                {t("rank")}
              </th>
              <th scope="col" className="text-left">
                {t("playerLabel")}
              </th>
              <th scope="col" className="text-right">
                {t("points")}
              </th>
              {identityFields.map((d) => (
                <th key={d.key} scope="col" className="text-left">
                  {L(d.label)}
                </th>
              ))}
              {seatFields.map((d) => (
                <th key={d.key} scope="col" className="text-right">
                  {L(d.label)}
                  {(d.clubDefault || (d.clubDefaultWith && d.clubDefaultWith.players === view.seats.length)) && (
                    <span className="ml-1 rounded bg-amber-100 px-1 text-xs font-normal text-amber-900">
                      {t("clubRule")}
                    </span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.seats.map((s) => (
              <tr key={s.playerId} data-testid="play-seat">
                <td>
                  {s.rank}
                  {s.isWinner && <span className="ml-1 text-xs font-semibold text-green-800">{t("winner")}</span>}
                  {view.outcome === "draw" && s.rank === 1 && (
                    <span className="ml-1 text-xs font-semibold text-amber-800">{t("draw")}</span>
                  )}
                </td>
                <td>{s.playerName}</td>
                <td className="text-right">{typeof s.points === "number" ? format.number(s.points) : s.points}</td>
                {identityFields.map((d) => (
                  <td key={d.key}>{s.identity[d.key] ? option(d.key, s.identity[d.key]) : "—"}</td>
                ))}
                {seatFields.map((d) => (
                  <td key={d.key} className="text-right">
                    {value(d.key, s.values[d.key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {system.gameFields.length > 0 && (
        <dl className="grid grid-cols-2 gap-1 text-sm">
          {system.gameFields
            .filter((d) => view.game[d.key] !== undefined)
            .map((d) => (
              <div key={d.key} className="contents">
                <dt className="text-stone-600">{L(d.label)}</dt>
                <dd>{value(d.key, view.game[d.key])}</dd>
              </div>
            ))}
        </dl>
      )}
      <HowRanked system={system} settings={view.settings} />
    </div>
  );
}
