import { notFound, redirect } from "next/navigation";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { getLeagueSummary } from "@/server/queries/leagues";
import { getLeaderboard } from "@/server/queries/standings";
import { LeaderboardView } from "./_components/leaderboard-view";

type Props = { params: Promise<{ locale: string; slug: string; edition: string }> };

// Rendered once per locale on first visit, then served from Next's cache until a write revalidates it
// (src/server/action.ts) or, for changes made outside the app (CLI import), at most a minute later.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

/** Title, description and (./opengraph-image.tsx) a preview picture for links shared in chats. Nothing of a members-only season. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug, edition } = await params;
  setRequestLocale(locale);
  const league = await getLeagueSummary(slug);
  const board = league && Number.isInteger(Number(edition)) ? await getLeaderboard(league.id, Number(edition)) : null;
  if (!league?.isPublic || !board || !board.season.isPublic) return {};
  const t = await getTranslations("standings");
  const leader = board.rows[0];
  const title = `${board.season.name} · ${league.name}`;
  const description = leader
    ? t("metaDescription", {
        leader: leader.player.displayName,
        points: leader.points,
        played: board.gamesFinished,
        planned: board.season.plannedGames,
      })
    : t("metaDescriptionEmpty", { planned: board.season.plannedGames });
  return {
    title: { absolute: title },
    description,
    openGraph: { title, description, type: "website" },
    twitter: { card: "summary_large_image", title, description },
  };
}

/** Public leaderboard: two SQL queries (league, then season + finished games + seats), nothing personal. */
export default async function SeasonLeaderboardPage({ params }: Props) {
  const { locale, slug, edition } = await params;
  setRequestLocale(locale);
  const n = Number(edition);
  if (!Number.isInteger(n)) notFound();
  const league = await getLeagueSummary(slug);
  if (!league) notFound();
  const board = await getLeaderboard(league.id, n);
  if (!board) notFound();
  // Members-only seasons (and every season of a members-only league, decision 0033) are never cached: their page
  // checks the session. A members-only league's address reaches this page from its members only (src/proxy.ts).
  if (!board.season.isPublic || !league.isPublic) redirect(`/l/${slug}/seasons/${n}/members`);
  return <LeaderboardView slug={slug} board={board} />;
}
