import { isWithin } from "@/schemas/numbers";
import { objectiveTotal, type ObjectiveData } from "./types";

/** A problem with one objective. `code` is an i18n key of the "objectives.validation" namespace. */
export type ObjectiveIssue = {
  code: string;
  objective?: number;
  territoryId?: string;
  params?: Record<string, string | number>;
};

export type SetValidation = { errors: ObjectiveIssue[]; warnings: ObjectiveIssue[] };

/** Errors that make a single objective unusable. */
export function validateObjective(o: ObjectiveData, knownTerritoryIds: ReadonlySet<string>): ObjectiveIssue[] {
  const errors: ObjectiveIssue[] = [];
  const at = { objective: o.number };
  if (!isWithin("objectiveNumber", o.number)) errors.push({ code: "numberInvalid", ...at });
  if (!o.name.trim()) errors.push({ code: "nameRequired", ...at });
  if (o.territories.length === 0) errors.push({ code: "noTerritories", ...at });
  const seen = new Set<string>();
  for (const t of o.territories) {
    if (!knownTerritoryIds.has(t.territoryId))
      errors.push({ code: "unknownTerritory", territoryId: t.territoryId, ...at });
    if (seen.has(t.territoryId)) errors.push({ code: "duplicateTerritory", territoryId: t.territoryId, ...at });
    seen.add(t.territoryId);
    if (!isWithin("territoryValue", t.value))
      errors.push({ code: "valueNotPositive", territoryId: t.territoryId, ...at });
  }
  return errors;
}

const signature = (o: ObjectiveData) =>
  [...o.territories]
    .sort((a, b) => a.territoryId.localeCompare(b.territoryId))
    .map((t) => `${t.territoryId}=${t.value}`)
    .join(",");

/** Errors per objective, duplicate numbers, and warnings for a set that is usable but probably not intended. */
export function validateObjectiveSet(
  set: readonly ObjectiveData[],
  knownTerritoryIds: ReadonlySet<string>,
): SetValidation {
  const errors = set.flatMap((o) => validateObjective(o, knownTerritoryIds));
  const warnings: ObjectiveIssue[] = [];
  const numbers = new Map<number, number>();
  for (const o of set) numbers.set(o.number, (numbers.get(o.number) ?? 0) + 1);
  for (const [n, count] of numbers) if (count > 1) errors.push({ code: "duplicateNumber", objective: n });

  if (set.length > 1) {
    const totals = new Set(set.map(objectiveTotal));
    if (totals.size > 1)
      warnings.push({ code: "differentTotals", params: { values: [...totals].sort((a, b) => a - b).join(", ") } });
    const sizes = new Set(set.map((o) => o.territories.length));
    if (sizes.size > 1)
      warnings.push({ code: "differentSizes", params: { values: [...sizes].sort((a, b) => a - b).join(", ") } });
  }
  const bySignature = new Map<string, number>();
  for (const o of set) {
    const sig = signature(o);
    const first = bySignature.get(sig);
    if (first !== undefined)
      warnings.push({ code: "identicalObjectives", objective: o.number, params: { other: first } });
    else bySignature.set(sig, o.number);
  }
  return { errors, warnings };
}
