import "server-only";
import { db } from "@/server/db";

export type SeasonSummary = {
  id: string;
  edition: number;
  name: string;
  year: number;
  plannedGames: number;
  status: string;
  isPublic: boolean;
};

const summarySelect = { id: true, edition: true, name: true, year: true, plannedGames: true, status: true, isPublic: true } as const;

export async function listSeasons(leagueId: string): Promise<SeasonSummary[]> {
  return db.season.findMany({ where: { leagueId }, select: summarySelect, orderBy: { edition: "desc" } });
}


/** The season a league home shows: the active one, else the latest. */
export async function getCurrentSeason(leagueId: string): Promise<SeasonSummary | null> {
  return (
    (await db.season.findFirst({ where: { leagueId, status: "active" }, select: summarySelect, orderBy: { edition: "desc" } })) ??
    (await db.season.findFirst({ where: { leagueId }, select: summarySelect, orderBy: { edition: "desc" } }))
  );
}

/** Members see every season; visitors only public ones. */
export function canViewSeason(season: { isPublic: boolean }, isMember: boolean): boolean {
  return isMember || season.isPublic;
}
