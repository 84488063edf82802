import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { loadLeagueContext } from "@/server/queries/league-context";
import { canViewSeason } from "@/server/queries/seasons";
import { getLeaderboard } from "@/server/queries/standings";
import { LeaderboardView } from "../_components/leaderboard-view";

/** Leaderboard of a members-only season: rendered per request, after checking the session. */
export default async function MembersLeaderboardPage({
  params,
}: {
  params: Promise<{ slug: string; edition: string }>;
}) {
  const { slug, edition } = await params;
  const n = Number(edition);
  if (!Number.isInteger(n)) notFound();
  const ctx = await loadLeagueContext(slug);
  const board = await getLeaderboard(ctx.league.id, n);
  if (board?.season.isPublic) redirect(`/l/${slug}/seasons/${n}`);
  // signing in comes before "not found": a visitor learns nothing of which members-only seasons exist
  if (!ctx.user) redirect(`/login?callbackUrl=/l/${slug}/seasons/${n}/members`);
  if (!board) notFound();
  if (!canViewSeason(board.season, Boolean(ctx.access.role))) {
    const t = await getTranslations("standings");
    return <p className="card">{t("notVisible")}</p>;
  }
  return <LeaderboardView slug={slug} board={board} />;
}
