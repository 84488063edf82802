import { getCurrentUser } from "@/server/auth/current-user";
import { getLeagueAccess } from "@/server/auth/access";
import { db } from "@/server/db";
import { exportSeasonCsv } from "@/server/history/export-season-csv";
import { canViewSeason } from "@/server/queries/seasons";

/**
 * GET a season as CSV: kind "results.csv" or "standings.csv". Follows the season's visibility (members,
 * or anyone for a public season); only finished games are in it, so no secret objective is.
 */
export async function GET(
  _req: Request,
  { params }: { params: Promise<{ slug: string; edition: string; kind: string }> },
) {
  const { slug, edition, kind } = await params;
  const which = kind === "results.csv" ? "results" : kind === "standings.csv" ? "standings" : null;
  if (!which || !/^\d+$/.test(edition)) return new Response("Not found", { status: 404 });
  const league = await db.league.findUnique({ where: { slug }, select: { id: true, slug: true } });
  if (!league) return new Response("Not found", { status: 404 });
  const season = await db.season.findUnique({
    where: { leagueId_edition: { leagueId: league.id, edition: Number(edition) } },
    select: { isPublic: true },
  });
  if (!season) return new Response("Not found", { status: 404 });
  const user = await getCurrentUser();
  const access = await getLeagueAccess(db, user?.id ?? null, league.id);
  if (!canViewSeason(season, Boolean(access.role))) return new Response("Not found", { status: 404 });
  // A BOM so that Excel opens the UTF-8 file with the accents right.
  const body = "\uFEFF" + (await exportSeasonCsv(db, league.id, Number(edition), which));
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${league.slug}-season-${edition}-${which}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
