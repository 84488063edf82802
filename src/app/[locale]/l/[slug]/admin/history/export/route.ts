import { getCurrentUser } from "@/server/auth/current-user";
import { getLeagueAccess } from "@/server/auth/access";
import { db } from "@/server/db";
import { exportLeague, serializeExport } from "@/server/history/export-league";

/** GET the full league export (JSON, without password hashes). Organiser only, checked here on the server. */
export async function GET(_req: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const [league, user] = await Promise.all([
    db.league.findUnique({ where: { slug }, select: { id: true, slug: true, isPublic: true } }),
    getCurrentUser(),
  ]);
  if (!league) return new Response("Not found", { status: 404 });
  const role = user ? (await getLeagueAccess(db, user.id, league.id)).role : null;
  // a members-only league does not exist for anyone else (decision 0033)
  if (!league.isPublic && !role) return new Response("Not found", { status: 404 });
  if (!user) return new Response("Sign in first", { status: 401 });
  if (role !== "organiser") return new Response("Organisers only", { status: 403 });
  const body = serializeExport(await exportLeague(db, league.id));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${league.slug}-export-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
