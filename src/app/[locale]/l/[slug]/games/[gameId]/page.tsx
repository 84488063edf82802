import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { toBoard } from "@/components/objectives/board";
import { NotFoundError } from "@/server/auth/access";
import { loadGamePage } from "@/server/queries/game-page";
import { loadLeagueContext } from "@/server/queries/league-context";
import { dealsObjectives } from "@/scoring";
import { ClientMessages } from "@/i18n/client-messages";
import { nightFlow } from "@/components/night/flow";
import { NightNextAction } from "@/components/night/next-action";
import { NightSteps } from "@/components/night/night-steps";
import { OpenNightTools } from "@/components/night/open-night-tools";
import { SeatInvites } from "@/components/night/seat-invites";
import { DealPanel } from "./_components/deal-panel";
import { MyObjective } from "./_components/my-objective";
import { PlannedSeats } from "./_components/planned-seats";
import { ResultPanel } from "./_components/result-panel";
import { RevealedObjectives } from "./_components/revealed-objectives";
import { SeatsTable } from "./_components/seats-table";

export async function generateMetadata() {
  const t = await getTranslations("gameNight.game");
  return { title: t("seats") };
}

/**
 * A game night as one guided flow (decision 0024): where the night stands, the one next action at the top, the
 * holder's own card, the deal tools, who sits where (with invitations for those without an account), and the result.
 */
export default async function GamePage({ params }: { params: Promise<{ slug: string; gameId: string }> }) {
  const { slug, gameId } = await params;
  const ctx = await loadLeagueContext(slug).catch((e) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  // every read authorizes itself with the caller's access (not the layout's check): src/server/queries/game-page.ts
  const [data, t, format] = await Promise.all([
    loadGamePage(ctx, gameId),
    getTranslations("gameNight"),
    getFormatter(),
  ]);
  if (!data) notFound();
  const { night, map, result, play } = data;
  const board = map && toBoard(map);
  const organiser = ctx.access.role === "organiser";
  const mySeat = night.seats.find((s) => s.isMine);
  const live = night.status === "dealt";
  const open = night.status === "planned" || live;
  // the secret-objective deal is RisiKo!'s; other systems go straight to result entry
  const deals = dealsObjectives(night.season.systemId);
  const flow = nightFlow({ status: night.status, deals, seats: night.seats });
  // a play the accepted tables created (decision 0062): seated, its result still to be recorded
  const plannedPlay = !deals && night.status === "planned";
  const resultHref = `/l/${slug}/games/${gameId}/result`;
  const withoutAccount = night.seats.filter((s) => !s.player.hasAccount);
  // a login linked after the deal does not get that card (decision 0033): its player gets a reveal link too
  const byLink = night.seats.filter((s) => s.player.cardByLink);
  const myCard = Boolean(mySeat && live && board);
  const dealing = deals && organiser && open;
  // The client islands drawn for this caller in this state, and only their messages (issue 25: the five namespaces
  // of the night's forms were 34 kB of every game page's payload): the holder's card (gameNight, objectives), the
  // deal panel and invitations (gameNight, night, objectives), the revealed cards (objectives), void/restore (results).
  const namespaces = [
    ...(myCard || dealing ? ["gameNight"] : []),
    ...(myCard || dealing || (night.revealed && board) ? ["objectives"] : []),
    ...(dealing ? ["night"] : []),
    ...(ctx.access.canRecordResults || organiser ? ["results"] : []),
  ];
  // Children keep their places whatever the status (false placeholders), so the deal panel's message survives the
  // re-render that follows a deal.
  return (
    <ClientMessages namespaces={namespaces}>
      <div className="space-y-6">
        <header className="space-y-1">
          <h1 className="h1">{t("game.title", { sequence: night.sequence })}</h1>
          <p className="text-sm text-stone-600">
            {t("game.meta", {
              season: night.season.name,
              date: format.dateTime(night.playedOn, { dateStyle: "full" }),
            })}
          </p>
          <p>
            <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold" data-testid="game-status">
              {plannedPlay ? t("status.awaitingResult") : t(`status.${night.status}` as "status.planned")}
            </span>
          </p>
        </header>

        {flow && ctx.access.role && <NightSteps flow={flow} />}
        {flow && (ctx.access.role || flow.current === "recap") && (
          <NightNextAction
            flow={flow}
            seats={night.seats.map((s) => ({ name: s.player.displayName, viewed: s.viewed, reported: s.reported }))}
            canRecord={ctx.access.canRecordResults}
            resultHref={resultHref}
            recapHref={`/l/${slug}/recap/${gameId}`}
          />
        )}

        {myCard && mySeat && board && (
          <div id="my-card" className="scroll-mt-4">
            <MyObjective slug={slug} gameId={night.id} board={board} commitment={mySeat.commitment} inPlay={live} />
          </div>
        )}

        {dealing && (
          <DealPanel
            slug={slug}
            gameId={night.id}
            status={night.status}
            objectivesInSet={night.objectivesInSet}
            seatCount={night.seats.length}
            catalogueHref={`/l/${slug}/seasons/${night.season.edition}/objectives`}
            anyViewed={night.seats.some((s) => s.viewed)}
            linkSeats={byLink.map((s) => ({ id: s.id, name: s.player.displayName }))}
          />
        )}

        {/* seats with their card's commitment are RisiKo!'s; a play's seats are in its result table (issue 22 §2), a
            planned play's in the order its table gave */}
        {deals && <SeatsTable seats={night.seats} showViewed={live} />}
        {plannedPlay && <PlannedSeats systemId={night.season.systemId} seats={night.seats} />}
        {dealing && withoutAccount.length > 0 && (
          <SeatInvites
            slug={slug}
            players={withoutAccount.map((s) => ({ id: s.player.id, name: s.player.displayName }))}
          />
        )}

        {night.revealed && board && <RevealedObjectives night={night} board={board} />}
        {night.heldBack && (
          <p className="card text-sm" data-testid="cards-held-back">
            {t("revealed.heldBack")}
          </p>
        )}

        {deals && open ? (
          <OpenNightTools view={result} resultHref={resultHref} />
        ) : (
          <ResultPanel slug={slug} view={result} play={play} awaitingResult={plannedPlay} />
        )}
      </div>
    </ClientMessages>
  );
}
