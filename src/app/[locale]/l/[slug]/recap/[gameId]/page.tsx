import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ArmyBadge } from "@/components/leaderboard/army-badge";
import { RecapArticle, recapMetadata } from "@/components/recap/recap-article";
import { RecapShareLinks } from "@/components/recap/recap-share-links";
import { SavedBanner } from "@/components/recap/saved-banner";
import { ClientMessages } from "@/i18n/client-messages";
import { listRecapShares } from "@/server/queries/recap-share";
import { recordsPlays } from "@/scoring";
import { bySeatRank, loadRecap } from "./load";

type Props = { params: Promise<{ slug: string; gameId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, gameId } = await params;
  const { recap } = await loadRecap(slug, gameId);
  // The Open Graph image comes from ./opengraph-image.tsx (file convention): Next adds its URL itself.
  return recapMetadata(recap);
}

/** A finished night, for the group chat: winner, podium, how it ended, objectives, eliminations, standings movement. */
export default async function GameRecapPage({ params }: Props) {
  const { slug, gameId } = await params;
  const { ctx, recap } = await loadRecap(slug, gameId);
  const organiser = ctx.access.role === "organiser" && ctx.access.leagueId === ctx.league.id;
  const [t, tr, locale, shares] = await Promise.all([
    getTranslations("recap"),
    getTranslations("results"),
    getLocale(),
    organiser ? listRecapShares(ctx, gameId) : Promise.resolve(null),
  ]);
  const seats = bySeatRank(recap.result.seats);
  const g = recap.result.game;

  return (
    <RecapArticle
      recap={recap}
      sharePath={`/l/${slug}/recap/${g.id}`}
      before={<SavedBanner gameId={gameId} message={tr("saved")} />}
      shareExtra={
        shares && (
          <ClientMessages namespaces={["recap"]}>
            <RecapShareLinks
              leagueSlug={slug}
              gameId={g.id}
              shares={shares.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() }))}
            />
          </ClientMessages>
        )
      }
    >
      {!recordsPlays(recap.season.systemId) && (
        <section className="space-y-2" aria-labelledby="objectives">
          <h2 id="objectives" className="h2">
            {t("objectives")}
          </h2>
          <p className="text-sm text-stone-600">{t("objectivesIntro")}</p>
          <ul className="space-y-3" data-testid="recap-objectives">
            {seats.map((s) => {
              const own = s.held.filter((h) => h.value !== null);
              return (
                <li key={s.id} className="card space-y-1">
                  <p className="font-semibold">
                    <ArmyBadge name={s.playerName} color={s.armyColor} />
                    {s.objectiveCompleted && (
                      <span className="ml-2 rounded bg-green-100 px-1 text-xs text-green-800">
                        {tr("completedMark")}
                      </span>
                    )}
                  </p>
                  {s.objective ? (
                    <>
                      <p className="text-sm">
                        {t("objectiveLine", { number: s.objective.number, name: s.objective.name })}
                        {s.objectiveTotal !== null && (
                          <> · {t("objectiveScore", { points: s.objectivePoints ?? 0, total: s.objectiveTotal })}</>
                        )}
                      </p>
                      <p className="text-sm text-stone-700">
                        <span className="font-medium">{t("heldTerritories")}: </span>
                        {own.length
                          ? own.map((h) => `${locale === "en" ? h.nameEn : h.nameIt} (${h.value})`).join(", ")
                          : t("noneHeld")}
                      </p>
                    </>
                  ) : (
                    <p className="text-sm">{t("noObjective")}</p>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </RecapArticle>
  );
}
