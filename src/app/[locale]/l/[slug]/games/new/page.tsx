import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getSystem, dealsObjectives } from "@/scoring";
import { MIN_PLAYERS } from "@/schemas/game-night";
import { NotFoundError } from "@/server/auth/access";
import { getGameNightFormData } from "@/server/queries/game-night";
import { loadLeagueContext } from "@/server/queries/league-context";
import { getActivePlaySeason, listActivePlayers } from "@/server/queries/play-entry";
import { listActiveSeasons } from "@/server/queries/seasons";
import { PlayForm } from "@/components/plays/play-form";
import { seasonRulesHref } from "@/lib/plays/season-rules-link";
import { AddPlayersLink } from "./_components/add-players-link";
import { GameNightForm } from "./_components/game-night-form";

export async function generateMetadata() {
  const t = await getTranslations("gameNight.new");
  return { title: t("title") };
}

/**
 * Organiser: create tonight's game in one active season, chosen explicitly (?season=<edition>); with only one
 * active season it is that one (one tap). No dead end without players or season.
 */
export default async function NewGamePage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ season?: string | string[] }>;
}) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const ctx = await loadLeagueContext(slug).catch((e) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  if (ctx.access.role !== "organiser") notFound();
  const [{ players }, active, t, tn, locale] = await Promise.all([
    getGameNightFormData(ctx),
    listActiveSeasons(ctx.league.id),
    getTranslations("gameNight.new"),
    getTranslations("night.newGame"),
    getLocale(),
  ]);
  const asked = typeof query.season === "string" && /^\d{1,6}$/.test(query.season) ? Number(query.season) : null;
  const season = asked !== null ? active.find((s) => s.edition === asked) : active.length === 1 ? active[0] : undefined;
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(new Date());
  const playersHref = `/l/${slug}/admin/players`;
  const systemName = (systemId: string) => getSystem(systemId).name[locale === "en" ? "en" : "it"];
  const heading = (
    <h1 id="new-game-title" className="h1">
      {t("title")}
    </h1>
  );

  if (active.length === 0) {
    return (
      <section className="space-y-4" aria-labelledby="new-game-title">
        {heading}
        <div className="card space-y-3">
          <p>{t("noSeason")}</p>
          <Link href={`/l/${slug}/admin/seasons`} className="btn-primary w-full">
            {tn("createSeason")}
          </Link>
        </div>
      </section>
    );
  }
  if (!season) {
    // several active seasons (or one that is no longer active): which season is tonight's night in?
    return (
      <section className="space-y-4" aria-labelledby="new-game-title">
        {heading}
        <p className="text-sm text-stone-600">{asked !== null ? t("seasonNotActive") : t("chooseSeason")}</p>
        <ul className="space-y-2" data-testid="new-night-seasons">
          {active.map((s) => (
            <li key={s.id}>
              {/* a full page load: a client navigation to the same route with only a new query kept the chooser on screen */}
              <a href={`/l/${slug}/games/new?season=${s.edition}`} className="btn-secondary w-full justify-between">
                <span>{s.name}</span>
                <span className="text-sm text-stone-600">{systemName(s.systemId)}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  if (!dealsObjectives(season.systemId)) {
    // other systems: no deal; the players are seated and the result entered in one generic form (decision 0020)
    const [playSeason, activePlayers] = await Promise.all([
      getActivePlaySeason(ctx.league.id, season.edition),
      listActivePlayers(ctx.league.id),
    ]);
    if (!playSeason) notFound();
    return (
      <section className="space-y-4" aria-labelledby="new-game-title">
        {heading}
        <p className="text-sm text-stone-600">{t("season", { name: playSeason.name })}</p>
        {activePlayers.length > 0 && (
          <PlayForm
            slug={slug}
            season={playSeason.edition}
            systemId={playSeason.systemId}
            rulesHref={seasonRulesHref(slug, playSeason.edition)}
            rules={playSeason.rules}
            settings={playSeason.settings}
            players={activePlayers}
            today={today}
          />
        )}
        <AddPlayersLink href={playersHref} count={activePlayers.length} min={1} />
      </section>
    );
  }
  return (
    <section className="space-y-4" aria-labelledby="new-game-title">
      {heading}
      <p className="text-sm text-stone-600">{t("season", { name: season.name })}</p>
      {players.length >= MIN_PLAYERS && (
        <GameNightForm slug={slug} season={season.edition} players={players} today={today} />
      )}
      <AddPlayersLink href={playersHref} count={players.length} min={MIN_PLAYERS} />
    </section>
  );
}
