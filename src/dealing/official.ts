import referenceMap from "../../prisma/reference/risiko-map.json";
import type { MapTerritory, ObjectiveData } from "./types";

/**
 * The 16 official RisiKo! tournament objectives, valued with the league's map (value = borders).
 * #12 "Tappeto" is transcribed without Indonesia (86 points); the organiser can edit it after the copy.
 */
export function officialObjectives(territories: readonly MapTerritory[]): ObjectiveData[] {
  const value = new Map(territories.map((t) => [t.id, t.value]));
  return referenceMap.officialObjectives.items.map((item) => ({
    number: item.n,
    name: item.name,
    territories: item.territories.map((id) => ({ territoryId: id, value: value.get(id) ?? 0 })),
  }));
}
