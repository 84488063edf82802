import { getFormatter, getTranslations } from "next-intl/server";
import type { Leaderboard } from "@/server/queries/standings";

/**
 * An active season's "what each player needs tonight" and, late in the season, who can still win the Torneo.
 * Computed by src/scoring/recap (exact for the scenario stated on the page; the title race is an exact bound).
 */
export async function Tonight({ board }: { board: Leaderboard }) {
  if (!board.tonight) return null;
  const [t, format] = await Promise.all([getTranslations("recap.tonight"), getFormatter()]);
  const { targets, race, tableSize } = board.tonight;
  const name = new Map(board.rows.map((r) => [r.playerId, r.player.displayName]));
  const pts = (n: number) => format.number(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const leader = race.leaderId ? (name.get(race.leaderId) ?? "—") : "—";
  // The race is worth showing once someone is out of it, or in the last quarter of the season.
  const late = race.remaining <= Math.ceil(board.season.plannedGames / 4) || race.contenders.some((c) => !c.canWin);
  return (
    <section className="card space-y-3" aria-labelledby="tonight" data-testid="tonight">
      <h2 id="tonight" className="h2">
        {t("title")}
      </h2>
      <p className="text-sm text-stone-600">{t("intro", { size: tableSize })}</p>
      <ul className="space-y-1 text-sm">
        {/* short keys: a 25-character id a line is 1 kB of payload in a 40-player league (issue 25) */}
        {targets.map((x, i) => (
          <li key={i}>
            {x.place === null
              ? t("cannot", { name: name.get(x.playerId) ?? "—", above: name.get(x.aboveId) ?? "—" })
              : t("needs", { name: name.get(x.playerId) ?? "—", place: x.place, above: name.get(x.aboveId) ?? "—" })}
          </li>
        ))}
      </ul>
      {late && (
        <div className="space-y-1" data-testid="title-race">
          <h3 className="font-semibold">{t("race")}</h3>
          <p className="text-sm text-stone-600">
            {t("raceIntro", { remaining: race.remaining, max: pts(race.maxGamePoints) })}
          </p>
          <ul className="space-y-1 text-sm">
            {race.contenders
              .filter((c) => c.playerId !== race.leaderId)
              .map((c, i) => (
                <li key={i}>
                  {c.canWin
                    ? t("canWin", { name: name.get(c.playerId) ?? "—", points: pts(c.points), max: pts(c.maxPossible) })
                    : t("out", { name: name.get(c.playerId) ?? "—", points: pts(c.points), leader })}
                </li>
              ))}
          </ul>
          <p className="text-sm font-semibold">
            {race.clinched
              ? t("clinched", { leader })
              : race.chaserMax !== null
                ? t("clinch", { leader, chaserMax: pts(race.chaserMax) })
                : null}
          </p>
        </div>
      )}
    </section>
  );
}
