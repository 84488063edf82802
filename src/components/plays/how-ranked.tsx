// How a play of the season is ranked, with every rule the rulebook leaves to the club marked as the club's, and
// the rules edition where the system has several. Renders in the play form (client) and on the game page (server):
// no hooks beyond next-intl's.
import { useLocale, useTranslations } from "next-intl";
import { howRankedLines } from "@/lib/plays/how-ranked-lines";
import type { GameSystem, PlaySettings } from "@/scoring";

export function HowRanked({ system, settings }: { system: GameSystem; settings: PlaySettings | undefined }) {
  const t = useTranslations("plays");
  const locale = useLocale();
  const lines = howRankedLines(system, settings, locale, t);
  const badge = <span className="ml-1 rounded bg-amber-100 px-1 text-xs text-amber-900">{t("clubRule")}</span>;
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
