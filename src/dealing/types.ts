/** A territory of the map as the dealing core needs it. */
export type MapTerritory = { id: string; continentId: string; value: number };

/** An objective as plain data: number on the card, name, territories with their values. */
export type ObjectiveData = {
  number: number;
  name: string;
  territories: { territoryId: string; value: number }[];
};

export const objectiveTotal = (o: Pick<ObjectiveData, "territories">) => o.territories.reduce((s, t) => s + t.value, 0);
