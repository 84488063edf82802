import "server-only";
import { ActionError } from "@/server/action";
import { db, type Db } from "@/server/db";

export type SeasonSummary = {
  id: string;
  edition: number;
  name: string;
  year: number;
  plannedGames: number;
  status: string;
  isPublic: boolean;
};

const summarySelect = {
  id: true,
  edition: true,
  name: true,
  year: true,
  plannedGames: true,
  status: true,
  isPublic: true,
} as const;

/** Every season of the league, newest first, with its game (the choices of a season chooser). */
export async function listSeasons(leagueId: string): Promise<Array<SeasonSummary & { systemId: string }>> {
  return db.season.findMany({
    where: { leagueId },
    select: { ...summarySelect, systemId: true },
    orderBy: { edition: "desc" },
  });
}

/** The season a league home shows: the active one, else the latest. */
export async function getCurrentSeason(leagueId: string): Promise<SeasonSummary | null> {
  return (
    (await db.season.findFirst({
      where: { leagueId, status: "active" },
      select: summarySelect,
      orderBy: { edition: "desc" },
    })) ?? (await db.season.findFirst({ where: { leagueId }, select: summarySelect, orderBy: { edition: "desc" } }))
  );
}

/** Members see every season; visitors only public ones. */
export function canViewSeason(season: { isPublic: boolean }, isMember: boolean): boolean {
  return isMember || season.isPublic;
}

/** The league's active seasons, newest first: the choices of "new night" (issue 22). */
export async function listActiveSeasons(leagueId: string) {
  return db.season.findMany({
    where: { leagueId, status: "active" },
    orderBy: { edition: "desc" },
    select: { id: true, edition: true, name: true, systemId: true },
  });
}

/**
 * The active season a new night is started in, chosen by its edition. Without an edition only a league with exactly
 * one active season has an answer (one tap); with several the caller must choose — never "the newest" silently.
 */
export async function resolveActiveSeason(client: Pick<Db, "season">, leagueId: string, edition: number | undefined) {
  const active = await client.season.findMany({
    where: { leagueId, status: "active", ...(edition === undefined ? {} : { edition }) },
    orderBy: { edition: "desc" },
    take: 2,
    select: { id: true, edition: true, systemId: true },
  });
  if (active.length === 0) throw new ActionError(edition === undefined ? "noActiveSeason" : "seasonNotActive");
  if (active.length > 1) throw new ActionError("chooseSeason");
  return active[0];
}
