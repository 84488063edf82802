/** The map as a client component needs it (plain, serialisable; no secrets). */
export type Board = {
  territories: { id: string; nameIt: string; nameEn: string; continentId: string; value: number }[];
  continents: { id: string; nameIt: string; nameEn: string; total: number; territoryIds: string[] }[];
  borders: [string, string][];
};

/** An objective's face: what the holder sees. */
export type CardData = {
  number: number;
  name: string;
  total: number;
  territories: { territoryId: string; value: number }[];
};

export function toBoard(map: {
  continents: { id: string; nameIt: string; nameEn: string; total: number; territories: { id: string }[] }[];
  territories: Board["territories"];
  borders: [string, string][];
}): Board {
  return {
    territories: map.territories.map(({ id, nameIt, nameEn, continentId, value }) => ({
      id,
      nameIt,
      nameEn,
      continentId,
      value,
    })),
    continents: map.continents.map((c) => ({
      id: c.id,
      nameIt: c.nameIt,
      nameEn: c.nameEn,
      total: c.total,
      territoryIds: c.territories.map((t) => t.id),
    })),
    borders: map.borders,
  };
}
