import "server-only";
import { cache } from "react";
import { db } from "@/server/db";

export async function hasOrganiser(): Promise<boolean> {
  return (await db.membership.count({ where: { role: "organiser" } })) > 0;
}

export type LeagueSummary = { id: string; slug: string; name: string };

/** Leagues the user belongs to, plus leagues with a public season. */
export async function listVisibleLeagues(userId: string | null): Promise<LeagueSummary[]> {
  return db.league.findMany({
    where: {
      OR: [{ seasons: { some: { isPublic: true } } }, ...(userId ? [{ memberships: { some: { userId } } }] : [])],
    },
    select: { id: true, slug: true, name: true },
    orderBy: { name: "asc" },
  });
}

/** League by slug, or null; no session involved, so callers can render statically. */
export const getLeagueSummary = cache(async (slug: string): Promise<LeagueSummary | null> =>
  db.league.findUnique({ where: { slug }, select: { id: true, slug: true, name: true } }),
);
