// How a play of the season is ranked, with every rule the rulebook leaves to the club marked as the club's
// (issue 21 item 12), and the rules edition where the system has several. Renders in the play form (client) and
// on the game page (server): no hooks beyond next-intl's.
import { useLocale, useTranslations } from "next-intl";
import { labelIn } from "@/lib/plays/label-in";
import { clubDefaults, type GameSystem, type PlaySettings } from "@/scoring";

export function HowRanked({ system, settings }: { system: GameSystem; settings: PlaySettings | undefined }) {
  const t = useTranslations("plays");
  const locale = useLocale();
  const L = (l: { it: string; en: string }) => labelIn(l, locale);
  const keyLabel = (field: string) => {
    const option = system.ranking.tieBreak?.options.find((o) => o.field === field && o.label);
    if (option?.label) return L(option.label);
    const def = [...system.seatFields, ...system.derived].find((d) => d.key === field);
    return def ? L(def.label) : t("seatOrder");
  };
  const club = clubDefaults(system, settings);
  const badge = <span className="ml-1 rounded bg-amber-100 px-1 text-xs text-amber-900">{t("clubRule")}</span>;
  const lines: { key: string; text: string; club: boolean }[] = [];
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
  for (const d of club) {
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
  return (
    <details className="text-sm" data-testid="how-ranked">
      <summary className="cursor-pointer font-semibold">{t("howRanked.title")}</summary>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {lines.map((l) => (
          <li key={l.key} data-testid={`how-ranked-${l.key}`}>
            {l.text}
            {l.club && badge}
          </li>
        ))}
      </ul>
    </details>
  );
}
