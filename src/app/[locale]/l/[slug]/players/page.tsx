import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ArmyBadge } from "@/components/leaderboard/army-badge";
import { loadLeagueContext } from "@/server/queries/league-context";
import { listPlayers } from "@/server/queries/player-stats";

export default async function PlayersPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const ctx = await loadLeagueContext(slug);
  const [players, t] = await Promise.all([listPlayers(ctx.league.id), getTranslations("players")]);
  return (
    <section className="space-y-4" aria-labelledby="players-title">
      <h1 id="players-title" className="h1">
        {t("title")}
      </h1>
      {players.length ? (
        <ul className="grid gap-2 sm:grid-cols-2">
          {players.map((p) => (
            <li key={p.id}>
              <Link
                href={`/l/${slug}/players/${p.id}`}
                className="card flex min-h-11 items-center justify-between gap-2 hover:bg-stone-50"
              >
                <ArmyBadge name={p.displayName} color={p.armyColor} armyName={p.armyName} />
                {!p.active && <span className="text-xs text-stone-500">{t("inactive")}</span>}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="card">{t("noPlayers")}</p>
      )}
    </section>
  );
}
