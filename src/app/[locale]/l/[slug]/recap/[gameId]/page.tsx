import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RecapArticle, recapMetadata } from "@/components/recap/recap-article";
import { RecapShareLinks } from "@/components/recap/recap-share-links";
import { RevealedObjectives } from "@/components/recap/revealed-objectives";
import { SavedBanner } from "@/components/recap/saved-banner";
import { ClientMessages } from "@/i18n/client-messages";
import { listRecapShares } from "@/server/queries/recap-share";
import { dealsObjectives } from "@/scoring";
import { loadRecap } from "./load";

type Props = { params: Promise<{ slug: string; gameId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, gameId } = await params;
  const { night } = await loadRecap(slug, gameId);
  // The Open Graph image comes from ./opengraph-image.tsx (file convention): Next adds its URL itself.
  return recapMetadata(night.tables[0], night.tables);
}

/**
 * A finished night, for the group chat: the game opened and every other table of its night (decision 0069), each
 * with its winner, podium, how it ended, standings movement, eliminations and objectives; one share button and one
 * set of public links for the whole night.
 */
export default async function GameRecapPage({ params }: Props) {
  const { slug, gameId } = await params;
  const { ctx, night } = await loadRecap(slug, gameId);
  const organiser = ctx.access.role === "organiser" && ctx.access.leagueId === ctx.league.id;
  const [focus, ...rest] = night.tables;
  const [tr, shares] = await Promise.all([
    getTranslations("results"),
    organiser
      ? listRecapShares(
          ctx,
          night.tables.map((r) => r.result.game.id),
        )
      : Promise.resolve(null),
  ]);

  return (
    <RecapArticle
      tables={[focus, ...rest]}
      sharePath={`/l/${slug}/recap/${focus.result.game.id}`}
      before={<SavedBanner gameId={gameId} message={tr("saved")} />}
      shareExtra={
        shares && (
          <ClientMessages namespaces={["recap"]}>
            <RecapShareLinks
              leagueSlug={slug}
              gameId={focus.result.game.id}
              shares={shares.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() }))}
            />
          </ClientMessages>
        )
      }
      extra={(recap, level, primary) =>
        dealsObjectives(recap.season.systemId) && <RevealedObjectives recap={recap} level={level} primary={primary} />
      }
    />
  );
}
