import "server-only";
import { notFound, redirect } from "next/navigation";
import { NotFoundError } from "@/server/auth/access";
import { type LeagueContext, loadLeagueContext } from "@/server/queries/league-context";

/**
 * The page's own check for an organiser page, before it reads anything: a visitor goes to the login page, a member
 * who is not an organiser gets null (the page shows <Forbidden />). The queries check again (decision 0011).
 */
export async function loadOrganiserPage(slug: string, path: string): Promise<LeagueContext | null> {
  const ctx = await loadLeagueContext(slug).catch((e) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  if (!ctx.user) redirect(`/login?callbackUrl=${encodeURIComponent(`/l/${slug}${path}`)}`);
  return ctx.access.role === "organiser" ? ctx : null;
}
