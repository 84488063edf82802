import { getLocale, getTranslations } from "next-intl/server";
import { fieldsAt } from "@/lib/plays/play-form";
import { labelIn } from "@/lib/plays/label-in";
import { optionLabel } from "@/lib/plays/play-labels";
import { getSystem } from "@/scoring";
import type { GameNightSeat } from "@/server/queries/game-night";

/**
 * A planned play (fair tables, decision 0062): who sits at the table, in the order the tables gave, with the identity
 * that order decided (Julius Caesar's sides). Its result is recorded on this game; until then it counts nowhere.
 */
export async function PlannedSeats({ systemId, seats }: { systemId: string; seats: GameNightSeat[] }) {
  const [t, locale] = await Promise.all([getTranslations("plays"), getLocale()]);
  const system = getSystem(systemId);
  const identityFields = fieldsAt(system.identity, seats.length);
  return (
    <section className="card space-y-2" aria-labelledby="planned-seats-title" data-testid="planned-seats">
      <h2 id="planned-seats-title" className="h2">
        {t("planned.title")}
      </h2>
      <p className="text-sm text-stone-600">{t("planned.intro")}</p>
      <ol className="list-decimal space-y-1 pl-5">
        {[...seats]
          .sort((a, b) => a.turnOrder - b.turnOrder)
          .map((s) => (
            <li key={s.id} data-testid={`planned-seat-${s.turnOrder}`}>
              <span className="font-semibold">{s.player.displayName}</span>
              {identityFields
                .filter((d) => s.identity[d.key])
                .map((d) => (
                  <span key={d.key} className="text-sm text-stone-600">
                    {" · "}
                    {labelIn(d.label, locale)}: {optionLabel(systemId, d.key, s.identity[d.key], locale)}
                  </span>
                ))}
            </li>
          ))}
      </ol>
    </section>
  );
}
