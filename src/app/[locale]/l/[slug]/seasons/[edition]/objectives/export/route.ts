import { exportCsv, exportJson } from "@/dealing/transfer";
import { NotFoundError } from "@/server/auth/access";
import { getCurrentUser } from "@/server/auth/current-user";
import { listObjectives, loadSeasonAccess } from "@/server/queries/objectives";

/**
 * The season's objective set as JSON or CSV (one row per objective territory). Only the catalogue: which seat holds
 * which objective is never part of it.
 */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string; edition: string }> }) {
  const { slug, edition } = await params;
  const format = new URL(request.url).searchParams.get("format") === "csv" ? "csv" : "json";
  if (!/^\d+$/.test(edition)) return new Response("Not found", { status: 404 });
  const user = await getCurrentUser();
  try {
    const { season, access } = await loadSeasonAccess(slug, Number(edition), user?.id ?? null);
    if (!access.role && !season.isPublic) return new Response("Not found", { status: 404 });
    const { objectives } = await listObjectives(season.id);
    const data = objectives.map((o) => ({ number: o.number, name: o.name, territories: o.territories }));
    const body = format === "csv" ? exportCsv(data) : exportJson(data);
    return new Response(body, {
      headers: {
        "content-type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="objectives-${slug}-${season.edition}.${format}"`,
        "cache-control": "private, no-store",
      },
    });
  } catch (e) {
    if (e instanceof NotFoundError) return new Response("Not found", { status: 404 });
    throw e;
  }
}
