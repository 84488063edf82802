import "server-only";
import { cache } from "react";
import { objectiveTotal, type MapTerritory, type ObjectiveData } from "@/dealing/types";
import { validateObjectiveSet, type SetValidation } from "@/dealing/validate";
import { dealsObjectives } from "@/scoring";
import { db } from "@/server/db";
import { getLeagueAccess, NotFoundError } from "@/server/auth/access";
import { listObjectivesUsedInFinishedGames } from "@/server/queries/secret-objective";

export type MapContinent = {
  id: string;
  nameIt: string;
  nameEn: string;
  territories: MapTerritoryInfo[];
  total: number;
};
export type MapTerritoryInfo = MapTerritory & { nameIt: string; nameEn: string; sortOrder: number };
export type MapData = { continents: MapContinent[]; territories: MapTerritoryInfo[]; borders: [string, string][] };

/** The league map (territories, continents, borders), as organisers may have corrected it. */
export const getMapData = cache(async (): Promise<MapData> => {
  const [continents, borders] = await Promise.all([
    db.continent.findMany({
      orderBy: { sortOrder: "asc" },
      select: {
        id: true,
        nameIt: true,
        nameEn: true,
        territories: {
          orderBy: { sortOrder: "asc" },
          select: { id: true, nameIt: true, nameEn: true, continentId: true, value: true, sortOrder: true },
        },
      },
    }),
    db.territoryBorder.findMany({ select: { fromId: true, toId: true } }),
  ]);
  return {
    continents: continents.map((c) => ({ ...c, total: c.territories.reduce((s, t) => s + t.value, 0) })),
    territories: continents.flatMap((c) => c.territories),
    borders: borders.filter((b) => b.fromId < b.toId).map((b) => [b.fromId, b.toId]),
  };
});

export type ObjectiveSummary = ObjectiveData & { id: string; total: number; usedInFinishedGames: number };

export type SeasonObjectives = {
  objectives: ObjectiveSummary[];
  validation: SetValidation;
  /** a dealt game is being played: no edits at all, so a refusal cannot hint at which objectives are on the table */
  gameInProgress: boolean;
  /** any game of the season has been dealt */
  anyDealt: boolean;
};

export async function listObjectives(seasonId: string): Promise<SeasonObjectives> {
  const [rows, used, inProgress, dealt, map] = await Promise.all([
    db.objective.findMany({
      where: { seasonId },
      orderBy: { number: "asc" },
      select: {
        id: true,
        number: true,
        name: true,
        territories: { select: { territoryId: true, value: true, territory: { select: { sortOrder: true } } } },
      },
    }),
    listObjectivesUsedInFinishedGames(db, seasonId),
    db.game.count({ where: { seasonId, status: "dealt" } }),
    db.game.count({ where: { seasonId, dealtAt: { not: null } } }),
    getMapData(),
  ]);
  const objectives = rows.map((o) => {
    const territories = [...o.territories]
      .sort((a, b) => a.territory.sortOrder - b.territory.sortOrder)
      .map((t) => ({ territoryId: t.territoryId, value: t.value }));
    return {
      id: o.id,
      number: o.number,
      name: o.name,
      territories,
      total: objectiveTotal({ territories }),
      usedInFinishedGames: used.get(o.id) ?? 0,
    };
  });
  return {
    objectives,
    validation: validateObjectiveSet(objectives, new Set(map.territories.map((t) => t.id))),
    gameInProgress: inProgress > 0,
    anyDealt: dealt > 0,
  };
}

export async function getObjectiveByNumber(seasonId: string, number: number): Promise<ObjectiveSummary | null> {
  const { objectives } = await listObjectives(seasonId);
  return objectives.find((o) => o.number === number) ?? null;
}

/** Earlier seasons of the league that have objectives, to start a new set from a copy. */
export async function listSeasonsWithObjectives(leagueId: string, exceptSeasonId: string) {
  const seasons = await db.season.findMany({
    where: { leagueId, id: { not: exceptSeasonId }, objectives: { some: {} } },
    orderBy: { edition: "desc" },
    select: { edition: true, name: true, _count: { select: { objectives: true } } },
  });
  return seasons.map((s) => ({ edition: s.edition, name: s.name, objectives: s._count.objectives }));
}

/** The season behind /l/[slug]/seasons/[edition] with the user's access, for actions and pages. */
export async function loadSeasonAccess(slug: string, edition: number, userId: string | null) {
  const season = await db.season.findFirst({
    where: { edition, league: { slug } },
    select: {
      id: true,
      edition: true,
      name: true,
      status: true,
      isPublic: true,
      leagueId: true,
      systemId: true,
      league: { select: { isPublic: true } },
    },
  });
  // a game without secret objectives (Nero, Julius Caesar …) has no catalogue: its pages and writes do not exist
  if (!season || !dealsObjectives(season.systemId)) throw new NotFoundError();
  const access = await getLeagueAccess(db, userId, season.leagueId);
  // a members-only league does not exist for anyone else (decision 0033); its seasons are members-only anyway
  if (!season.league.isPublic && !access.role) throw new NotFoundError();
  return {
    season: {
      id: season.id,
      edition: season.edition,
      name: season.name,
      status: season.status,
      isPublic: season.isPublic,
      leagueId: season.leagueId,
    },
    access,
  };
}
