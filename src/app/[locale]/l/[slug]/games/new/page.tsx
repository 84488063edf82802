import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { MIN_PLAYERS } from "@/schemas/game-night";
import { NotFoundError } from "@/server/auth/access";
import { getGameNightFormData } from "@/server/queries/game-night";
import { loadLeagueContext } from "@/server/queries/league-context";
import { getActivePlaySeason, listActivePlayers } from "@/server/queries/play-entry";
import { PlayForm } from "@/components/plays/play-form";
import { AddPlayersLink } from "./_components/add-players-link";
import { GameNightForm } from "./_components/game-night-form";

export async function generateMetadata() {
  const t = await getTranslations("gameNight.new");
  return { title: t("title") };
}

/** Organiser: create tonight's game (date, players present, colours, turn order); no dead end without players or season. */
export default async function NewGamePage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const ctx = await loadLeagueContext(slug).catch((e) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  if (ctx.access.role !== "organiser") notFound();
  const [{ season, players }, t, tn, playSeason] = await Promise.all([
    getGameNightFormData(ctx), getTranslations("gameNight.new"), getTranslations("night.newGame"), getActivePlaySeason(ctx.league.id),
  ]);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(new Date());
  const playersHref = `/l/${slug}/admin/players`;
  if (playSeason) {
    // other systems: no deal; the players are seated and the result entered in one generic form (decision 0020)
    const active = await listActivePlayers(ctx.league.id);
    return (
      <section className="space-y-4" aria-labelledby="new-game-title">
        <h1 id="new-game-title" className="h1">{t("title")}</h1>
        <p className="text-sm text-stone-600">{t("season", { name: playSeason.name })}</p>
        {active.length > 0 && <PlayForm slug={slug} seasonEdition={playSeason.edition} systemId={playSeason.systemId} rules={playSeason.rules} settings={playSeason.settings} players={active} today={today} />}
        <AddPlayersLink href={playersHref} count={active.length} min={1} />
      </section>
    );
  }
  return (
    <section className="space-y-4" aria-labelledby="new-game-title">
      <h1 id="new-game-title" className="h1">{t("title")}</h1>
      {season ? (
        <>
          <p className="text-sm text-stone-600">{t("season", { name: season.name })}</p>
          {players.length >= MIN_PLAYERS && <GameNightForm slug={slug} players={players} today={today} />}
          <AddPlayersLink href={playersHref} count={players.length} min={MIN_PLAYERS} />
        </>
      ) : (
        <div className="card space-y-3">
          <p>{t("noSeason")}</p>
          <Link href={`/l/${slug}/admin/seasons`} className="btn-primary w-full">{tn("createSeason")}</Link>
        </div>
      )}
    </section>
  );
}
