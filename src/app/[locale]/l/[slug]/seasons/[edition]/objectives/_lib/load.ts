import "server-only";
import { notFound } from "next/navigation";
import { NotFoundError } from "@/server/auth/access";
import { getCurrentUser } from "@/server/auth/current-user";
import { loadSeasonAccess } from "@/server/queries/objectives";

/** The season of an objectives page and the viewer's rights; 404 for those who may not see it. */
export async function loadObjectivesPage(params: Promise<{ slug: string; edition: string }>) {
  const { slug, edition: raw } = await params;
  const edition = Number(raw);
  if (!Number.isInteger(edition) || edition < 1) notFound();
  const user = await getCurrentUser();
  const { season, access } = await loadSeasonAccess(slug, edition, user?.id ?? null).catch((e) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  if (!access.role && !season.isPublic) notFound();
  return {
    slug,
    edition,
    season,
    access,
    organiser: access.role === "organiser",
    base: `/l/${slug}/seasons/${edition}/objectives`,
  };
}
