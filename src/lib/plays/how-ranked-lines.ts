// How a play of a season is ranked, as lines of text: the keys, the club's tie-breaks, and every rule the rulebook
// leaves to the club marked as the club's. Pure: the HowRanked component renders them, a unit test reads them.
import { clubDefaults, type GameSystem, type PlaySettings } from "@/scoring";
import { labelIn } from "./label-in";

/** A translator of the "plays" namespace (howRanked.*, seatOrder, unresolvedValue.*). */
export type PlaysTranslate = (key: string, params?: Record<string, string | number>) => string;

export type HowRankedLine = { key: string; text: string; club: boolean };

export function howRankedLines(
  system: GameSystem,
  settings: PlaySettings | undefined,
  locale: string,
  t: PlaysTranslate,
): HowRankedLine[] {
  const L = (l: { it: string; en: string }) => labelIn(l, locale);
  const keyLabel = (field: string) => {
    const option = system.ranking.tieBreak?.options.find((o) => o.field === field && o.label);
    if (option?.label) return L(option.label);
    const def = [...system.seatFields, ...system.derived].find((d) => d.key === field);
    return def ? L(def.label) : t("seatOrder");
  };
  const lines: HowRankedLine[] = [];
  if (system.editions)
    lines.push({
      key: "edition",
      text: t("howRanked.edition", { year: settings?.edition ?? system.editions.default }),
      club: false,
    });
  const keys = system.ranking.keys;
  if (keys.length > 0)
    lines.push({
      key: "keys",
      text: t("howRanked.keys", { keys: keys.map((k) => keyLabel(k.field)).join(", ") }),
      club: keys.some((k) => k.origin === "default"),
    });
  for (const d of clubDefaults(system, settings)) {
    if (d.kind === "tieBreak" && d.fields.length > 0)
      lines.push({
        key: "tieBreak",
        text: t("howRanked.tieBreaks", { keys: d.fields.map(keyLabel).join(", ") }),
        club: true,
      });
    if (d.kind === "others") lines.push({ key: "others", text: t("howRanked.others"), club: true });
    if (d.kind === "elimination")
      lines.push({
        key: "elimination",
        text: t(d.byScore ? "howRanked.eliminationByScore" : "howRanked.eliminationBelow"),
        club: true,
      });
    if (d.kind === "unresolved")
      lines.push({
        key: "unresolved",
        text: t("howRanked.unresolved", { value: t(`unresolvedValue.${d.value}`) }),
        club: true,
      });
    if (d.kind === "fieldWith") lines.push({ key: `with-${d.key}`, text: `${L(d.label)}: ${L(d.rule)}`, club: true });
  }
  return lines;
}
