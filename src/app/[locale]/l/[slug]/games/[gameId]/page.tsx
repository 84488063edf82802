import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { toBoard } from "@/components/objectives/board";
import { NotFoundError } from "@/server/auth/access";
import { getGameNight } from "@/server/queries/game-night";
import { loadLeagueContext } from "@/server/queries/league-context";
import { recordsPlays } from "@/scoring";
import { getMapData } from "@/server/queries/objectives";
import { DealPanel } from "./_components/deal-panel";
import { MyObjective } from "./_components/my-objective";
import { ResultPanel } from "./_components/result-panel";
import { RevealedObjectives } from "./_components/revealed-objectives";
import { SeatsTable } from "./_components/seats-table";

export async function generateMetadata() {
  const t = await getTranslations("gameNight.game");
  return { title: t("seats") };
}

/** A game night: who sits where, the public commitments, the holder's own card, the deal tools, and the result. */
export default async function GamePage({ params }: { params: Promise<{ slug: string; gameId: string }> }) {
  const { slug, gameId } = await params;
  const ctx = await loadLeagueContext(slug).catch((e) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  const [night, map, t, format] = await Promise.all([getGameNight(gameId, ctx.access), getMapData(), getTranslations("gameNight"), getFormatter()]);
  if (!night) notFound();
  const board = toBoard(map);
  const organiser = ctx.access.role === "organiser";
  const mySeat = night.seats.find((s) => s.isMine);
  const live = night.status === "dealt";
  // the secret-objective deal is RisiKo!'s; other systems go straight to result entry
  const deals = !recordsPlays(night.season.systemId);
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="h1">{t("game.title", { sequence: night.sequence })}</h1>
        <p className="text-sm text-stone-600">
          {t("game.meta", { season: night.season.name, date: format.dateTime(night.playedOn, { dateStyle: "full" }) })}
        </p>
        <p>
          <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold" data-testid="game-status">
            {t(`status.${night.status}` as "status.planned")}
          </span>
        </p>
      </header>

      {mySeat && live && <MyObjective slug={slug} gameId={night.id} board={board} commitment={mySeat.commitment} />}

      <SeatsTable seats={night.seats} showViewed={live} />

      {deals && organiser && (night.status === "planned" || live) && (
        <DealPanel
          slug={slug}
          gameId={night.id}
          status={night.status}
          objectivesInSet={night.objectivesInSet}
          catalogueHref={`/l/${slug}/seasons/${night.season.edition}/objectives`}
          anyViewed={night.seats.some((s) => s.viewed)}
          linkSeats={night.seats.filter((s) => !s.player.hasAccount).map((s) => ({ id: s.id, name: s.player.displayName }))}
        />
      )}

      {night.revealed && <RevealedObjectives night={night} board={board} />}
      {night.heldBack && (
        <p className="card text-sm" data-testid="cards-held-back">{t("revealed.heldBack")}</p>
      )}

      <ResultPanel slug={slug} gameId={gameId} />
    </div>
  );
}
