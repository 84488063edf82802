import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { NotFoundError } from "@/server/auth/access";
import { getGameNightFormData } from "@/server/queries/game-night";
import { loadLeagueContext } from "@/server/queries/league-context";
import { getActivePlaySeason, listActivePlayers } from "@/server/queries/play-entry";
import { PlayForm } from "@/components/plays/play-form";
import { GameNightForm } from "./_components/game-night-form";

export async function generateMetadata() {
  const t = await getTranslations("gameNight.new");
  return { title: t("title") };
}

/** Organiser: create tonight's game (date, players present, colours, turn order). */
export default async function NewGamePage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const ctx = await loadLeagueContext(slug).catch((e) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  if (ctx.access.role !== "organiser") notFound();
  const [{ season, players }, t, playSeason] = await Promise.all([getGameNightFormData(ctx), getTranslations("gameNight.new"), getActivePlaySeason(ctx.league.id)]);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(new Date());
  if (playSeason) {
    // other systems: no deal; the players are seated and the result entered in one generic form (decision 0020)
    return (
      <section className="space-y-4" aria-labelledby="new-game-title">
        <h1 id="new-game-title" className="h1">{t("title")}</h1>
        <p className="text-sm text-stone-600">{t("season", { name: playSeason.name })}</p>
        <PlayForm slug={slug} systemId={playSeason.systemId} rules={playSeason.rules} settings={playSeason.settings} players={await listActivePlayers(ctx.league.id)} today={today} />
      </section>
    );
  }
  return (
    <section className="space-y-4" aria-labelledby="new-game-title">
      <h1 id="new-game-title" className="h1">{t("title")}</h1>
      {season ? (
        <>
          <p className="text-sm text-stone-600">{t("season", { name: season.name })}</p>
          <GameNightForm slug={slug} players={players} today={today} />
        </>
      ) : (
        <p className="card">{t("noSeason")}</p>
      )}
    </section>
  );
}
